import { desc, eq, inArray } from 'drizzle-orm';
import { formatPrice } from '../../../domain/money/money.ts';
import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import type { Database } from '../../db/client.ts';
import { customerOrders, orderItems } from '../../db/schema/index.ts';

type OrderRow = typeof customerOrders.$inferSelect;
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
