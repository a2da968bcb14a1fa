import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testPaymentIntents } from '../../db/schema/index.ts';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;

export function createTestIntentsRepository(db: Database) {
  return {
    async insert(row: typeof testPaymentIntents.$inferInsert): Promise<TestIntentRow> {
      const [inserted] = await db.insert(testPaymentIntents).values(row).returning();
      if (!inserted) throw new Error('insert returned no payment intent');
      return inserted;
    },

    async find(id: string): Promise<TestIntentRow | undefined> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      return row;
    },

    /** Adds to what was refunded, never past the amount paid. */
    async addRefund(id: string, amountCents: number): Promise<void> {
      await db
        .update(testPaymentIntents)
        .set({
          refundedCents: sql`least(${testPaymentIntents.amountCents}, ${testPaymentIntents.refundedCents} + ${amountCents})`,
        })
        .where(eq(testPaymentIntents.id, id));
    },

    async update(
      id: string,
      patch: Partial<typeof testPaymentIntents.$inferInsert>,
    ): Promise<void> {
      await db.update(testPaymentIntents).set(patch).where(eq(testPaymentIntents.id, id));
    },
  };
}
