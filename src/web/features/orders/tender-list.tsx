import type { OrderTender } from '../../../domain/orders/order.contract.ts';
import { TENDER_LABELS } from '../../../domain/orders/tenders.ts';
import { formatApiPrice } from '../../lib/format.ts';

/** What paid an order, one tender a line ("Store credit $3.00", "Card $5.00"). */
export function TenderList({ tenders }: { tenders: readonly OrderTender[] }) {
  if (tenders.length === 0) return null;
  return (
    <ul aria-label="Paid with" className="font-normal text-stone-700">
      {tenders.map((tender, index) => (
        // A fixed list, where two bank cards or gift cards are each a tender.
        <li key={`${index}:${tender.method}`}>
          {TENDER_LABELS[tender.method]} {formatApiPrice(tender.amount)}
        </li>
      ))}
    </ul>
  );
}
