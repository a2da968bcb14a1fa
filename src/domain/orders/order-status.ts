import { SELLABLE_KINDS } from '../inventory/sellable-kinds.ts';
import type { OrderStatus, ShownPaymentStatus } from './order.contract.ts';

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

/**
 * Whether an order holds goods from the shelf to collect at the counter: gift cards arrive by
 * mail and event entries are taken up at the event, so an order of only those has no pickup.
 */
export const hasGoodsToCollect = (items: readonly { productType: string }[]) =>
  items.some((item) => (SELLABLE_KINDS as readonly string[]).includes(item.productType));

/** The moves that hand an order over at the counter, which an order with no goods never makes. */
export const isHandingOver = (to: OrderStatus) => to === 'ready_for_pickup' || to === 'picked_up';

export const NOTHING_TO_HAND_OVER =
  'This order has nothing to hand over: event entries are taken up at the event, and gift cards arrive by mail.';
