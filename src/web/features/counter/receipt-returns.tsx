import type { CounterReturn } from '../../../domain/counter/counter-return.contract.ts';
import { dollars, tenderLabel } from '../../../domain/counter/receipt.rules.ts';
import { formatStoreTime } from '../../lib/format.ts';
import { RECEIPT_RULE, ReceiptRows } from './receipt-paper.tsx';

/**
 * What came back from the sale since, printed under it: each return's number, its lines, and
 * where its money went. So the receipt reprinted any time shows the sale as it now stands, and
 * a return's own receipt can be printed again with it.
 */
export function ReceiptReturns({ returns }: { returns: readonly CounterReturn[] }) {
  if (returns.length === 0) return null;
  return (
    <section aria-label="Returns" className="space-y-2">
      {returns.map((back) => (
        <div key={back.returnNumber} className={`${RECEIPT_RULE} space-y-1`}>
          <p className="font-bold">Return {back.returnNumber}</p>
          <p>
            {formatStoreTime(back.createdAt)} · {back.cashier}
          </p>
          <ReceiptRows
            rows={[
              ...back.lines.map((line) => ({
                label: `${line.quantity} × ${line.name}${line.restock ? '' : ' (damaged)'}`,
                amount: `-${dollars(line.amount)}`,
              })),
              { label: 'Tax refunded', amount: `-${dollars(back.taxRefunded)}` },
              { label: 'Refund total', amount: `-${dollars(back.refundTotal)}` },
              ...back.tenders.map((tender) => ({
                label: `To ${tenderLabel(tender)}`,
                amount: dollars(tender.amount),
              })),
            ]}
          />
        </div>
      ))}
    </section>
  );
}
