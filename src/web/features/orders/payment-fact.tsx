import type { ShownPaymentStatus } from '../../../domain/orders/order.contract.ts';
import { paymentLabel } from '../../../domain/orders/order-status.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { OrderFact } from './order-fact.tsx';

/** An order's payment, and what of it has been refunded, as customers and staff both see it. */
export function PaymentFact({
  paymentStatus,
  refundedAmount,
}: {
  paymentStatus: ShownPaymentStatus | null;
  refundedAmount: string;
}) {
  return (
    <OrderFact label="Payment">
      {paymentLabel(paymentStatus)}
      {refundedAmount !== '0.00' && (
        <span className="block text-emerald-800">Refunded {formatApiPrice(refundedAmount)}</span>
      )}
    </OrderFact>
  );
}
