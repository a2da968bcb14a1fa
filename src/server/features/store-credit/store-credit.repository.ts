import { and, asc, eq, isNull, lte, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerPageQuery } from '../../../domain/store-credit/store-credit.contract.ts';
import {
  DEFAULT_STAFF_ISSUE_LIMIT_CENTS,
  MAX_BALANCE_CENTS,
} from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { afterCursor, encodeCursor, type KeysetOrder, orderBy } from '../../db/keyset.ts';
import {
  customerOrders,
  storeCreditBalances,
  storeCreditEntries,
  storeCreditHolds,
  storeCreditSettings,
} from '../../db/schema/index.ts';

export type EntryInsert = Omit<typeof storeCreditEntries.$inferInsert, 'id' | 'createdAt'>;
export type EntryRow = typeof storeCreditEntries.$inferSelect;
/** An entry with the number of the order it belongs to, for its description. */
export type HistoryRow = EntryRow & { orderNumber: string | null };
export type HoldRow = typeof storeCreditHolds.$inferSelect;

/**
 * A checkout's hold given back with nothing else written to the balance in between: its `spent`
 * entry and the `released` one that returned it net to zero and leave every other entry's
 * balance as it was, so the history leaves both out. The ledger keeps them.
 */
const heldAndReturned = sql`exists (select 1 from ${storeCreditHolds} as hold
  where hold.checkout_id = ${storeCreditEntries.checkoutId}
    and hold.released_entry_id is not null
    and ${storeCreditEntries.id} in (hold.spent_entry_id, hold.released_entry_id)
    and not exists (select 1 from ${storeCreditEntries} as between_them
      where between_them.customer_id = hold.customer_id
        and between_them.id > hold.spent_entry_id
        and between_them.id < hold.released_entry_id))`;

/** The order a checkout's held credit paid for, once it was placed. */
const checkoutOrders = alias(customerOrders, 'checkout_orders');

/** Newest first; ids grow with each insert, so the id alone orders by time and stays unique. */
const newestFirst: KeysetOrder<HistoryRow> = {
  keys: [storeCreditEntries.id],
  direction: 'desc',
  values: (row) => [row.id],
};

export function createStoreCreditRepository(db: Database) {
  return {
    /**
     * Moves a balance by `deltaCents` unless that would take it below zero or above
     * `MAX_BALANCE_CENTS`, and answers the new balance (null when refused). One conditional
     * UPDATE: concurrent changes to the same balance wait on its row and then test the
     * condition against what the first one left, so twenty spends of the same $10 leave one
     * through.
     */
    async changeBalance(
      tx: Transaction,
      customerId: number,
      deltaCents: number,
    ): Promise<number | null> {
      if (deltaCents > 0) {
        await tx.insert(storeCreditBalances).values({ customerId }).onConflictDoNothing();
      }
      const [row] = await tx
        .update(storeCreditBalances)
        .set({ balanceCents: sql`${storeCreditBalances.balanceCents} + ${deltaCents}` })
        .where(
          and(
            eq(storeCreditBalances.customerId, customerId),
            sql`${storeCreditBalances.balanceCents}::bigint + ${deltaCents} between 0 and ${MAX_BALANCE_CENTS}`,
          ),
        )
        .returning({ balanceCents: storeCreditBalances.balanceCents });
      return row?.balanceCents ?? null;
    },

    async insertEntry(tx: Transaction, values: EntryInsert): Promise<EntryRow> {
      const [row] = await tx.insert(storeCreditEntries).values(values).returning();
      if (!row) throw new Error('insert returned no store-credit entry');
      return row;
    },

    async balance(customerId: number, reader: Database | Transaction = db): Promise<number> {
      const [row] = await reader
        .select({ balanceCents: storeCreditBalances.balanceCents })
        .from(storeCreditBalances)
        .where(eq(storeCreditBalances.customerId, customerId));
      return row?.balanceCents ?? 0;
    },

    /** A page of a customer's entries, newest first, and the cursor of the next. */
    async history(
      customerId: number,
      query: LedgerPageQuery,
    ): Promise<{ rows: HistoryRow[]; nextCursor: string | null }> {
      const rows = await db
        .select({
          entry: storeCreditEntries,
          orderNumber: sql<
            string | null
          >`coalesce(${customerOrders.orderNumber}, ${checkoutOrders.orderNumber})`,
        })
        .from(storeCreditEntries)
        .leftJoin(customerOrders, eq(customerOrders.id, storeCreditEntries.orderId))
        .leftJoin(checkoutOrders, eq(checkoutOrders.purchaseId, storeCreditEntries.checkoutId))
        .where(
          and(
            eq(storeCreditEntries.customerId, customerId),
            not(heldAndReturned),
            afterCursor(newestFirst, query.cursor),
          ),
        )
        .orderBy(...orderBy(newestFirst))
        .limit(query.limit + 1);
      const page = rows
        .slice(0, query.limit)
        .map(({ entry, orderNumber }) => ({ ...entry, orderNumber }));
      const last = page.at(-1);
      return {
        rows: page,
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(newestFirst.values(last)) : null,
      };
    },

    async insertHold(
      tx: Transaction,
      values: Pick<
        HoldRow,
        'spentEntryId' | 'customerId' | 'amountCents' | 'checkoutId' | 'expiresAt'
      >,
    ): Promise<HoldRow> {
      const [row] = await tx.insert(storeCreditHolds).values(values).returning();
      if (!row) throw new Error('insert returned no store-credit hold');
      return row;
    },

    /**
     * The hold, locked, with the store its credit was spent at, while it is neither settled nor
     * released; undefined once it has ended.
     */
    async lockOpenHold(
      tx: Transaction,
      holdId: number,
    ): Promise<(HoldRow & { location: Location }) | undefined> {
      const [row] = await tx
        .select({ hold: storeCreditHolds, location: storeCreditEntries.location })
        .from(storeCreditHolds)
        .innerJoin(storeCreditEntries, eq(storeCreditEntries.id, storeCreditHolds.spentEntryId))
        .where(
          and(
            eq(storeCreditHolds.id, holdId),
            isNull(storeCreditHolds.settledAt),
            isNull(storeCreditHolds.releasedEntryId),
          ),
        )
        .for('update', { of: storeCreditHolds });
      return row ? { ...row.hold, location: row.location } : undefined;
    },

    async settleHold(tx: Transaction, holdId: number, at: Date): Promise<void> {
      await tx
        .update(storeCreditHolds)
        .set({ settledAt: at })
        .where(eq(storeCreditHolds.id, holdId));
    },

    async markReleased(tx: Transaction, holdId: number, releasedEntryId: number): Promise<void> {
      await tx
        .update(storeCreditHolds)
        .set({ releasedEntryId })
        .where(eq(storeCreditHolds.id, holdId));
    },

    /** Open holds past their time, oldest first. */
    async expiredHoldIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: storeCreditHolds.id })
        .from(storeCreditHolds)
        .where(
          and(
            isNull(storeCreditHolds.settledAt),
            isNull(storeCreditHolds.releasedEntryId),
            lte(storeCreditHolds.expiresAt, now),
          ),
        )
        .orderBy(asc(storeCreditHolds.expiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async issueLimit(location: Location, reader: Database | Transaction = db): Promise<number> {
      const [row] = await reader
        .select({ cents: storeCreditSettings.staffIssueLimitCents })
        .from(storeCreditSettings)
        .where(eq(storeCreditSettings.location, location));
      return row?.cents ?? DEFAULT_STAFF_ISSUE_LIMIT_CENTS;
    },

    /** Sets a store's limit and answers the one it replaces, in the caller's transaction. */
    async setIssueLimit(tx: Transaction, location: Location, cents: number): Promise<number> {
      const [before] = await tx
        .select({ cents: storeCreditSettings.staffIssueLimitCents })
        .from(storeCreditSettings)
        .where(eq(storeCreditSettings.location, location))
        .for('update');
      await tx
        .insert(storeCreditSettings)
        .values({ location, staffIssueLimitCents: cents })
        .onConflictDoUpdate({
          target: storeCreditSettings.location,
          set: { staffIssueLimitCents: cents },
        });
      return before?.cents ?? DEFAULT_STAFF_ISSUE_LIMIT_CENTS;
    },
  };
}

export type StoreCreditRepository = ReturnType<typeof createStoreCreditRepository>;
