import { earnsStamp } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import { newOrderNumber, newPickupCode } from '../orders/order-number.ts';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository.ts';
import type { OrderMail } from '../orders/queue-order-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CreditTender } from './credit-tender.ts';
import type { PurchaseFulfiller } from './purchase-fulfiller.ts';
import type { PurchaseRow, PurchasesRepository, TenderRow } from './purchases.repository.ts';

/** The codes a paid purchase that could not become its order is answered with. */
type UnfulfilledCode = Extract<
  ErrorCode,
  'sold_out' | 'insufficient_credit' | 'loyalty_card_spent'
>;

/** Why a paid purchase could not become its order (stock sold out, credit lapsed, card spent). */
class Unfulfilled extends Error {
  constructor(
    readonly apology: string,
    readonly code: UnfulfilledCode,
  ) {
    super(apology);
  }
}

/** The tender of a method among a purchase's, if it has one. */
export const tenderOf = (tenders: TenderRow[], method: TenderRow['method']) =>
  tenders.find((tender) => tender.method === method);

/** The order row a purchase becomes, before its status. */
const orderOf = (purchase: PurchaseRow, tenders: TenderRow[]) => ({
  customerId: purchase.customerId,
  orderNumber: newOrderNumber(purchase.location),
  pickupCode: newPickupCode(),
  subtotalCents: purchase.subtotalCents,
  discountCents: purchase.discountCents,
  taxAmountCents: purchase.taxCents,
  taxableCents: purchase.taxableCents,
  taxRateMilli: purchase.taxRateMilli,
  totalAmountCents: purchase.totalCents,
  purchaseId: purchase.id,
  paymentIntentId: purchase.paymentIntentId,
  // The largest tender names the order's payment for lists; the tenders say the rest.
  paymentMethod: [...tenders].sort((a, b) => b.amountCents - a.amountCents)[0]?.method ?? 'card',
  location: purchase.location,
});

export interface OrderPlacementDeps {
  db: Database;
  purchases: PurchasesRepository;
  orders: OrdersRepository;
  inventory: Inventory;
  loyalty: LoyaltyRepository;
  payments: PaymentProvider;
  credit: CreditTender;
  /** The customer is told of their order, in the transaction that writes it. */
  orderMail: Pick<OrderMail, 'tell'>;
  /** The fulfiller of a purchase's purpose, which finishes its part as the order is placed. */
  fulfillerFor: (purpose: string) => PurchaseFulfiller;
  clock: () => Date;
}

/** What a cancelled order tells its customer: why, and where each tender's money went. */
function unfulfilledNotes(
  reason: Unfulfilled,
  { card, held, refunded }: { card?: TenderRow; held?: TenderRow; refunded: boolean },
): string {
  const parts = [reason.apology];
  if (card) {
    const amount = formatDollars(card.amountCents);
    parts.push(
      refunded
        ? `Your payment of ${amount} has been refunded.`
        : `The store will refund your payment of ${amount}.`,
    );
  }
  if (held)
    parts.push(`Your ${formatDollars(held.amountCents)} of store credit is back in your balance.`);
  return parts.join(' ');
}

/**
 * A purchase whose tenders are all captured, turned into its order once: placed, its stock
 * taken and its stamps earned; or, when that cannot be, cancelled with every tender given back.
 */
export function createOrderPlacement({
  db,
  purchases,
  orders,
  inventory,
  loyalty,
  payments,
  credit,
  orderMail,
  fulfillerFor,
  clock,
}: OrderPlacementDeps): (purchase: PurchaseRow) => Promise<OrderRow> {
  /**
   * The order, its lines, the stock it takes, the held credit kept spent, the fulfiller's
   * part and the stamps, all or nothing.
   */
  function placeOrder(purchase: PurchaseRow, tenders: TenderRow[]): Promise<OrderRow> {
    const fulfiller = fulfillerFor(purchase.purpose);
    return db.transaction(async (tx) => {
      // Two completions at once (the provider's webhook and the browser's return) take turns
      // on the purchase: the second finds the first's order, not a hold already settled by it,
      // which it would have taken for a failure and refunded.
      await purchases.lock(tx, purchase.id);
      const placed = await orders.findByPurchase(purchase.id, tx);
      if (placed) return placed;
      const held = tenderOf(tenders, 'store_credit');
      // Checked again at success: credit held past the payment's expiry has been given back.
      if (held && !(await credit.settleHold(tx, Number(held.reference)))) {
        throw new Unfulfilled(
          'Sorry, the store credit held for this order was given back before your payment went through.',
          'insufficient_credit',
        );
      }
      const order = await orders.insert(
        tx,
        { ...orderOf(purchase, tenders), status: 'paid', paymentStatus: 'succeeded' },
        purchase.lines,
      );
      const sale = { customerId: purchase.customerId, orderId: order.id, atCounter: false };
      const cause = {
        reason: 'online_sale',
        reference: order.orderNumber,
        by: { kind: 'customer', customerId: purchase.customerId },
      } as const;
      for (const line of purchase.lines) {
        if (!(await inventory.take(tx, line, sale, cause))) {
          throw new Unfulfilled(
            `Sorry, ${line.itemName} sold out while you were paying.`,
            'sold_out',
          );
        }
      }
      await fulfiller.onPaid(tx, purchase, order);
      // The discount was worked out from a full card when the payment began; another order
      // paid meanwhile may have spent it.
      if (
        purchase.discountCents > 0 &&
        !(await loyalty.redeemCard(tx, purchase.customerId, order.id))
      ) {
        throw new Unfulfilled(
          'Sorry, your full loyalty card was spent on another order before this payment went through, so its discount no longer applies.',
          'loyalty_card_spent',
        );
      }
      if (earnsStamp(purchase.totalCents, purchase.lines)) {
        await loyalty.stamp(tx, purchase.customerId, order.id, storeDate(clock()));
      }
      await orderMail.tell(tx, 'order_placed', order.id);
      return order;
    });
  }

  /**
   * A paid purchase that cannot be fulfilled: every tender gets its money back (the card
   * through the provider, held credit released), and a cancelled order stays for staff to see.
   */
  async function refundUnfulfilled(
    purchase: PurchaseRow,
    tenders: TenderRow[],
    reason: Unfulfilled,
  ): Promise<OrderRow> {
    const card = tenderOf(tenders, 'card');
    const held = tenderOf(tenders, 'store_credit');
    let refunded = true;
    if (purchase.paymentIntentId && card) {
      try {
        await payments.refund(purchase.paymentIntentId);
      } catch {
        refunded = false;
      }
    }
    return db.transaction(async (tx) => {
      if (held) await credit.releaseHold(tx, Number(held.reference));
      const order = await orders.insert(
        tx,
        {
          ...orderOf(purchase, tenders),
          status: 'cancelled',
          paymentStatus: refunded ? 'refunded' : 'succeeded',
          needsAttention: true,
          unfulfilledCode: reason.code,
          notes: unfulfilledNotes(reason, { card, held, refunded }),
        },
        purchase.lines,
      );
      // What went back here is not left to refund again: the credit released, the card refunded.
      const givenBack = [held, refunded ? card : undefined].filter(
        (tender) => tender !== undefined,
      );
      await purchases.givenBack(tx, order.id, givenBack, { reason: reason.apology, at: clock() });
      if (refunded) await orderMail.tell(tx, 'order_cancelled', order.id);
      return order;
    });
  }

  /** Turns a purchase whose tenders are all captured into its order, once. */
  return async function completePurchase(purchase: PurchaseRow): Promise<OrderRow> {
    const existing = await orders.findByPurchase(purchase.id);
    if (existing) return existing;
    const tenders = await purchases.tendersOf(purchase.id);
    try {
      return await placeOrder(purchase, tenders);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another request placed this purchase's order first.
        const placed = await orders.findByPurchase(purchase.id);
        if (placed) return placed;
      }
      if (error instanceof Unfulfilled) return refundUnfulfilled(purchase, tenders, error);
      throw error;
    }
  };
}
