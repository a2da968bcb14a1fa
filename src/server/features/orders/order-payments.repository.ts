import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatPrice } from '../../../domain/money/money.ts';
import type { OrderRefund, OrderTender } from '../../../domain/orders/order.contract.ts';
import type { Database } from '../../db/client.ts';
import { customerOrders, orderRefunds, purchaseTenders } from '../../db/schema/index.ts';

/** How an order was paid and what went back of it. */
export interface OrderPayments {
  tenders: OrderTender[];
  refunds: OrderRefund[];
  refundedCents: number;
}

const NONE: OrderPayments = { tenders: [], refunds: [], refundedCents: 0 };

/**
 * In a query over `customer_orders`: what the refunds recorded against each order add up to, in
 * cents (0 when none), as `paymentsOf` counts them.
 */
export const orderRefundedCents =
  sql<number>`(select coalesce(sum(${orderRefunds.amountCents}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${customerOrders.id})`.mapWith(
    Number,
  );

/**
 * The tenders that paid these orders (their purchase's) and the refunds recorded against them
 * (`order_refunds`: entries dropped in time, staff's refunds), by order id.
 */
export async function paymentsOf(
  db: Database,
  orderIds: number[],
): Promise<(orderId: number) => OrderPayments> {
  if (orderIds.length === 0) return () => NONE;
  const [tenders, refunds] = await Promise.all([
    db
      .select({
        orderId: customerOrders.id,
        method: purchaseTenders.method,
        amountCents: purchaseTenders.amountCents,
      })
      .from(customerOrders)
      .innerJoin(purchaseTenders, eq(purchaseTenders.purchaseId, customerOrders.purchaseId))
      .where(inArray(customerOrders.id, orderIds))
      .orderBy(asc(purchaseTenders.id)),
    db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, orderIds))
      .orderBy(asc(orderRefunds.id)),
  ]);
  const byOrder = new Map<number, OrderPayments>();
  const of = (orderId: number) => {
    const found = byOrder.get(orderId) ?? { tenders: [], refunds: [], refundedCents: 0 };
    byOrder.set(orderId, found);
    return found;
  };
  for (const tender of tenders) {
    of(tender.orderId).tenders.push({
      method: tender.method,
      amount: formatPrice(tender.amountCents),
    });
  }
  for (const refund of refunds) {
    const payments = of(refund.orderId);
    payments.refunds.push({
      amount: formatPrice(refund.amountCents),
      method: refund.method,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
    });
    payments.refundedCents += refund.amountCents;
  }
  return (orderId) => byOrder.get(orderId) ?? NONE;
}
