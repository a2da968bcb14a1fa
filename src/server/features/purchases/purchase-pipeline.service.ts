import type { CreateOrderResponse } from '../../../domain/checkout/checkout.contract.ts';
import {
  type PricedLineItem,
  type PurchasedLineItem,
  subtotalCents,
} from '../../../domain/inventory/sellable-kinds.ts';
import { formatDollars, MAX_PRICE_CENTS } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { type TaxPolicy, taxSale } from '../../../domain/tax/sales-tax.rules.ts';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../errors.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { PaymentIntent } from '../payments/payment-provider.ts';
import type { PurchaseFulfiller } from './purchase-fulfiller.ts';
import { createOrderPlacement, type OrderPlacementDeps, tenderOf } from './purchase-orders.ts';

/** Card payments below this are refused by the provider. */
export const MIN_CHARGE_CENTS = 50;

const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/** What a purchase paid at once is told when another request bought the same lines first. */
const ALREADY_BOUGHT = 'These items have just been ordered: see your orders.';

/**
 * How far back, and after how long, a payment without its order is finished by the server.
 * Two hours covers a restart; abandoned checkouts older than that are not asked about again
 * (Stripe's webhook, which retries for days, covers its own payments).
 */
const RECOVERY_WINDOW_MS = 2 * 60 * 60 * 1000;
const RECOVERY_GRACE_MS = 30 * 1000;

/**
 * How long a purchase's payment may take: its held credit comes back after this (the
 * ledger's sweeper), so a card that succeeds later finds the credit gone and is refunded.
 */
export const PAYMENT_EXPIRY_MS = 60 * 60 * 1000;

export interface PurchasePipelineDeps extends Omit<OrderPlacementDeps, 'fulfillerFor' | 'clock'> {
  /** The store's sales tax now (features/sales-tax's `policy`), read as a purchase begins. */
  taxPolicy: (location: Location) => Promise<TaxPolicy>;
  fulfillers: readonly PurchaseFulfiller[];
  clock?: () => Date;
}

/** What a feature asks to be paid for: priced lines of one store, and any discount it earned. */
export interface PurchaseRequest {
  purpose: string;
  customerId: number;
  location: Location;
  lines: PricedLineItem[];
  discountCents: number;
  /** Store credit the customer asked to spend on it; zero or absent is none, 'all' the whole total. */
  storeCreditCents?: number | 'all';
}

export interface BegunPurchase {
  /** The card's payment for what credit does not cover; null when credit paid it all. */
  intent: PaymentIntent | null;
  /** The order, when credit paid it all and it was placed at once. */
  order: OrderRow | null;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** The store's rate the tax was charged at, in thousandths of a percent. */
  taxRateMilli: number;
  totalCents: number;
  cardCents: number;
  storeCreditCents: number;
}

/**
 * A purchase with a card payment asked for (credit as an amount, or none) leaves the card
 * something it can charge. With nothing left, the caller is sent to the credit-only path before
 * anything is written: placing the order while answering "pay by card" would have the customer
 * pay twice.
 */
function assertCardPayable(request: PurchaseRequest, cardCents: number): void {
  if (request.storeCreditCents !== 'all' && cardCents === 0) {
    const message = request.storeCreditCents
      ? 'Your store credit covers this order: place it without a card.'
      : 'This order comes to nothing: place it without a card.';
    throw new BadRequestError(message, { code: 'no_card_needed' });
  }
  if (cardCents > 0 && cardCents < MIN_CHARGE_CENTS) {
    throw new BadRequestError(
      `Card payments must be at least ${formatDollars(MIN_CHARGE_CENTS)}.`,
      {
        code: 'below_minimum_charge',
      },
    );
  }
}

/**
 * From a priced purchase to exactly one order. `begin` records what a payment intent pays for;
 * `complete` turns its succeeded payment into the order (taking stock, earning stamps) and
 * hands it to the fulfiller of the purchase's purpose, however many times and by whichever
 * route (the browser, a webhook) it is asked: the payment intent id is unique on orders.
 */
export function createPurchasePipeline({
  taxPolicy,
  fulfillers,
  clock = () => new Date(),
  ...placing
}: PurchasePipelineDeps) {
  const { db, purchases, orders, payments, credit } = placing;
  const fulfillerOf = new Map(fulfillers.map((fulfiller) => [fulfiller.purpose, fulfiller]));

  function fulfillerFor(purpose: string): PurchaseFulfiller {
    const fulfiller = fulfillerOf.get(purpose);
    if (!fulfiller) throw new Error(`no fulfiller for the purpose ${purpose}`);
    return fulfiller;
  }

  const completePurchase = createOrderPlacement({ ...placing, fulfillerFor, clock });

  /** The card's payment succeeded (browser, test provider, webhook): the card tender is captured. */
  async function complete(paymentIntentId: string): Promise<OrderRow> {
    const existing = await orders.findByIntent(paymentIntentId);
    if (existing) return existing;
    const purchase = await purchases.findByIntent(paymentIntentId);
    if (!purchase) throw new NotFoundError(PAYMENT_NOT_FOUND, { code: 'payment_not_found' });

    const intent = await payments.retrieveIntent(paymentIntentId);
    if (intent?.status !== 'succeeded') {
      throw new ConflictError('This payment has not gone through.', { code: 'payment_pending' });
    }
    const card = tenderOf(await purchases.tendersOf(purchase.id), 'card');
    if (intent.amountCents !== card?.amountCents || intent.currency !== 'usd') {
      throw new ConflictError(
        'The amount paid does not match this order. Please contact the store.',
        { code: 'amount_mismatch' },
      );
    }
    return completePurchase(purchase);
  }

  /**
   * Credit held by the customer's earlier checkouts that never finished comes back, so opening
   * checkout again does not hold it twice. A card payment already made is left to complete.
   */
  async function releaseUnfinished(customerId: number): Promise<void> {
    for (const unfinished of await purchases.unfinishedWithCredit(customerId)) {
      // One paid by credit alone completes in its own request (or lapses with the sweeper).
      if (!unfinished.paymentIntentId) continue;
      const intent = await payments.retrieveIntent(unfinished.paymentIntentId);
      if (intent?.status === 'succeeded' || intent?.status === 'processing') continue;
      await db.transaction((tx) => credit.releaseHold(tx, Number(unfinished.holdReference)));
    }
  }

  /** The credit asked for, checked against the total and the balance; zero is none. */
  async function creditToApply(request: PurchaseRequest, totalCents: number): Promise<number> {
    const asked = request.storeCreditCents === 'all' ? totalCents : (request.storeCreditCents ?? 0);
    if (asked <= 0) return 0;
    const balance = await credit.balance(request.customerId);
    if (asked > totalCents || asked > balance) {
      throw new BadRequestError(
        `You can use up to ${formatDollars(Math.min(balance, totalCents))} of store credit on this order.`,
        { code: 'insufficient_credit' },
      );
    }
    return asked;
  }

  /** The answer for a placed order, or the reason it could not be placed. */
  async function placedOrder(order: OrderRow): Promise<CreateOrderResponse> {
    if (order.status === 'cancelled' && order.needsAttention) {
      // The notes say why and where the money went; the code says why to the web app.
      throw new ConflictError(order.notes ?? 'This order was cancelled.', {
        code: order.unfulfilledCode ?? 'sold_out',
      });
    }
    const view = await orders.toCustomerView(order);
    // As the order shows it: no pickup code when there is nothing to collect.
    return { orderNumber: order.orderNumber, pickupCode: view.pickupCode, order: view };
  }

  return {
    /**
     * Records a purchase and holds its tenders: store credit as asked, and a card payment for
     * the rest. When credit covers it all, the order is placed at once.
     */
    async begin(request: PurchaseRequest): Promise<BegunPurchase> {
      const fulfiller = fulfillerFor(request.purpose);
      const subtotal = subtotalCents(request.lines);
      // Worked out once, now, and kept on the purchase: the payment is for this total whatever
      // the store's rate becomes before it completes.
      const tax = taxSale(
        await taxPolicy(request.location),
        request.lines.map((line) => ({
          itemType: line.itemType,
          amountCents: line.unitPriceCents * line.quantity,
        })),
        request.discountCents,
      );
      const lines: PurchasedLineItem[] = request.lines.map((line, index) => ({
        ...line,
        taxCents: tax.lineTaxCents[index] ?? 0,
        discountCents: tax.lineDiscountCents[index] ?? 0,
      }));
      const totalCents = subtotal - request.discountCents + tax.taxCents;
      // The shop's amounts fit its largest price, as a counter sale's and a trade-in's do.
      if (Math.max(subtotal, totalCents) > MAX_PRICE_CENTS) {
        throw new BadRequestError(
          `An order comes to at most ${formatDollars(MAX_PRICE_CENTS)}: take some items out of your cart.`,
          { code: 'order_too_large' },
        );
      }
      await releaseUnfinished(request.customerId);
      const storeCreditCents = await creditToApply(request, totalCents);
      const cardCents = totalCents - storeCreditCents;
      assertCardPayable(request, cardCents);
      const intent =
        cardCents > 0
          ? await payments.createIntent({
              amountCents: cardCents,
              metadata: {
                customerId: String(request.customerId),
                location: request.location,
                purpose: request.purpose,
              },
            })
          : null;
      const purchase = await db.transaction(async (tx) => {
        const row = await purchases.insert(tx, {
          paymentIntentId: intent?.id ?? null,
          provider: payments.name,
          purpose: request.purpose,
          customerId: request.customerId,
          location: request.location,
          lines,
          subtotalCents: subtotal,
          discountCents: request.discountCents,
          taxableCents: tax.taxableCents,
          taxRateMilli: tax.rateMilli,
          taxCents: tax.taxCents,
          totalCents,
        });
        if (!intent && fulfiller.claim && !(await fulfiller.claim(tx, row))) {
          throw new ConflictError(ALREADY_BOUGHT, { code: 'cart_empty' });
        }
        if (storeCreditCents > 0) {
          const { holdId } = await credit.hold(tx, {
            customerId: request.customerId,
            amountCents: storeCreditCents,
            location: request.location,
            by: { kind: 'customer', customerId: request.customerId },
            checkoutId: row.id,
            expiresAt: new Date(clock().getTime() + PAYMENT_EXPIRY_MS),
          });
          await purchases.insertTender(tx, row.id, {
            method: 'store_credit',
            amountCents: storeCreditCents,
            reference: String(holdId),
          });
        }
        if (intent) {
          await purchases.insertTender(tx, row.id, {
            method: 'card',
            amountCents: cardCents,
            reference: intent.id,
          });
        }
        return row;
      });
      return {
        intent,
        order: intent ? null : await completePurchase(purchase),
        subtotalCents: subtotal,
        discountCents: request.discountCents,
        taxCents: tax.taxCents,
        taxRateMilli: tax.rateMilli,
        totalCents,
        cardCents,
        storeCreditCents,
      };
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
      return placedOrder(await complete(paymentIntentId));
    },

    placedOrder,
  };
}

export type PurchasePipeline = ReturnType<typeof createPurchasePipeline>;
