import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The ids of cards written, one row per card per statement, filled by triggers on `cards`
 * (drizzle/0005). Each app instance keeps the card search index in memory and catches up
 * from here before a search, so it sees every write: its own, another instance's, a script's.
 */
export const cardChanges = pgTable(
  'card_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when every card changed at once (the table was truncated). */
    cardId: integer(),
    /**
     * The writing transaction. Ids are handed out in start order but commits land in any
     * order, so readers catch up by transaction against their snapshot, not by row id. As a
     * number it stays exact for 2^53 transactions, far beyond any shop.
     */
    txid: bigint({ mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    changedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('card_changes_txid_idx').on(t.txid),
    index('card_changes_changed_at_idx').on(t.changedAt),
  ],
);
