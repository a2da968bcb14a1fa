import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client.ts';
import { rememberSessions } from './remembered-sessions.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

const now = new Date('2026-11-26T18:00:00Z');
const row = (tokenHash: string, customerId: number, expiresAt = new Date('2026-11-27')) =>
  ({
    tokenHash,
    kind: 'customer',
    customerId,
    employeeId: null,
    role: null,
    location: null,
    label: null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  }) satisfies SessionRow;

/** A repository over a map, counting its lookups, whose lookups can be held mid-read. */
function storedSessions(rows: SessionRow[]) {
  const stored = new Map(rows.map((session) => [session.tokenHash, session]));
  let hold: Promise<void> | undefined;
  const repository = {
    lookups: 0,
    holdLookups(until: Promise<void>) {
      hold = until;
    },
    insert: async () => {},
    async findLive(tokenHash: string, at: Date) {
      repository.lookups += 1;
      const found = stored.get(tokenHash);
      await hold;
      return found && found.expiresAt > at ? found : undefined;
    },
    touch: async () => {},
    async delete(tokenHash: string) {
      stored.delete(tokenHash);
    },
    async deleteForCustomer(_tx: Transaction, customerId: number) {
      for (const [tokenHash, session] of stored) {
        if (session.customerId === customerId) stored.delete(tokenHash);
      }
    },
    deleteExpired: async () => {},
  } satisfies SessionsRepository & Record<string, unknown>;
  return repository;
}

const noTransaction = {} as Transaction;

describe('remembered sessions', () => {
  it('reads a live session once, and again after it ends', async () => {
    const stored = storedSessions([row('a', 1)]);
    const sessions = rememberSessions(stored);
    expect(await sessions.findLive('a', now)).toMatchObject({ customerId: 1 });
    expect(await sessions.findLive('a', now)).toMatchObject({ customerId: 1 });
    expect(stored.lookups).toBe(1);
    await sessions.delete('a');
    expect(await sessions.findLive('a', now)).toBeUndefined();
  });

  it('forgets a customer’s sessions when all of them end, and never keeps a missing one', async () => {
    const stored = storedSessions([row('a', 1), row('b', 1), row('c', 2)]);
    const sessions = rememberSessions(stored);
    for (const token of ['a', 'b', 'c', 'x']) await sessions.findLive(token, now);
    await sessions.deleteForCustomer(noTransaction, 1);
    expect(await sessions.findLive('a', now)).toBeUndefined();
    expect(await sessions.findLive('b', now)).toBeUndefined();
    expect(await sessions.findLive('c', now)).toMatchObject({ customerId: 2 });
    expect(await sessions.findLive('x', now)).toBeUndefined();
    expect(stored.lookups).toBe(7);
  });

  it('does not answer a kept session past its expiry', async () => {
    const sessions = rememberSessions(storedSessions([row('a', 1, new Date(now.getTime() + 1))]));
    expect(await sessions.findLive('a', now)).toBeDefined();
    expect(await sessions.findLive('a', new Date(now.getTime() + 1))).toBeUndefined();
  });

  it('keeps nothing from a lookup read while sessions were ending', async () => {
    const stored = storedSessions([row('a', 1)]);
    const sessions = rememberSessions(stored);
    let release = () => {};
    stored.holdLookups(new Promise((resolve) => (release = resolve)));
    const reading = sessions.findLive('a', now);
    await sessions.deleteForCustomer(noTransaction, 1);
    release();
    // The read began before the ending and found the session; the next read must not.
    expect(await reading).toMatchObject({ customerId: 1 });
    expect(await sessions.findLive('a', now)).toBeUndefined();
  });
});
