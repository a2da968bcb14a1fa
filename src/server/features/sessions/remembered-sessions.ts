import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

/** Enough for every signed-in customer and staff member of a busy day; the oldest go first. */
const REMEMBERED_UP_TO = 10_000;

/**
 * The sessions repository, keeping the live sessions it has read: every signed-in request
 * looks its session up, a query as costly on the embedded database as a cart's. Only for the
 * embedded database, which one process owns: each change to a session goes through here and
 * updates or forgets what is kept, and a lookup read while sessions were being ended keeps
 * nothing. Instances sharing a server each read every lookup, since another's sign-out would
 * not reach this one's memory.
 */
export function rememberSessions(repository: SessionsRepository): SessionsRepository {
  const kept = new Map<string, SessionRow>();
  /** Counts the endings of sessions, so a lookup can tell whether one fell during its read. */
  let endings = 0;
  const keep = (row: SessionRow) => {
    kept.delete(row.tokenHash);
    kept.set(row.tokenHash, row);
    if (kept.size > REMEMBERED_UP_TO) kept.delete(kept.keys().next().value as string);
  };
  return {
    ...repository,

    async findLive(tokenHash, now) {
      const known = kept.get(tokenHash);
      if (known && known.expiresAt > now) return known;
      kept.delete(tokenHash);
      const endingsBefore = endings;
      const row = await repository.findLive(tokenHash, now);
      // A staff member's session is read each time, with their account as it is now: a
      // role, store or deactivation changed outside this process applies at once.
      if (row && row.employeeId === null && endings === endingsBefore) keep(row);
      return row;
    },

    async touch(tokenHash, lastSeenAt, expiresAt) {
      await repository.touch(tokenHash, lastSeenAt, expiresAt);
      const known = kept.get(tokenHash);
      if (known) keep({ ...known, lastSeenAt, expiresAt });
    },

    async delete(tokenHash) {
      endings += 1;
      kept.delete(tokenHash);
      await repository.delete(tokenHash);
    },

    async deleteForCustomer(tx, customerId) {
      endings += 1;
      for (const [tokenHash, row] of kept) {
        if (row.customerId === customerId) kept.delete(tokenHash);
      }
      await repository.deleteForCustomer(tx, customerId);
    },
  };
}
