import { type AnyColumn, and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  customerOrders,
  orderItems,
  orderRefunds,
  orderReturnLines,
  orderReturns,
  purchaseTenders,
  registrations,
} from '../../db/schema/index.ts';

/** A tender's detail on a refund that went back to that tender, not to store credit instead. */
const sameTender = (column: AnyColumn) =>
  sql<
    string | null
  >`case when ${purchaseTenders.method} = ${orderRefunds.method} then ${column} end`;

export type ReturnInsert = Omit<typeof orderReturns.$inferInsert, 'id' | 'createdAt'>;
export type ReturnLineInsert = Omit<typeof orderReturnLines.$inferInsert, 'id' | 'returnId'>;

/** The SQL of returns: the order brought back from, its lines with what came back, the records. */
export function createCounterReturnsRepository(db: Database) {
  return {
    async findOrder(orderNumber: string) {
      const [row] = await db
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.orderNumber, orderNumber));
      return row;
    },

    /** The order locked, so returns of one order are written one at a time. */
    async lockOrder(tx: Transaction, orderId: number) {
      const [row] = await tx
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.id, orderId))
        .for('update');
      return row;
    },

    /** The order's lines, each with what its earlier returns brought back and gave for it. */
    linesWithReturned(tx: Transaction, orderId: number) {
      const returned = tx
        .select({
          orderItemId: orderReturnLines.orderItemId,
          quantity: sql<number>`sum(${orderReturnLines.quantity})::int`.as('returned_quantity'),
          paidCents: sql<number>`sum(${orderReturnLines.amountCents})::int`.as('returned_paid'),
          taxCents: sql<number>`sum(${orderReturnLines.taxCents})::int`.as('returned_tax'),
        })
        .from(orderReturnLines)
        .groupBy(orderReturnLines.orderItemId)
        .as('returned');
      return tx
        .select({
          line: orderItems,
          returnedQuantity: sql<number>`coalesce(${returned.quantity}, 0)`,
          returnedPaidCents: sql<number>`coalesce(${returned.paidCents}, 0)`,
          returnedTaxCents: sql<number>`coalesce(${returned.taxCents}, 0)`,
        })
        .from(orderItems)
        .leftJoin(returned, eq(returned.orderItemId, orderItems.id))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },

    /**
     * Whether an entry the order paid for was refunded when its player left the event (as a
     * counter sale's entry was, before such drops left its fee to the counter).
     */
    async entryRefunded(tx: Transaction, orderId: number, tournamentId: number) {
      const [row] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.orderId, orderId),
            eq(registrations.tournamentId, tournamentId),
            gt(registrations.refundCents, 0),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The place of the order's next return among its returns (the order is locked). */
    async nextSequence(tx: Transaction, orderId: number): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number>`coalesce(max(${orderReturns.sequence}), 0)::int` })
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId));
      return (row?.last ?? 0) + 1;
    },

    async insert(
      tx: Transaction,
      record: ReturnInsert,
      lines: readonly ReturnLineInsert[],
    ): Promise<number> {
      const [row] = await tx.insert(orderReturns).values(record).returning({ id: orderReturns.id });
      if (!row) throw new Error('insert returned no return');
      await tx
        .insert(orderReturnLines)
        .values(lines.map((line) => ({ ...line, returnId: row.id })));
      return row.id;
    },

    /** An order's returns, oldest first, with their lines (named) and the refunds that paid them. */
    async ofOrder(orderId: number) {
      const records = await db
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.sequence));
      const ids = records.map((record) => record.id);
      if (ids.length === 0) return [];
      const [lines, refunds] = await Promise.all([
        db
          .select({
            returnId: orderReturnLines.returnId,
            lineId: orderReturnLines.orderItemId,
            name: orderItems.itemName,
            quantity: orderReturnLines.quantity,
            restock: orderReturnLines.restock,
            amountCents: orderReturnLines.amountCents,
          })
          .from(orderReturnLines)
          .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
          .where(inArray(orderReturnLines.returnId, ids))
          .orderBy(asc(orderReturnLines.id)),
        db
          .select({
            returnId: orderRefunds.returnId,
            method: orderRefunds.method,
            amountCents: orderRefunds.amountCents,
            // The card or gift card it went back to, when it went back to the tender that paid.
            cardBrand: sameTender(purchaseTenders.cardBrand),
            lastFour: sameTender(purchaseTenders.lastFour),
          })
          .from(orderRefunds)
          .leftJoin(purchaseTenders, eq(purchaseTenders.id, orderRefunds.tenderId))
          .where(inArray(orderRefunds.returnId, ids))
          .orderBy(asc(orderRefunds.id)),
      ]);
      return records.map((record) => ({
        record,
        lines: lines.filter((line) => line.returnId === record.id),
        refunds: refunds.filter((refund) => refund.returnId === record.id),
      }));
    },
  };
}

export type CounterReturnsRepository = ReturnType<typeof createCounterReturnsRepository>;
export type RecordedReturn = Awaited<ReturnType<CounterReturnsRepository['ofOrder']>>[number];
