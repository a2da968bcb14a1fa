import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';

/** Tries before a message is shown as failed. */
export const MAX_ATTEMPTS = 5;
const BATCH = 10;
const POLL_MS = 2_000;
const KICK_DELAY_MS = 100;

/** Waits after the 1st, 2nd, ... refusal: 30 s, 2 min, 8 min, 32 min. */
export const backoffMs = (attempt: number) => 30_000 * 4 ** (attempt - 1);

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface MailSenderDeps {
  outbox: OutboxRepository;
  transport: MailTransport;
  from: string;
  clock: () => Date;
  /** How often it looks for mail come due without a kick: retries, and other instances' mail. */
  pollMs?: number;
}

const quiet: Log = { info: () => {}, warn: () => {} };

/**
 * Delivers the outbox: claims what is due, hands each message to the transport, and marks it
 * sent, or due again after a backoff, or failed after the last try with the server's reason.
 * Nothing here runs inside a request, so a slow or refusing server blocks no customer.
 */
export function createMailSender({
  outbox,
  transport,
  from,
  clock,
  pollMs = POLL_MS,
}: MailSenderDeps) {
  let timer: NodeJS.Timeout | undefined;
  let kicked: NodeJS.Timeout | undefined;
  // The app's logger once started; tests that drain by hand log nothing.
  let log = quiet;
  let running: Promise<number> | undefined;
  let again = false;
  // Set by stop: a drain ends after the message in hand, not after a whole backlog.
  let stopping = false;

  async function deliver(message: OutboxRow): Promise<void> {
    if (!(await outbox.keepClaim(message, clock()))) return;
    // Counted here, where a send is tried: a claim cut short by a stopped process is no try.
    const attempts = message.attempts + 1;
    try {
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<outbox-${message.id}@naturalstatetcg.com>`,
      });
      const status = transport.kind === 'smtp' ? 'sent' : 'kept';
      await outbox.settle(message.id, { status, sentAt: clock(), lastError: null, attempts });
      log.info({ mailId: message.id, kind: message.kind }, `mail ${status}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.settle(message.id, {
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        lastError: reason,
        attempts,
        nextAttemptAt: new Date(clock().getTime() + backoffMs(attempts)),
      });
      log.warn({ mailId: message.id, attempt: attempts }, 'mail refused');
    }
  }

  /**
   * Sends everything due now; answers how many messages it tried. A batch short of full was the
   * last due when claimed: what is written after it kicks another drain.
   */
  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await outbox.claimDue(clock(), BATCH);
      for (const message of batch) {
        // The rest of the batch is claimed for a minute: then any sender takes it.
        if (stopping) return tried;
        await deliver(message);
        tried += 1;
      }
      if (batch.length < BATCH) return tried;
    }
  }

  /**
   * One drain at a time in this process. A call during one waits for it, and has it drain once
   * more when it ends, for what was written after its last claim.
   */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let tried = 0;
      do {
        again = false;
        tried += await drain();
      } while (again);
      return tried;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    drain: run,
    start(logger: Log & Pick<FastifyBaseLogger, 'error'>): void {
      log = logger;
      timer = setInterval(() => run().catch((error) => logger.error(error)), pollMs);
      timer.unref();
    },

    /**
     * Delivery soon after a message is written, rather than at the next poll. Messages written
     * within the same moment share one drain: on a release day they come many a second.
     */
    kick(): void {
      if (!timer || kicked) return;
      kicked = setTimeout(() => {
        kicked = undefined;
        run().catch(() => {});
      }, KICK_DELAY_MS);
      kicked.unref();
    },
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(timer);
      clearTimeout(kicked);
      await running;
      transport.close?.();
    },
  };
}
