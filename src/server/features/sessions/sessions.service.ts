import { createHash, randomBytes } from 'node:crypto';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import {
  ABSOLUTE_LIFETIME_MS,
  IDLE_LIFETIME_MS,
  type Session,
} from '../../plugins/session-contract.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

const HOUR = 60 * 60 * 1000;
/** Use is recorded at most hourly, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = HOUR;

export type SessionIdentity =
  | { kind: 'customer'; customerId: number }
  | {
      kind: 'staff';
      employeeId: number | null;
      role: string;
      location: Location | null;
      label: string;
    };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toSession(row: SessionRow): Session | null {
  if (row.kind === 'customer' && row.customerId !== null) {
    return { kind: 'customer', tokenHash: row.tokenHash, customerId: row.customerId };
  }
  if (row.kind === 'staff' && row.role !== null) {
    return {
      kind: 'staff',
      tokenHash: row.tokenHash,
      employeeId: row.employeeId,
      role: row.role,
      location: row.location,
      label: row.label ?? row.role,
    };
  }
  return null;
}

/** Server-side sessions: a random token for the client, only its hash in the database. */
export function createSessionsService(
  repository: SessionsRepository,
  clock: () => Date = () => new Date(),
) {
  return {
    /** Starts a session and answers its token; a session it replaces (sign-in rotation) ends. */
    async start(identity: SessionIdentity, replacing?: string | null): Promise<string> {
      if (replacing) await repository.delete(hashToken(replacing));
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await repository.insert({
        tokenHash: hashToken(token),
        kind: identity.kind,
        customerId: identity.kind === 'customer' ? identity.customerId : null,
        employeeId: identity.kind === 'staff' ? identity.employeeId : null,
        role: identity.kind === 'staff' ? identity.role : null,
        location: identity.kind === 'staff' ? identity.location : null,
        label: identity.kind === 'staff' ? identity.label : null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + IDLE_LIFETIME_MS),
      });
      return token;
    },

    async resolve(token: string): Promise<Session | null> {
      const now = clock();
      const row = await repository.findLive(hashToken(token), now);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const absoluteEnd = row.createdAt.getTime() + ABSOLUTE_LIFETIME_MS;
        const expiresAt = new Date(Math.min(absoluteEnd, now.getTime() + IDLE_LIFETIME_MS));
        await repository.touch(row.tokenHash, now, expiresAt);
      }
      return toSession(row);
    },

    async end(token: string): Promise<void> {
      await repository.delete(hashToken(token));
    },

    /** Signs a customer out everywhere (a new password), with the change that calls for it. */
    async endAllOfCustomer(tx: Transaction, customerId: number): Promise<void> {
      await repository.deleteForCustomer(tx, customerId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
