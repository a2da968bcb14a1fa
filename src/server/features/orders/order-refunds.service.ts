import { randomUUID } from 'node:crypto';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { LineItem } from '../../../domain/inventory/sellable-kinds.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import { splitRefund } from '../../../domain/orders/split-refund.ts';
import type { RefundDestination, TenderMethod } from '../../../domain/orders/tenders.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { OrderRefundsRepository } from './order-refunds.repository.ts';
import type { OrderMail, RefundPart } from './queue-order-mail.ts';

/** A refund started this long ago and not finished was cut short (the process stopped). */
const STALE_MS = 10 * 60 * 1000;

/** Who gives the money back: staff, the customer dropping an entry, or the shop (an event cancelled). */
export type RefundActor =
  | { kind: 'staff'; staff: StaffActor }
  | { kind: 'customer'; customerId: number }
  | { kind: 'shop' };

/**
 * What refunds need of the store-credit ledger (features/store-credit), declared here so
 * orders do not import that feature: a `refund` entry in the refund's transaction.
 */
export interface RefundLedger {
  credit(
    tx: Transaction,
    kind: 'refund',
    change: {
      customerId: number;
      amountCents: number;
      location: Location;
      by: RefundActor;
      for: { orderId: number; registrationId?: number | null };
      note: string;
    },
  ): Promise<unknown>;
}

export interface RefundRequest {
  orderId: number;
  amountCents: number;
  /** Why, shown on the order and in the customer's mail. */
  reason: string;
  to: RefundDestination;
  by: RefundActor;
  /** The event entry the refund is for, when a drop, removal or cancellation owes it. */
  registrationId?: number | undefined;
  /** The return it pays back, when goods were brought back at the counter. */
  returnId?: number | undefined;
  /**
   * Hands a cash tender's share back out of the counter's drawer, in the refund's transaction.
   * Without it (an order with no drawer behind it) a cash share goes to the customer's credit.
   */
  payOutCash?: ((tx: Transaction, cents: number) => Promise<void>) | undefined;
}

/** Where a share of a refund goes back to, from the tender it comes out of. */
function refundMethod(
  tender: TenderMethod | undefined,
  request: RefundRequest,
  walkIn: boolean,
): TenderMethod {
  if (tender === 'card') return 'card';
  if (tender === 'cash' && request.payOutCash) return 'cash';
  // A walk-in paid with the gift card itself; a customer's card was redeemed into their credit.
  if (tender === 'gift_card' && walkIn) return 'gift_card';
  // Every other tender is credit in the ledger.
  return 'store_credit';
}

/**
 * The one way money goes back for an order (docs/decisions/0004). `refund` runs in the
 * caller's transaction: it splits the amount over the tenders that paid (`splitRefund`), gives
 * the credit part back to the ledger at once, records the card part as a pending refund with
 * its own idempotency key, and queues the "refund sent" mail. `send`, called after the
 * transaction commits (and by the sweeper), sends the pending card refunds to the provider:
 * each is taken by one sender and sent under its key, so a crash never loses or doubles one.
 */
export function createOrderRefunds({
  repository,
  ledger,
  stamps,
  payments,
  mail,
  clock = () => new Date(),
}: {
  repository: OrderRefundsRepository;
  ledger: RefundLedger;
  /** The loyalty stamp an order earned, taken back when the whole order is refunded. */
  stamps: Pick<LoyaltyRepository, 'revokeFor'>;
  payments: Pick<PaymentProvider, 'refund'>;
  mail: Pick<OrderMail, 'refundSent'>;
  clock?: (() => Date) | undefined;
}) {
  /** Why a refund above what may be refunded is refused, naming the gift cards when they are why. */
  async function beyondRefundable(
    tx: Transaction,
    order: { id: number; orderNumber: string; channel: SalesChannel },
    refundable: number,
  ): Promise<string> {
    const only = `Only ${formatDollars(refundable)} of order ${order.orderNumber}`;
    if ((await repository.giftCardsKeptCents(tx, order.id)) === 0)
      return `${only} is left to refund.`;
    // A counter sale is never cancelled: the card was handed over, and its money is on it.
    if (order.channel === 'counter')
      return `${only} can be refunded: what paid for its gift cards stays on the cards, which were handed over at the counter.`;
    return `${only} can be refunded: what paid for its gift cards comes back only by cancelling the order before they are redeemed.`;
  }

  /** What is left to refund of the order: what its tenders paid less what went back. */
  async function leftCents(tx: Transaction, orderId: number): Promise<number> {
    const tenders = await repository.tendersOf(tx, orderId);
    return tenders.reduce((sum, tender) => sum + tender.paidCents - tender.refundedCents, 0);
  }

  /**
   * What may still be refunded: what is left, less what paid for the order's gift cards not
   * voided. An issued card is the customer's money already (a cancel voids it first); a
   * redeemed one is in someone's store credit. Refunding either would pay it out twice.
   */
  async function refundableCents(tx: Transaction, orderId: number): Promise<number> {
    const kept = await repository.giftCardsKeptCents(tx, orderId);
    return Math.max(0, (await leftCents(tx, orderId)) - kept);
  }

  async function refund(tx: Transaction, request: RefundRequest): Promise<RefundPart[]> {
    const order = await repository.lockOrder(tx, request.orderId);
    if (!order) throw new NotFoundError('Order not found');
    const tenders = await repository.tendersOf(tx, order.id);
    const refundable = await refundableCents(tx, order.id);
    const shares =
      request.amountCents <= refundable ? splitRefund(request.amountCents, tenders) : null;
    if (!shares) {
      const message = await beyondRefundable(tx, order, refundable);
      throw new ConflictError(message, {
        code: 'refund_exceeds_paid',
        fields: { amount: message },
      });
    }
    const at = clock();
    const base = {
      orderId: order.id,
      registrationId: request.registrationId ?? null,
      returnId: request.returnId ?? null,
      createdAt: at,
    };
    // A counter sale's card was paid on the store's own terminal, which gives the money back
    // there and then: recorded as refunded, never sent to the online provider.
    const cardAtTerminal = order.channel === 'counter';
    const toLedger = (
      amountCents: number,
      customerId = order.customerId,
      note = `Refund of order ${order.orderNumber}: ${request.reason}`,
    ) => {
      if (customerId === null) {
        throw new ConflictError('A sale without a customer cannot be refunded to store credit.', {
          code: 'customer_required',
        });
      }
      return ledger.credit(tx, 'refund', {
        customerId,
        amountCents,
        location: order.location,
        by: request.by,
        for: { orderId: order.id, registrationId: request.registrationId ?? null },
        note,
      });
    };

    /**
     * Back on a walk-in's gift card; once redeemed, to the credit its value went into, without
     * telling the redeemer what the walk-in bought. Answers where it went.
     */
    const backOntoGiftCard = async (
      tender: { reference: string | null; lastFour: string | null },
      amountCents: number,
    ): Promise<'gift_card' | 'store_credit'> => {
      const cardId = Number(tender.reference);
      if (await repository.backOntoGiftCard(tx, cardId, amountCents)) return 'gift_card';
      const redeemer = await repository.giftCardRedeemer(tx, cardId);
      if (redeemer === null) throw new Error(`gift card ${tender.reference} can take nothing back`);
      await toLedger(
        amountCents,
        redeemer,
        `Gift card ending ${tender.lastFour}: a purchase refunded`,
      );
      return 'store_credit';
    };

    for (const share of shares) await repository.takeFromTender(tx, share.id, share.cents);
    // An order refunded whole earned nothing: its stamp goes with the money.
    if ((await leftCents(tx, order.id)) === 0) await stamps.revokeFor(tx, order.id);
    const parts: RefundPart[] = [];
    const rows: { id: number }[] = [];
    if (request.to === 'store_credit') {
      await toLedger(request.amountCents);
      rows.push(
        await repository.insert(tx, {
          ...base,
          method: 'store_credit',
          amountCents: request.amountCents,
          reason: `${request.reason} (store credit at the customer's request)`,
          idempotencyKey: randomUUID(),
          refundedAt: at,
        }),
      );
      parts.push({ method: 'store_credit', cents: request.amountCents });
    } else {
      for (const share of shares) {
        const tender = tenders.find((one) => one.id === share.id);
        // Credit goes back at once and cash from the drawer; an online card's waits for the sender.
        let method = refundMethod(tender?.method, request, order.customerId === null);
        if (method === 'store_credit') await toLedger(share.cents);
        if (method === 'gift_card' && tender) method = await backOntoGiftCard(tender, share.cents);
        if (method === 'cash') await request.payOutCash?.(tx, share.cents);
        rows.push(
          await repository.insert(tx, {
            ...base,
            tenderId: share.id,
            method,
            amountCents: share.cents,
            reason: request.reason,
            idempotencyKey: randomUUID(),
            refundedAt: method === 'card' && !cardAtTerminal ? null : at,
          }),
        );
        parts.push({ method, cents: share.cents });
      }
    }
    const [first] = rows;
    if (first) {
      await mail.refundSent(tx, order.id, {
        key: `refund_sent:${first.id}`,
        reason: request.reason,
        parts,
      });
    }
    return parts;
  }

  async function send(): Promise<void> {
    const now = clock();
    const staleBefore = new Date(now.getTime() - STALE_MS);
    for (const due of await repository.due(staleBefore)) {
      if (!due.paymentIntentId) continue;
      if (!(await repository.start(due.id, now, staleBefore))) continue;
      try {
        await payments.refund(due.paymentIntentId, {
          amountCents: due.amountCents,
          idempotencyKey: due.idempotencyKey,
        });
        await repository.sent(due.id, clock());
      } catch {
        // Left started: the sweeper sends it again once it is stale, under the same key.
      }
    }
  }

  /**
   * What refunding a whole line of the order gives back: its amount and its part of the
   * order's sales tax (docs/architecture.md, "Sales tax").
   */
  async function lineTaxCents(
    tx: Transaction,
    orderId: number,
    item: Pick<LineItem, 'itemType' | 'itemId'>,
  ): Promise<number> {
    return repository.lineTaxCents(tx, orderId, item);
  }

  return { leftCents, refundableCents, lineTaxCents, refund, send };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
