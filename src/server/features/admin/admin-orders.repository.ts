import { and, desc, eq, ilike, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../domain/admin/admin.contract.ts';
import { SELLABLE_KINDS } from '../../../domain/inventory/sellable-kinds.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { OrderStatus, PaymentStatus } from '../../../domain/orders/order.contract.ts';
import { shownPayment } from '../../../domain/orders/order-refunds.ts';
import { type OrderState, shownPickupCode } from '../../../domain/orders/order-status.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/keyset.ts';
import {
  counterSales,
  customerOrders,
  customers,
  orderItems,
  orderReturnLines,
} from '../../db/schema/index.ts';
import { orderRefundedCents, paymentsOf } from '../orders/order-payments.repository.ts';

export interface AdminOrderFilter {
  location?: Location | undefined;
  status?: OrderState | undefined;
  /** Order number, pickup code or the customer's name. */
  q?: string | undefined;
}

const ADMIN_ORDER_LIMIT = 200;

/** The order holds goods from the shelf (`hasGoodsToCollect`): only then is its pickup code shown. */
const holdsGoods = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${customerOrders.id} and ${inArray(orderItems.itemType, [...SELLABLE_KINDS])})`;

/**
 * An order whose payment all went back, as `shownPayment` reads it: refunded whole, or refunds
 * recorded against it (entries dropped in time, staff's refunds) that reach its total.
 */
const refundedInFull = sql`(${customerOrders.paymentStatus} = 'refunded' or (${customerOrders.totalAmountCents} > 0 and ${orderRefundedCents} >= ${customerOrders.totalAmountCents}))`;

/** Orders a person reads as in this state (`orderState`): one refunded in full reads refunded. */
function inState(state: OrderState): SQL | undefined {
  if (state === 'refunded') return and(ne(customerOrders.status, 'cancelled'), refundedInFull);
  if (state === 'cancelled') return eq(customerOrders.status, state);
  return and(eq(customerOrders.status, state), not(refundedInFull));
}

export function createAdminOrdersRepository(db: Database) {
  function matching({ location, status, q }: AdminOrderFilter): SQL | undefined {
    const pattern = q ? containsPattern(q) : undefined;
    // Counter sales are handed over at once; they are read back on the Counter, not prepared here.
    return and(
      eq(customerOrders.channel, 'online'),
      location ? eq(customerOrders.location, location) : undefined,
      status ? inState(status) : undefined,
      pattern
        ? or(
            ilike(customerOrders.orderNumber, pattern),
            // A code shown nowhere (an entry's or a gift card's order) finds nothing.
            and(ilike(customerOrders.pickupCode, pattern), holdsGoods),
            ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
          )
        : undefined,
    );
  }

  return {
    /** The newest orders first, each with its lines for preparing it. */
    async list(filter: AdminOrderFilter): Promise<AdminOrder[]> {
      const rows = await db
        .select({ order: customerOrders, customer: customers })
        .from(customerOrders)
        .innerJoin(customers, eq(customers.id, customerOrders.customerId))
        .where(matching(filter))
        .orderBy(desc(customerOrders.createdAt), desc(customerOrders.id))
        .limit(ADMIN_ORDER_LIMIT);
      const ids = rows.map((row) => row.order.id);
      // How many of each line came back in returns at the counter.
      const returned = db
        .select({
          orderItemId: orderReturnLines.orderItemId,
          quantity: sql<number>`sum(${orderReturnLines.quantity})::int`.as('returned_quantity'),
        })
        .from(orderReturnLines)
        .groupBy(orderReturnLines.orderItemId)
        .as('returned');
      const [lines, payments] = await Promise.all([
        ids.length
          ? db
              .select({
                line: orderItems,
                returnedQuantity: sql<number>`coalesce(${returned.quantity}, 0)`,
              })
              .from(orderItems)
              .leftJoin(returned, eq(returned.orderItemId, orderItems.id))
              .where(inArray(orderItems.orderId, ids))
              .orderBy(orderItems.id)
          : [],
        paymentsOf(db, ids),
      ]);
      return rows.map(({ order, customer }) => {
        const paid = payments(order.id);
        const payment = shownPayment(
          order.paymentStatus,
          order.totalAmountCents,
          paid.refundedCents,
        );
        const items = lines
          .filter(({ line }) => line.orderId === order.id)
          .map(({ line, returnedQuantity }) => ({
            lineId: line.id,
            productName: line.itemName,
            productType: line.itemType,
            quantity: line.quantity,
            totalPrice: formatPrice(line.totalPriceCents),
            returnedQuantity,
          }));
        return {
          id: order.id,
          orderNumber: order.orderNumber,
          pickupCode: shownPickupCode(order.pickupCode, items),
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
          customerEmail: customer.email,
          customerEmailVerified: customer.isEmailVerified,
          createdAt: order.createdAt.toISOString(),
          status: order.status,
          location: storeName(order.location),
          store: order.location,
          taxAmount: formatPrice(order.taxAmountCents),
          totalAmount: formatPrice(order.totalAmountCents),
          paymentStatus: payment.paymentStatus,
          refundedAmount: formatPrice(payment.refundedCents),
          tenders: paid.tenders,
          refunds: paid.refunds,
          paymentMethod: order.paymentMethod,
          needsAttention: order.needsAttention,
          notes: order.notes,
          items,
        };
      });
    },

    /** The register a counter sale was rung up on; undefined for an online order. */
    async registerOf(tx: Transaction, orderId: number): Promise<string | undefined> {
      const [row] = await tx
        .select({ register: counterSales.register })
        .from(counterSales)
        .where(eq(counterSales.orderId, orderId));
      return row?.register;
    },

    async lockForUpdate(tx: Transaction, id: number) {
      const [row] = await tx
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.id, id))
        .for('update');
      return row;
    },

    async setStatus(
      tx: Transaction,
      id: number,
      status: OrderStatus,
      paymentStatus: PaymentStatus,
    ): Promise<void> {
      await tx
        .update(customerOrders)
        .set({ status, paymentStatus, updatedAt: new Date() })
        .where(eq(customerOrders.id, id));
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
