import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkouts } from '../../db/schema/index.ts';

/** A payment intent's record of what it pays for. */
export type PurchaseRow = typeof checkouts.$inferSelect;

export function createPurchasesRepository(db: Database) {
  return {
    async insert(row: typeof checkouts.$inferInsert): Promise<void> {
      await db.insert(checkouts).values(row);
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
