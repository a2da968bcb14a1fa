import { eq } from 'drizzle-orm';
import type { CreateOrderResponse } from '../../../domain/checkout/checkout.contract.ts';
import { earnsStamp } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customerCarts } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { CheckoutRow, CheckoutsRepository } from '../checkout/checkouts.repository.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { newOrderNumber, newPickupCode } from './order-number.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

export interface FulfilmentDeps {
  db: Database;
  orders: OrdersRepository;
  checkouts: CheckoutsRepository;
  loyalty: LoyaltyRepository;
  payments: PaymentProvider;
  clock?: () => Date;
}

class SoldOut extends Error {
  constructor(readonly itemName: string) {
    super(`${itemName} sold out`);
  }
}

const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/**
 * Turns a succeeded payment into exactly one order, however many times and by whichever
 * route (the browser, a webhook) it is asked: the payment intent id is unique on orders.
 */
export function createFulfilmentService({
  db,
  orders,
  checkouts,
  loyalty,
  payments,
  clock = () => new Date(),
}: FulfilmentDeps) {
  /** The order, its lines, the stock it takes, the emptied cart and the stamps, all or nothing. */
  function placeOrder(checkout: CheckoutRow): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const order = await orders.insert(
        tx,
        {
          customerId: checkout.customerId,
          orderNumber: newOrderNumber(checkout.location),
          pickupCode: newPickupCode(),
          status: 'paid',
          paymentStatus: 'succeeded',
          subtotalCents: checkout.subtotalCents,
          discountCents: checkout.discountCents,
          totalAmountCents: checkout.totalCents,
          paymentIntentId: checkout.paymentIntentId,
          paymentMethod: 'card',
          location: checkout.location,
        },
        checkout.lines,
      );
      for (const line of checkout.lines) {
        if (!(await orders.takeStock(tx, line))) throw new SoldOut(line.name);
      }
      await tx.delete(customerCarts).where(eq(customerCarts.customerId, checkout.customerId));
      if (checkout.discountCents > 0) await loyalty.redeemCard(tx, checkout.customerId, order.id);
      if (earnsStamp(checkout.totalCents)) {
        await loyalty.stamp(tx, checkout.customerId, order.id, storeDate(clock()));
      }
      return order;
    });
  }

  /** Stock ran out between payment and order: refund, and keep a cancelled order for staff to see. */
  async function refundSoldOut(checkout: CheckoutRow, itemName: string): Promise<OrderRow> {
    let refunded = true;
    try {
      await payments.refund(checkout.paymentIntentId);
    } catch {
      refunded = false;
    }
    const message = refunded
      ? `Sorry, ${itemName} sold out while you were paying. Your payment of ${formatDollars(checkout.totalCents)} has been refunded.`
      : `Sorry, ${itemName} sold out while you were paying. The store will refund your payment of ${formatDollars(checkout.totalCents)}.`;
    return db.transaction((tx) =>
      orders.insert(
        tx,
        {
          customerId: checkout.customerId,
          orderNumber: newOrderNumber(checkout.location),
          pickupCode: newPickupCode(),
          status: 'cancelled',
          paymentStatus: refunded ? 'refunded' : 'succeeded',
          subtotalCents: checkout.subtotalCents,
          discountCents: checkout.discountCents,
          totalAmountCents: checkout.totalCents,
          paymentIntentId: checkout.paymentIntentId,
          paymentMethod: 'card',
          location: checkout.location,
          needsAttention: true,
          notes: message,
        },
        checkout.lines,
      ),
    );
  }

  async function fulfil(paymentIntentId: string): Promise<OrderRow> {
    const existing = await orders.findByIntent(paymentIntentId);
    if (existing) return existing;
    const checkout = await checkouts.findByIntent(paymentIntentId);
    if (!checkout) throw new NotFoundError(PAYMENT_NOT_FOUND);

    const intent = await payments.retrieveIntent(paymentIntentId);
    if (intent?.status !== 'succeeded')
      throw new ConflictError('This payment has not gone through.');
    if (intent.amountCents !== checkout.totalCents || intent.currency !== 'usd') {
      throw new ConflictError(
        'The amount paid does not match this order. Please contact the store.',
      );
    }

    try {
      return await placeOrder(checkout);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another request placed this payment's order first.
        const placed = await orders.findByIntent(paymentIntentId);
        if (placed) return placed;
      }
      if (error instanceof SoldOut) return refundSoldOut(checkout, error.itemName);
      throw error;
    }
  }

  return {
    fulfil,

    /** The browser's call after a payment: the customer's own payment only. */
    async confirmForCustomer(
      customerId: number,
      paymentIntentId: string,
    ): Promise<CreateOrderResponse> {
      const checkout = await checkouts.findByIntent(paymentIntentId);
      if (checkout?.customerId !== customerId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      const order = await fulfil(paymentIntentId);
      if (order.status === 'cancelled')
        throw new ConflictError(order.notes ?? 'This order was cancelled.');
      return {
        orderNumber: order.orderNumber,
        pickupCode: order.pickupCode,
        order: await orders.toCustomerView(order),
      };
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
