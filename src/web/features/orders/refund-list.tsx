import type { OrderRefund } from '../../../domain/orders/order.contract.ts';
import { TENDER_LABELS } from '../../../domain/orders/tenders.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';

/** Every refund of an order: how much, where it went, why and when (store time). */
export function RefundList({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="mt-4 border-t border-stone-200 pt-3">
      <h4 className="text-sm font-semibold text-stone-700">Refunds</h4>
      <ul className="mt-1 divide-y divide-stone-100 text-sm">
        {refunds.map((refund, index) => (
          // Refunds carry no id; an order's refunds are only ever added to, in order.
          <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-medium">{formatApiPrice(refund.amount)}</span> to{' '}
              {TENDER_LABELS[refund.method].toLowerCase()}: {refund.reason}
            </span>
            <time dateTime={refund.createdAt} className="text-stone-600">
              {formatStoreTime(refund.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
