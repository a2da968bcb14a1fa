import type { CreateOrderResponse } from '../../../domain/checkout/checkout.contract.ts';
import { type PricedLineItem, subtotalCents } from '../../../domain/inventory/sellable-kinds.ts';
import { earnsStamp } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../errors.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import { newOrderNumber, newPickupCode } from '../orders/order-number.ts';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository.ts';
import type { OrderMail } from '../orders/queue-order-mail.ts';
import type { PaymentIntent, PaymentProvider } from '../payments/payment-provider.ts';
import type { PurchaseFulfiller } from './purchase-fulfiller.ts';
import type { PurchaseRow, PurchasesRepository } from './purchases.repository.ts';

/** Card payments below this are refused by the provider. */
export const MIN_CHARGE_CENTS = 50;

const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/**
 * How far back, and after how long, a payment without its order is finished by the server.
 * Two hours covers a restart; abandoned checkouts older than that are not asked about again
 * (Stripe's webhook, which retries for days, covers its own payments).
 */
const RECOVERY_WINDOW_MS = 2 * 60 * 60 * 1000;
const RECOVERY_GRACE_MS = 30 * 1000;

export interface PurchasePipelineDeps {
  db: Database;
  purchases: PurchasesRepository;
  orders: OrdersRepository;
  inventory: Inventory;
  loyalty: LoyaltyRepository;
  payments: PaymentProvider;
  fulfillers: readonly PurchaseFulfiller[];
  /** The customer is told of their order, in the transaction that writes it. */
  orderMail: Pick<OrderMail, 'tell'>;
  clock?: () => Date;
}

/** What a feature asks to be paid for: priced lines of one store, and any discount it earned. */
export interface PurchaseRequest {
  purpose: string;
  customerId: number;
  location: Location;
  lines: PricedLineItem[];
  discountCents: number;
}

export interface BegunPurchase {
  intent: PaymentIntent;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

class SoldOut extends Error {
  constructor(readonly itemName: string) {
    super(`${itemName} sold out`);
  }
}

/**
 * From a priced purchase to exactly one order. `begin` records what a payment intent pays for;
 * `complete` turns its succeeded payment into the order (taking stock, earning stamps) and
 * hands it to the fulfiller of the purchase's purpose, however many times and by whichever
 * route (the browser, a webhook) it is asked: the payment intent id is unique on orders.
 */
export function createPurchasePipeline({
  db,
  purchases,
  orders,
  inventory,
  loyalty,
  payments,
  fulfillers,
  orderMail,
  clock = () => new Date(),
}: PurchasePipelineDeps) {
  const fulfillerOf = new Map(fulfillers.map((fulfiller) => [fulfiller.purpose, fulfiller]));

  function fulfillerFor(purpose: string): PurchaseFulfiller {
    const fulfiller = fulfillerOf.get(purpose);
    if (!fulfiller) throw new Error(`no fulfiller for the purpose ${purpose}`);
    return fulfiller;
  }

  const orderOf = (purchase: PurchaseRow) => ({
    customerId: purchase.customerId,
    orderNumber: newOrderNumber(purchase.location),
    pickupCode: newPickupCode(),
    subtotalCents: purchase.subtotalCents,
    discountCents: purchase.discountCents,
    totalAmountCents: purchase.totalCents,
    paymentIntentId: purchase.paymentIntentId,
    paymentMethod: 'card',
    location: purchase.location,
  });

  /** The order, its lines, the stock it takes, the fulfiller's part and the stamps, all or nothing. */
  function placeOrder(purchase: PurchaseRow): Promise<OrderRow> {
    const fulfiller = fulfillerFor(purchase.purpose);
    return db.transaction(async (tx) => {
      const order = await orders.insert(
        tx,
        { ...orderOf(purchase), status: 'paid', paymentStatus: 'succeeded' },
        purchase.lines,
      );
      for (const line of purchase.lines) {
        const sale = { customerId: purchase.customerId, orderId: order.id };
        if (!(await inventory.take(tx, line, sale))) throw new SoldOut(line.itemName);
      }
      await fulfiller.onPaid(tx, purchase, order);
      if (purchase.discountCents > 0) await loyalty.redeemCard(tx, purchase.customerId, order.id);
      if (earnsStamp(purchase.totalCents)) {
        await loyalty.stamp(tx, purchase.customerId, order.id, storeDate(clock()));
      }
      await orderMail.tell(tx, 'order_placed', order.id);
      return order;
    });
  }

  /** Stock ran out between payment and order: refund, and keep a cancelled order for staff to see. */
  async function refundSoldOut(purchase: PurchaseRow, itemName: string): Promise<OrderRow> {
    let refunded = true;
    try {
      await payments.refund(purchase.paymentIntentId);
    } catch {
      refunded = false;
    }
    const amount = formatDollars(purchase.totalCents);
    const notes = refunded
      ? `Sorry, ${itemName} sold out while you were paying. Your payment of ${amount} has been refunded.`
      : `Sorry, ${itemName} sold out while you were paying. The store will refund your payment of ${amount}.`;
    return db.transaction(async (tx) => {
      const order = await orders.insert(
        tx,
        {
          ...orderOf(purchase),
          status: 'cancelled',
          paymentStatus: refunded ? 'refunded' : 'succeeded',
          needsAttention: true,
          notes,
        },
        purchase.lines,
      );
      if (refunded) await orderMail.tell(tx, 'order_cancelled', order.id);
      return order;
    });
  }

  async function complete(paymentIntentId: string): Promise<OrderRow> {
    const existing = await orders.findByIntent(paymentIntentId);
    if (existing) return existing;
    const purchase = await purchases.findByIntent(paymentIntentId);
    if (!purchase) throw new NotFoundError(PAYMENT_NOT_FOUND, { code: 'payment_not_found' });

    const intent = await payments.retrieveIntent(paymentIntentId);
    if (intent?.status !== 'succeeded') {
      throw new ConflictError('This payment has not gone through.', { code: 'payment_pending' });
    }
    if (intent.amountCents !== purchase.totalCents || intent.currency !== 'usd') {
      throw new ConflictError(
        'The amount paid does not match this order. Please contact the store.',
        { code: 'amount_mismatch' },
      );
    }

    try {
      return await placeOrder(purchase);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another request placed this payment's order first.
        const placed = await orders.findByIntent(paymentIntentId);
        if (placed) return placed;
      }
      if (error instanceof SoldOut) return refundSoldOut(purchase, error.itemName);
      throw error;
    }
  }

  return {
    /** Sets up the payment for a purchase and records what it pays for. */
    async begin(request: PurchaseRequest): Promise<BegunPurchase> {
      fulfillerFor(request.purpose);
      const subtotal = subtotalCents(request.lines);
      const totalCents = subtotal - request.discountCents;
      if (totalCents < MIN_CHARGE_CENTS) {
        throw new BadRequestError(
          `Card payments must be at least ${formatDollars(MIN_CHARGE_CENTS)}.`,
          { code: 'below_minimum_charge' },
        );
      }
      const intent = await payments.createIntent({
        amountCents: totalCents,
        metadata: {
          customerId: String(request.customerId),
          location: request.location,
          purpose: request.purpose,
        },
      });
      await purchases.insert({
        paymentIntentId: intent.id,
        provider: payments.name,
        purpose: request.purpose,
        customerId: request.customerId,
        location: request.location,
        lines: request.lines,
        subtotalCents: subtotal,
        discountCents: request.discountCents,
        totalCents,
      });
      return { intent, subtotalCents: subtotal, discountCents: request.discountCents, totalCents };
    },

    complete,

    /**
     * Finishes payments that succeeded without an order: the process stopped between the
     * provider's success and the order, and no browser or webhook came back. Payments not
     * made (abandoned, declined) are left as they are.
     */
    async recoverUnfinished(): Promise<void> {
      const now = clock().getTime();
      const unfinished = await purchases.withoutOrder(
        new Date(now - RECOVERY_WINDOW_MS),
        new Date(now - RECOVERY_GRACE_MS),
      );
      for (const intentId of unfinished) {
        try {
          await complete(intentId);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
    },

    /**
     * The browser's call after a payment: exactly the order that payment made, for the
     * customer who made it, or the precise reason there is none.
     */
    async confirmForCustomer(
      customerId: number,
      paymentIntentId: string,
    ): Promise<CreateOrderResponse> {
      const purchase = await purchases.findByIntent(paymentIntentId);
      if (purchase?.customerId !== customerId) {
        throw new NotFoundError(PAYMENT_NOT_FOUND, { code: 'payment_not_found' });
      }
      const order = await complete(paymentIntentId);
      if (order.status === 'cancelled' && order.needsAttention) {
        throw new ConflictError(order.notes ?? 'This order was cancelled.', { code: 'sold_out' });
      }
      return {
        orderNumber: order.orderNumber,
        pickupCode: order.pickupCode,
        order: await orders.toCustomerView(order),
      };
    },
  };
}

export type PurchasePipeline = ReturnType<typeof createPurchasePipeline>;
