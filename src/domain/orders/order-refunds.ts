import type { PaymentStatus, ShownPaymentStatus } from './order.contract.ts';

export interface ShownPayment {
  paymentStatus: ShownPaymentStatus;
  refundedCents: number;
}

/**
 * An order's payment as its customer and staff see it. A payment refunded in full (a cancelled
 * order) is the whole total back; otherwise the refunds recorded against its lines (an event
 * entry dropped before the cut-off) make it refunded when they reach the total, partly refunded
 * below it.
 */
export function shownPayment(
  recorded: PaymentStatus,
  totalCents: number,
  lineRefundCents: number,
): ShownPayment {
  if (recorded === 'refunded') return { paymentStatus: 'refunded', refundedCents: totalCents };
  if (lineRefundCents <= 0) return { paymentStatus: recorded, refundedCents: 0 };
  const refundedCents = Math.min(lineRefundCents, totalCents);
  return {
    paymentStatus: refundedCents === totalCents ? 'refunded' : 'partially_refunded',
    refundedCents,
  };
}
