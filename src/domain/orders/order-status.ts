import { SELLABLE_KINDS } from '../inventory/sellable-kinds.ts';
import { EVENT_ENTRY } from '../registrations/registration.contract.ts';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type ShownPaymentStatus,
} from './order.contract.ts';

/** Where an order may go next. Cancelling refunds the payment; a collected order is final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['ready_for_pickup', 'cancelled'],
  ready_for_pickup: ['picked_up', 'cancelled'],
  picked_up: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

const PAYMENT_STATUS_LABELS: Record<ShownPaymentStatus, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/** A payment's status in words; none recorded reads 'Paid' (docs/requirements.md#checkout-and-orders). */
export function paymentLabel(status: ShownPaymentStatus | null): string {
  return status === null ? 'Paid' : PAYMENT_STATUS_LABELS[status];
}

/** Whether a line of this kind is goods from the shelf, collected at the store's counter. */
const isGoods = (itemType: string) => (SELLABLE_KINDS as readonly string[]).includes(itemType);

/**
 * Whether an order holds goods from the shelf to collect at the counter: gift cards arrive by
 * mail and event entries are taken up at the event, so an order of only those has no pickup.
 */
export const hasGoodsToCollect = (items: readonly { productType: string }[]) =>
  items.some((item) => isGoods(item.productType));

/**
 * How what a cart or an order holds reaches its buyer: goods are picked up at the store's
 * counter (whatever else comes with them), an event entry is taken up at the event, held at
 * the store, and gift cards arrive by e-mail.
 */
export type Handover = 'pickup' | 'event' | 'email';

export function handoverOf(itemTypes: readonly string[]): Handover {
  if (itemTypes.some(isGoods)) return 'pickup';
  return itemTypes.includes(EVENT_ENTRY) ? 'event' : 'email';
}

/**
 * The pickup code a customer or staff are shown: none for an order with nothing to collect.
 * Every online order keeps one (the database asks it), but showing it would send the buyer of
 * an event entry to a counter with nothing waiting there.
 */
export const shownPickupCode = (
  pickupCode: string | null,
  items: readonly { productType: string }[],
) => (hasGoodsToCollect(items) ? pickupCode : null);

/** The moves that hand an order over at the counter, which an order with no goods never makes. */
export const isHandingOver = (to: OrderStatus) => to === 'ready_for_pickup' || to === 'picked_up';

export const NOTHING_TO_HAND_OVER =
  'This order has nothing to hand over: event entries are taken up at the event, and gift cards arrive by mail.';

/**
 * What an order reads as for its customer and staff: its status, except that an order whose
 * payment all went back (an entry dropped before the cut-off, a refund in full) reads
 * refunded, never paid or waiting. A cancelled order says so; its payment line says refunded.
 */
export const ORDER_STATES = [...ORDER_STATUSES, 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  ...ORDER_STATUS_LABELS,
  refunded: 'Refunded',
};

export function orderState(order: {
  status: OrderStatus;
  paymentStatus: ShownPaymentStatus | null;
}): OrderState {
  return order.status !== 'cancelled' && order.paymentStatus === 'refunded'
    ? 'refunded'
    : order.status;
}

export const REFUNDED_NOT_HANDED_OVER =
  'All this order paid has been refunded: cancel it rather than hand it over.';

const NOTHING_LEFT_TO_CANCEL =
  'All this order paid has been refunded and it holds nothing to hand over: there is nothing left to cancel.';

/** What staff may move an order by: where it stands, what it holds, and whether all it paid went back. */
export interface OrderMoveFacts {
  status: OrderStatus;
  /** It holds goods from the shelf (`hasGoodsToCollect`). */
  goods: boolean;
  /** All it paid has gone back (its payment reads refunded). */
  refundedInFull: boolean;
}

/**
 * Why staff may not move an order there, or null when they may. An order refunded in full is
 * not handed over, and one that also holds no goods has nothing left to cancel: its money is
 * back and no stock or seat waits on it. Its goods, if any, go back to the shelf by cancelling.
 */
export function moveRefusal(order: OrderMoveFacts, to: OrderStatus): string | null {
  if (!canMoveOrder(order.status, to)) {
    return `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
  }
  if (isHandingOver(to) && !order.goods) return NOTHING_TO_HAND_OVER;
  if (isHandingOver(to) && order.refundedInFull) return REFUNDED_NOT_HANDED_OVER;
  if (to === 'cancelled' && order.refundedInFull && !order.goods) return NOTHING_LEFT_TO_CANCEL;
  return null;
}
