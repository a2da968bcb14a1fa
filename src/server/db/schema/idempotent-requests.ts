import { jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The staff writes a retry may repeat, each answered once per key. */
export const IDEMPOTENT_SCOPES = ['order_refund', 'drawer_movement', 'store_credit'] as const;
export type IdempotentScope = (typeof IDEMPOTENT_SCOPES)[number];

/**
 * Staff writes made once per `Idempotency-Key`: a refund, a paid in or out, a credit entry. The
 * key is claimed in the write's own transaction, so it commits or rolls back with the write; a
 * retry with the same request reads the answer kept here, one with another request is refused.
 * (Counter sales and returns keep their keys on their own rows.)
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: varchar({ length: 30 }).$type<IdempotentScope>().notNull(),
    key: varchar({ length: 100 }).notNull(),
    /** The request's target and body, hashed: the same key with another request is refused. */
    requestHash: varchar({ length: 64 }).notNull(),
    /** What the write answered, for a retry to answer again; null where it answers the now. */
    answer: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
