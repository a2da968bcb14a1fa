import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { formatPrice } from '../../../domain/money/money.ts';
import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  type CheckoutLine,
  cards,
  customerOrders,
  merchandise,
  orderItems,
} from '../../db/schema/index.ts';

export type OrderRow = typeof customerOrders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The one mapping from an order and its lines to what its customer sees. */
export function toCustomerOrder(row: OrderRow, items: OrderItemRow[]): CustomerOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    pickupCode: row.pickupCode,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    subtotal: formatPrice(row.subtotalCents),
    discount: formatPrice(row.discountCents),
    totalAmount: formatPrice(row.totalAmountCents),
    location: row.location,
    items: items.map((item) => ({
      productType: item.productType,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      unitPrice: formatPrice(item.unitPriceCents),
      totalPrice: formatPrice(item.totalPriceCents),
    })),
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

    async toCustomerView(order: OrderRow): Promise<CustomerOrder> {
      return toCustomerOrder(order, (await itemsOf([order.id])).get(order.id) ?? []);
    },

    /** Writes an order and its lines (at the prices charged) in the given transaction. */
    async insert(
      tx: Transaction,
      order: typeof customerOrders.$inferInsert,
      lines: readonly CheckoutLine[],
    ): Promise<OrderRow> {
      const [row] = await tx.insert(customerOrders).values(order).returning();
      if (!row) throw new Error('insert returned no order');
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: row.id,
          productType: line.itemType,
          productId: line.itemId,
          productName: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.unitPriceCents * line.quantity,
          productData: { name: line.name, unitPriceCents: line.unitPriceCents },
        })),
      );
      return row;
    },

    /**
     * Takes a line's quantity off the shelf, only if that many are there: one conditional
     * update, so two buyers of the last copy cannot both have it.
     */
    async takeStock(tx: Transaction, line: CheckoutLine): Promise<boolean> {
      const now = new Date();
      const taken =
        line.itemType === 'card'
          ? await tx
              .update(cards)
              .set({ quantity: sql`${cards.quantity} - ${line.quantity}`, updatedAt: now })
              .where(and(eq(cards.id, line.itemId), gte(cards.quantity, line.quantity)))
              .returning({ id: cards.id })
          : await tx
              .update(merchandise)
              .set({ stock: sql`${merchandise.stock} - ${line.quantity}`, updatedAt: now })
              .where(and(eq(merchandise.id, line.itemId), gte(merchandise.stock, line.quantity)))
              .returning({ id: merchandise.id });
      return taken.length === 1;
    },

    async forCustomer(customerId: number): Promise<CustomerOrder[]> {
      const orders = await db
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.customerId, customerId))
        .orderBy(desc(customerOrders.createdAt), desc(customerOrders.id));
      const items = await itemsOf(orders.map((order) => order.id));
      return orders.map((order) => toCustomerOrder(order, items.get(order.id) ?? []));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
