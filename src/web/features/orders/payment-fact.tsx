import type { OrderTender, ShownPaymentStatus } from '../../../domain/orders/order.contract.ts';
import { paymentLabel } from '../../../domain/orders/order-status.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { OrderFact } from './order-fact.tsx';
import { TenderList } from './tender-list.tsx';

/**
 * An order's payment, the tenders that paid it, and what of it has been refunded, as customers
 * and staff both see it.
 */
export function PaymentFact({
  paymentStatus,
  refundedAmount,
  tenders,
}: {
  paymentStatus: ShownPaymentStatus | null;
  refundedAmount: string;
  tenders: readonly OrderTender[];
}) {
  return (
    <OrderFact label="Payment">
      {paymentLabel(paymentStatus)}
      <TenderList tenders={tenders} />
      {refundedAmount !== '0.00' && (
        <span className="block text-emerald-800">Refunded {formatApiPrice(refundedAmount)}</span>
      )}
    </OrderFact>
  );
}
