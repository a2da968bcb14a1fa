import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkouts } from '../../db/schema/index.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

export function createCheckoutsRepository(db: Database) {
  return {
    async insert(row: typeof checkouts.$inferInsert): Promise<void> {
      await db.insert(checkouts).values(row);
    },

    async findByIntent(paymentIntentId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentIntentId, paymentIntentId));
      return row;
    },
  };
}

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;
