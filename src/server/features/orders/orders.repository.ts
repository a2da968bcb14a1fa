import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { LineItem, PurchasedLineItem } from '../../../domain/inventory/sellable-kinds.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import { shownPayment } from '../../../domain/orders/order-refunds.ts';
import { shownPickupCode } from '../../../domain/orders/order-status.ts';
import { salesTaxLabel } from '../../../domain/tax/sales-tax.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { customerOrders, customers, orderItems, purchaseTenders } from '../../db/schema/index.ts';
import { type OrderPayments, paymentsOf } from './order-payments.repository.ts';

export type OrderRow = typeof customerOrders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The one mapping from an order, its lines, its tenders and refunds to what its customer sees
 * (the API names a line's item a product).
 */
export function toCustomerOrder(
  row: OrderRow,
  items: OrderItemRow[],
  payments: OrderPayments,
): CustomerOrder {
  const payment = shownPayment(row.paymentStatus, row.totalAmountCents, payments.refundedCents);
  const lines = items.map((item) => ({
    productType: item.itemType,
    productId: item.itemId,
    productName: item.itemName,
    quantity: item.quantity,
    unitPrice: formatPrice(item.unitPriceCents),
    totalPrice: formatPrice(item.totalPriceCents),
  }));
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    pickupCode: shownPickupCode(row.pickupCode, lines),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: payment.paymentStatus,
    subtotal: formatPrice(row.subtotalCents),
    discount: formatPrice(row.discountCents),
    taxAmount: formatPrice(row.taxAmountCents),
    taxLabel: salesTaxLabel(row.taxRateMilli),
    totalAmount: formatPrice(row.totalAmountCents),
    refundedAmount: formatPrice(payment.refundedCents),
    tenders: payments.tenders,
    refunds: payments.refunds,
    location: row.location,
    items: lines,
  };
}

export function createOrdersRepository(db: Database) {
  /** The lines of the given orders, grouped by order id. */
  async function itemsOf(orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
    const rows = orderIds.length
      ? await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(orderItems.id)
      : [];
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  return {
    itemsOf,

    async findByIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.paymentIntentId, paymentIntentId));
      return row;
    },

    async findByPurchase(
      purchaseId: number,
      reader: Database | Transaction = db,
    ): Promise<OrderRow | undefined> {
      const [row] = await reader
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.purchaseId, purchaseId));
      return row;
    },

    async toCustomerView(order: OrderRow): Promise<CustomerOrder> {
      const [items, payments] = await Promise.all([
        itemsOf([order.id]),
        paymentsOf(db, [order.id]),
      ]);
      return toCustomerOrder(order, items.get(order.id) ?? [], payments(order.id));
    },

    /** Writes an order and its lines (at the prices charged) in the given transaction. */
    async insert(
      tx: Transaction,
      order: typeof customerOrders.$inferInsert,
      lines: readonly PurchasedLineItem[],
    ): Promise<OrderRow> {
      const [row] = await tx.insert(customerOrders).values(order).returning();
      if (!row) throw new Error('insert returned no order');
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: row.id,
          itemType: line.itemType,
          itemId: line.itemId,
          itemName: line.itemName,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.unitPriceCents * line.quantity,
          taxCents: line.taxCents ?? 0,
          itemData: { name: line.itemName, unitPriceCents: line.unitPriceCents },
        })),
      );
      return row;
    },

    /** An order with its lines, tenders and customer's address, read in the transaction that tells of it. */
    async withCustomer(tx: Transaction, orderId: number) {
      const [found] = await tx
        .select({
          order: customerOrders,
          customerId: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          emailVerified: customers.isEmailVerified,
        })
        .from(customerOrders)
        .innerJoin(customers, eq(customers.id, customerOrders.customerId))
        .where(eq(customerOrders.id, orderId));
      if (!found) return undefined;
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id);
      const tenders = found.order.purchaseId
        ? await tx
            .select({ method: purchaseTenders.method, cents: purchaseTenders.amountCents })
            .from(purchaseTenders)
            .where(eq(purchaseTenders.purchaseId, found.order.purchaseId))
            .orderBy(asc(purchaseTenders.id))
        : [];
      return { ...found, items, tenders };
    },

    /** What an order took from stock, read in the transaction that gives it back. */
    linesOf(tx: Transaction, orderId: number): Promise<LineItem[]> {
      return tx
        .select({
          itemType: orderItems.itemType,
          itemId: orderItems.itemId,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
    },

    async forCustomer(customerId: number): Promise<CustomerOrder[]> {
      const orders = await db
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.customerId, customerId))
        .orderBy(desc(customerOrders.createdAt), desc(customerOrders.id));
      const ids = orders.map((order) => order.id);
      const [items, payments] = await Promise.all([itemsOf(ids), paymentsOf(db, ids)]);
      return orders.map((order) =>
        toCustomerOrder(order, items.get(order.id) ?? [], payments(order.id)),
      );
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
