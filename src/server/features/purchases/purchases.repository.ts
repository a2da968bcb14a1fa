import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkouts, customerOrders } from '../../db/schema/index.ts';

/** A payment intent's record of what it pays for. */
export type PurchaseRow = typeof checkouts.$inferSelect;

export function createPurchasesRepository(db: Database) {
  return {
    async insert(row: typeof checkouts.$inferInsert): Promise<void> {
      await db.insert(checkouts).values(row);
    },

    /** Payments begun in this window that no order records yet: paid and not finished, or never paid. */
    async withoutOrder(since: Date, until: Date): Promise<string[]> {
      const rows = await db
        .select({ paymentIntentId: checkouts.paymentIntentId })
        .from(checkouts)
        .leftJoin(customerOrders, eq(customerOrders.paymentIntentId, checkouts.paymentIntentId))
        .where(
          and(
            gte(checkouts.createdAt, since),
            lte(checkouts.createdAt, until),
            isNull(customerOrders.id),
          ),
        );
      return rows.map((row) => row.paymentIntentId);
    },

    async findByIntent(paymentIntentId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentIntentId, paymentIntentId));
      return row;
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
