import { and, asc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { LineItem } from '../../../domain/inventory/sellable-kinds.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  customerOrders,
  giftCards,
  orderItems,
  orderRefunds,
  purchaseTenders,
} from '../../db/schema/index.ts';

type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** A card refund not yet sent: the sender's question. */
const unsent = (staleBefore: Date) =>
  and(
    eq(orderRefunds.method, 'card'),
    isNull(orderRefunds.refundedAt),
    or(isNull(orderRefunds.refundStartedAt), lt(orderRefunds.refundStartedAt, staleBefore)),
  );

/** The SQL of refunds: an order's tenders and what is left of them, refund rows, and sending them. */
export function createOrderRefundsRepository(db: Database) {
  return {
    /** The order a refund is for, locked so refunds of one order are written one at a time. */
    async lockOrder(tx: Transaction, orderId: number) {
      const [order] = await tx
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.id, orderId))
        .for('update');
      return order;
    },

    /** The tenders that paid the order, with what each paid and has had back, in the order paid. */
    tendersOf(tx: Transaction, orderId: number) {
      return tx
        .select({
          id: purchaseTenders.id,
          method: purchaseTenders.method,
          paidCents: purchaseTenders.amountCents,
          refundedCents: purchaseTenders.refundedCents,
          reference: purchaseTenders.reference,
          lastFour: purchaseTenders.lastFour,
        })
        .from(purchaseTenders)
        .innerJoin(customerOrders, eq(customerOrders.purchaseId, purchaseTenders.purchaseId))
        .where(eq(customerOrders.id, orderId))
        .orderBy(asc(purchaseTenders.id));
    },

    /** What paid for the order's gift cards still good: issued or redeemed, not voided. */
    async giftCardsKeptCents(tx: Transaction, orderId: number): Promise<number> {
      const [row] = await tx
        .select({ cents: sql<number>`coalesce(sum(${giftCards.amountCents}), 0)::int` })
        .from(giftCards)
        .where(and(eq(giftCards.orderId, orderId), ne(giftCards.status, 'void')));
      return row?.cents ?? 0;
    },

    /**
     * Puts cents back on the gift card a walk-in paid with, while it is still issued; false
     * once it has been redeemed, when what was on it is in the redeemer's credit.
     */
    async backOntoGiftCard(tx: Transaction, cardId: number, cents: number): Promise<boolean> {
      const back = await tx
        .update(giftCards)
        .set({ spentCents: sql`${giftCards.spentCents} - ${cents}` })
        .where(
          and(
            eq(giftCards.id, cardId),
            eq(giftCards.status, 'issued'),
            gte(giftCards.spentCents, cents),
          ),
        )
        .returning({ id: giftCards.id });
      return back.length === 1;
    },

    /** The customer who redeemed the gift card onto their credit, if anyone has. */
    async giftCardRedeemer(tx: Transaction, cardId: number): Promise<number | null> {
      const [row] = await tx
        .select({ customerId: giftCards.redeemedByCustomerId })
        .from(giftCards)
        .where(eq(giftCards.id, cardId));
      return row?.customerId ?? null;
    },

    /** The part of the order's sales tax its line of this item carries. */
    async lineTaxCents(
      tx: Transaction,
      orderId: number,
      item: Pick<LineItem, 'itemType' | 'itemId'>,
    ): Promise<number> {
      const [row] = await tx
        .select({ taxCents: sql<number>`coalesce(sum(${orderItems.taxCents}), 0)::int` })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orderId),
            eq(orderItems.itemType, item.itemType),
            eq(orderItems.itemId, item.itemId),
          ),
        );
      return row?.taxCents ?? 0;
    },

    /** Counts cents as gone back out of a tender; its check keeps it within what it paid. */
    async takeFromTender(tx: Transaction, tenderId: number, cents: number): Promise<void> {
      await tx
        .update(purchaseTenders)
        .set({ refundedCents: sql`${purchaseTenders.refundedCents} + ${cents}` })
        .where(eq(purchaseTenders.id, tenderId));
    },

    async insert(
      tx: Transaction,
      refund: typeof orderRefunds.$inferInsert,
    ): Promise<OrderRefundRow> {
      const [row] = await tx.insert(orderRefunds).values(refund).returning();
      if (!row) throw new Error('insert returned no refund');
      return row;
    },

    /**
     * Card refunds owed and not yet sent, with the payment each goes back to; one started long
     * ago and never finished (the process stopped) is owed again, under the same key.
     */
    due(staleBefore: Date) {
      return db
        .select({
          id: orderRefunds.id,
          amountCents: orderRefunds.amountCents,
          idempotencyKey: orderRefunds.idempotencyKey,
          paymentIntentId: sql<
            string | null
          >`coalesce(${purchaseTenders.reference}, ${customerOrders.paymentIntentId})`,
        })
        .from(orderRefunds)
        .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
        .leftJoin(purchaseTenders, eq(purchaseTenders.id, orderRefunds.tenderId))
        .where(unsent(staleBefore))
        .orderBy(asc(orderRefunds.createdAt));
    },

    /** Takes a due refund to send; false when another sender took it first. */
    async start(id: number, at: Date, staleBefore: Date): Promise<boolean> {
      const started = await db
        .update(orderRefunds)
        .set({ refundStartedAt: at })
        .where(and(eq(orderRefunds.id, id), unsent(staleBefore)))
        .returning({ id: orderRefunds.id });
      return started.length === 1;
    },

    async sent(id: number, at: Date): Promise<void> {
      await db.update(orderRefunds).set({ refundedAt: at }).where(eq(orderRefunds.id, id));
    },
  };
}

export type OrderRefundsRepository = ReturnType<typeof createOrderRefundsRepository>;
