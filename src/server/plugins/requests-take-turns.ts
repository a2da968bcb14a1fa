import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Shoppers' reads: every GET of the API but staff's own and the health check. */
const isShopperRead = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/admin/') &&
  !request.url.startsWith('/api/health');

/** A cart's lines changed, or a seat taken or given up: a player's click, not money in flight. */
const isPlayerChange = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  (request.url.startsWith('/api/customers/cart') ||
    /^\/api\/tournaments\/\d+\/registrations/.test(request.url));

/** Reads let in a turn: a write waits for at most these before it is read from its socket. */
const READS_A_TURN = 8;

/** A player's change waits for the reads at most this long, so reads can never starve it. */
const CHANGE_MAX_WAIT_MS = 1000;

export interface RequestsTakeTurnsOptions {
  /** CHANGE_MAX_WAIT_MS unless said. */
  changeMaxWaitMs?: number;
}

interface Waiting {
  go: () => void;
  since: number;
}

/**
 * The server has one thread; under a rush it decides who waits. First, at once: a sale at the
 * counter, staff's edits and a payment or order in flight, someone at a till or a card. Then
 * shoppers' reads, READS_A_TURN a turn of the event loop: one read a turn starved them, eight
 * keep their rate. Last, one a turn once no read is waiting (or after changeMaxWaitMs): a
 * player's cart line or event seat, which costs four to twelve reads' time and whose player
 * waits on one click, where every browsing player waits on the reads (docs/performance.md).
 */
export const requestsTakeTurns = fp(
  async (
    app: FastifyInstance,
    { changeMaxWaitMs = CHANGE_MAX_WAIT_MS }: RequestsTakeTurnsOptions,
  ) => {
    const reads: Waiting[] = [];
    const changes: Waiting[] = [];
    let turning = false;

    // An immediate set while the loop runs its immediates waits for the next turn, after the
    // loop has read the sockets: that is where the writes that arrived get in.
    const nextTurn = () => {
      for (const read of reads.splice(0, READS_A_TURN)) read.go();
      const oldest = changes[0];
      if (oldest && (reads.length === 0 || performance.now() - oldest.since >= changeMaxWaitMs)) {
        changes.shift()?.go();
      }
      if (reads.length > 0 || changes.length > 0) setImmediate(nextTurn);
      else turning = false;
    };

    const wait = (queue: Waiting[]) =>
      new Promise<void>((go) => {
        queue.push({ go, since: performance.now() });
        if (!turning) {
          turning = true;
          setImmediate(nextTurn);
        }
      });

    app.addHook('onRequest', async (request) => {
      if (isShopperRead(request)) await wait(reads);
      else if (isPlayerChange(request)) await wait(changes);
    });
  },
);
