import { and, eq, sql } from 'drizzle-orm';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { tradeInCounters, tradeInLines, tradeIns } from '../../db/schema/index.ts';
import { cardsByIds, ensureCard, family, setCost } from './trade-in-cards.repository.ts';
import { openOffers } from './trade-in-offers.repository.ts';
import { createTradeInRecords, type TradeInRow } from './trade-in-records.repository.ts';

export type NewTradeInLine = Omit<typeof tradeInLines.$inferInsert, 'id' | 'tradeInId'>;
type Reader = Database | Transaction;

/**
 * The trade-ins' SQL: their numbers, the store's lock, their writes and their expiry here; their
 * reads, what they offer and the card rows they touch in the files beside it.
 */
export function createTradeInsRepository(db: Database) {
  return {
    // Trade-ins with their customer and lines (trade-in-records.repository.ts).
    ...createTradeInRecords(db),

    /** The store's next trade-in number, moved on in the caller's transaction. */
    async nextSequence(tx: Transaction, location: Location): Promise<number> {
      const [row] = await tx
        .insert(tradeInCounters)
        .values({ location, lastNumber: 1 })
        .onConflictDoUpdate({
          target: tradeInCounters.location,
          set: { lastNumber: sql`${tradeInCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: tradeInCounters.lastNumber });
      if (!row) throw new Error('no trade-in number');
      return row.lastNumber;
    },

    /**
     * Holds the store's row until the transaction ends, so the store's accepts are checked
     * against its stock one at a time.
     */
    async lockStore(tx: Transaction, location: Location): Promise<void> {
      await tx
        .insert(tradeInCounters)
        .values({ location, lastNumber: 0 })
        .onConflictDoUpdate({
          target: tradeInCounters.location,
          set: { lastNumber: tradeInCounters.lastNumber },
        });
    },

    // The store's card rows as trade-ins read and write them (trade-in-cards.repository.ts).
    cardsByIds,
    family,
    ensureCard,
    setCost,

    // What open trade-ins offer (trade-in-offers.repository.ts).
    openOffers,

    async insert(
      tx: Transaction,
      values: Omit<typeof tradeIns.$inferInsert, 'id'>,
      lines: readonly NewTradeInLine[],
    ): Promise<TradeInRow> {
      const [row] = await tx.insert(tradeIns).values(values).returning();
      if (!row) throw new Error('insert returned no trade-in');
      if (lines.length > 0) {
        await tx.insert(tradeInLines).values(lines.map((line) => ({ ...line, tradeInId: row.id })));
      }
      return row;
    },

    async addLines(tx: Transaction, tradeInId: number, lines: readonly NewTradeInLine[]) {
      if (lines.length === 0) return;
      await tx.insert(tradeInLines).values(lines.map((line) => ({ ...line, tradeInId })));
    },

    async updateLine(tx: Transaction, id: number, values: Partial<NewTradeInLine>): Promise<void> {
      await tx.update(tradeInLines).set(values).where(eq(tradeInLines.id, id));
    },

    async update(
      tx: Transaction,
      id: number,
      values: Partial<Omit<TradeInRow, 'id' | 'number' | 'location' | 'customerId'>>,
    ): Promise<void> {
      await tx.update(tradeIns).set(values).where(eq(tradeIns.id, id));
    },

    /** Submitted lists whose prices lapsed become `expired`: in a store, or of a customer. */
    async expireDue(
      reader: Reader,
      scope: { location: Location } | { customerId: number } | { number: string },
      now: Date,
    ): Promise<void> {
      const where =
        'location' in scope
          ? eq(tradeIns.location, scope.location)
          : 'customerId' in scope
            ? eq(tradeIns.customerId, scope.customerId)
            : eq(tradeIns.number, scope.number);
      await reader
        .update(tradeIns)
        .set({ status: 'expired' })
        .where(
          and(
            where,
            eq(tradeIns.status, 'submitted'),
            sql`${tradeIns.expiresAt} <= ${now.toISOString()}`,
          ),
        );
    },
  };
}

export type TradeInsRepository = ReturnType<typeof createTradeInsRepository>;
