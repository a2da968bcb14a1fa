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
