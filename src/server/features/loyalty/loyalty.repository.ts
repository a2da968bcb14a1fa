import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { LOYALTY_STAMPS_PER_CARD } from '../../../domain/loyalty/loyalty.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { loyaltyStamps } from '../../db/schema/index.ts';

type Executor = Database | Transaction;

export function createLoyaltyRepository(db: Database) {
  return {
    async unredeemed(customerId: number, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(loyaltyStamps)
        .where(
          and(eq(loyaltyStamps.customerId, customerId), isNull(loyaltyStamps.redeemedByOrderId)),
        );
      return row?.n ?? 0;
    },

    async stampedOn(customerId: number, day: string): Promise<boolean> {
      const [row] = await db
        .select({ id: loyaltyStamps.id })
        .from(loyaltyStamps)
        .where(and(eq(loyaltyStamps.customerId, customerId), eq(loyaltyStamps.earnedOn, day)));
      return row !== undefined;
    },

    /**
     * One stamp per customer per day: a second on the same day is quietly not added. Answers
     * whether this order earned it, for the counter's receipt.
     */
    async stamp(
      tx: Transaction,
      customerId: number,
      orderId: number,
      day: string,
    ): Promise<boolean> {
      const added = await tx
        .insert(loyaltyStamps)
        .values({ customerId, orderId, earnedOn: day })
        .onConflictDoNothing()
        .returning({ id: loyaltyStamps.id });
      return added.length > 0;
    },

    /**
     * Takes back the stamp an order earned, once all it paid has gone back, unless the stamp
     * already went into a card spent on another order.
     */
    async revokeFor(tx: Transaction, orderId: number): Promise<void> {
      await tx
        .delete(loyaltyStamps)
        .where(and(eq(loyaltyStamps.orderId, orderId), isNull(loyaltyStamps.redeemedByOrderId)));
    },

    /**
     * Spends a full card (the oldest ten stamps) on an order; false, spending nothing, when the
     * customer has no full card left: two payments begun on the same card are placed in turn,
     * and only the first finds it. The stamps are taken only while still unspent, so two
     * transactions at once on a PostgreSQL server cannot both take them.
     */
    async redeemCard(tx: Transaction, customerId: number, orderId: number): Promise<boolean> {
      const card = await tx
        .select({ id: loyaltyStamps.id })
        .from(loyaltyStamps)
        .where(
          and(eq(loyaltyStamps.customerId, customerId), isNull(loyaltyStamps.redeemedByOrderId)),
        )
        .orderBy(asc(loyaltyStamps.id))
        .limit(LOYALTY_STAMPS_PER_CARD);
      if (card.length < LOYALTY_STAMPS_PER_CARD) return false;
      const spent = await tx
        .update(loyaltyStamps)
        .set({ redeemedByOrderId: orderId })
        .where(
          and(
            inArray(
              loyaltyStamps.id,
              card.map((stamp) => stamp.id),
            ),
            isNull(loyaltyStamps.redeemedByOrderId),
          ),
        )
        .returning({ id: loyaltyStamps.id });
      return spent.length === LOYALTY_STAMPS_PER_CARD;
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
