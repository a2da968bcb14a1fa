import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { serverUrl, setUpTwoInstances } from '../../testing/instances.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createMailSender } from './mail-sender.ts';
import type { Envelope, MailTransport } from './mail-transport.ts';
import { createOutboxRepository } from './outbox.repository.ts';

const FROM = 'Natural State TCG <no-reply@shop.example>';
/** What the instances' own senders and the tests' handed over, by outbox id. */
const handedOver: number[] = [];
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 2));
const instances = setUpTwoInstances(() => ({
  mail: { transport: recordingTransport(handedOver, pause), from: FROM },
}));
// A database with no app on it, so only the test's own senders send.
let single: DatabaseHandle;
beforeAll(async () => {
  single = await createTestDatabase();
});
afterAll(async () => {
  await single.close();
});

/** Every message handed over, by its outbox id, from whichever sender. */
function recordingTransport(sent: number[], before?: () => Promise<void>): MailTransport {
  return {
    kind: 'smtp',
    async send(envelope: Envelope) {
      await before?.();
      sent.push(Number(/^<outbox-(\d+)@/.exec(envelope.messageId)?.[1]));
    },
  };
}

async function queue(db: Database, count: number, tag: string): Promise<number[]> {
  const outbox = createOutboxRepository(db);
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await outbox.add(tx, {
        idempotencyKey: `${tag}:${i}`,
        kind: 'test',
        to: `player-${i}@example.com`,
        subject: `Message ${i}`,
        html: '<p>hello</p>',
        text: 'hello',
      });
    }
  });
  const rows = await createOutboxRepository(db).latest(count);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const sender = (
  db: Database,
  transport: MailTransport,
  clock = () => new Date(),
  pollMs?: number,
) =>
  createMailSender({
    outbox: createOutboxRepository(db),
    transport,
    from: FROM,
    clock,
    ...(pollMs ? { pollMs } : {}),
  });

const timesEach = (sent: readonly number[]) =>
  sent.reduce((counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1), new Map<number, number>());

describe('the outbox with one sender', () => {
  it('sends a message written while it was sending at once, not at its next poll', async () => {
    const sent: number[] = [];
    let letGo: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let inHand = false;
    // The transport holds the first message until the second is written.
    const running = sender(
      single.db,
      recordingTransport(sent, async () => {
        if (inHand) return;
        inHand = true;
        await stuck;
      }),
      () => new Date(),
      60_000,
    );
    running.start({ info: () => {}, warn: () => {}, error: () => {} });
    try {
      const [first] = await queue(single.db, 1, 'while-sending-1');
      running.kick();
      while (!inHand) await pause();
      const [second] = await queue(single.db, 1, 'while-sending-2');
      running.kick();
      // Let the kick come due while the first is still in hand.
      await new Promise((resolve) => setTimeout(resolve, 300));
      letGo();
      const since = Date.now();
      while (!sent.includes(second ?? 0) && Date.now() - since < 5_000) await pause();
      // Not at the sender's next poll, a minute on.
      expect(Date.now() - since).toBeLessThan(5_000);
      expect(sent).toEqual([first, second]);
    } finally {
      await running.stop();
    }
  });
});

describe('a sender told to stop', () => {
  it('stops after the message in hand, not after the whole backlog, and another takes the rest', async () => {
    const sent: number[] = [];
    const ids = await queue(single.db, 30, 'stopping');
    let stopped: Promise<void> | undefined;
    const stopping = sender(
      single.db,
      recordingTransport(sent, async () => {
        // The first message is in hand when the process is told to stop.
        stopped ??= stopping.stop();
      }),
    );
    const draining = stopping.drain();
    await stopped;
    expect(await draining).toBe(1);
    expect(sent).toHaveLength(1);
    // The rest of its batch waits out the claim; then a sender delivers every one, once.
    const later = new Date(Date.now() + 61_000);
    const next = sender(single.db, recordingTransport(sent), () => later);
    await next.drain();
    expect([...sent].sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('the outbox with two senders', () => {
  it('never hands a message over again once another sender took it after its claim ran out', async () => {
    const ids = await queue(single.db, 10, 'slow-batch');
    const sent: number[] = [];
    let letGo: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let first = true;
    // The first sender stalls on its batch's first message well past the claim: two minutes
    // have gone by on its clock when it goes on...
    let stalledMs = 0;
    const slow = sender(
      single.db,
      recordingTransport(sent, async () => {
        if (first) {
          first = false;
          await stuck;
        }
      }),
      () => new Date(Date.now() + stalledMs),
    );
    const slowDrain = slow.drain();
    while (first) await new Promise((resolve) => setTimeout(resolve, 10));
    // ...and meanwhile another finds the batch's claim run out and sends it all.
    const later = sender(single.db, recordingTransport(sent), () => new Date(Date.now() + 120_000));
    expect(await later.drain()).toBe(10);
    stalledMs = 120_000;
    letGo();
    await slowDrain;

    const counts = timesEach(sent);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(ids);
    // Only the message in the stalled sender's hands when its claim ran out went twice.
    expect([...counts.values()].filter((times) => times > 1)).toEqual([2]);
    expect(counts.get(ids[0] ?? 0)).toBe(2);
  });

  it.skipIf(!serverUrl)(
    'sends each message once when two instances drain the outbox at the same moment',
    async () => {
      const [a, b] = [instances[0], instances[1]];
      if (!a || !b) throw new Error('the instances did not start');
      const ids = await queue(a.db, 60, 'rush');
      // Beside each instance's own sender, which polls, two more drain at the same moment.
      await Promise.all([
        sender(a.db, recordingTransport(handedOver, pause)).drain(),
        sender(b.db, recordingTransport(handedOver, pause)).drain(),
      ]);
      while (handedOver.length < ids.length) await pause();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect([...handedOver].sort((x, y) => x - y)).toEqual(ids);
    },
  );
});
