import type { ApiKeyScope } from '../../domain/api-keys/api-key.contract.ts';
import type { Location } from '../../domain/stores/stores.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A session ends 30 days after sign-in whatever happens... */
export const ABSOLUTE_LIFETIME_MS = 30 * DAY;
/** ...and after 7 days without use. */
export const IDLE_LIFETIME_MS = 7 * DAY;

/**
 * Who a request speaks for. The session plugin reads it from requests; `features/sessions`
 * keeps it in the database and answers it through `SessionResolver`.
 */
export type Session =
  | { kind: 'customer'; tokenHash: string; customerId: number }
  | {
      kind: 'staff';
      tokenHash: string;
      employeeId: number | null;
      role: string;
      /** The store the staff member may manage; null for the owner (both). */
      location: Location | null;
      /** The name their changes are recorded under. */
      label: string;
    };

/** What the plugin needs of the sessions kept: the live session of a token, or none. */
export interface SessionResolver {
  resolve(token: string): Promise<Session | null>;
}

/**
 * Staff API keys begin with this; a session token never does (the dot is outside its
 * alphabet), so a bearer token is one or the other at a glance.
 */
export const API_KEY_PREFIX = 'tcgkey.';

/** A live API key: the staff session it acts as (its stores) and what it may do. */
export interface ApiKeyAccess {
  id: number;
  session: Extract<Session, { kind: 'staff' }>;
  scopes: readonly ApiKeyScope[];
}

/** What the plugin needs of the keys kept: a live key's access, and recording its use. */
export interface ApiKeyResolver {
  resolve(key: string): Promise<ApiKeyAccess | null>;
  recordUse(id: number): Promise<void>;
}
