import { Printer } from 'lucide-react';
import type { CounterReturn } from '../../../domain/counter/counter-return.contract.ts';
import { tenderLabel } from '../../../domain/counter/receipt.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice } from '../../lib/format.ts';

/** The return just completed, in the server's figures: what came back and where the money went. */
export function ReturnReceipt({ receipt }: { receipt: CounterReturn }) {
  return (
    <section
      role="status"
      aria-label="Return complete"
      className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
    >
      <p className="text-lg font-bold text-emerald-900">Return complete: {receipt.returnNumber}</p>
      <p className="text-sm">
        {receipt.receiptNumber
          ? `Receipt ${receipt.receiptNumber}`
          : `Order ${receipt.orderNumber}`}{' '}
        · Cashier {receipt.cashier}
      </p>
      <ul className="divide-y divide-emerald-100 text-sm">
        {receipt.lines.map((line) => (
          <li key={line.lineId} className="flex justify-between gap-2 py-1">
            <span>
              {line.quantity} × {line.name}
              {line.restock ? '' : ' (damaged)'}
            </span>
            <span className="tabular-nums">{formatApiPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 text-sm">
        <dt className="text-stone-600">Tax refunded</dt>
        <dd className="text-right tabular-nums">{formatApiPrice(receipt.taxRefunded)}</dd>
        <dt className="font-bold">Refund total</dt>
        <dd className="text-right font-bold tabular-nums">{formatApiPrice(receipt.refundTotal)}</dd>
        {receipt.tenders.map((tender, index) => (
          // A fixed list, where two bank cards or gift cards are each a tender.
          <div key={`${index}:${tender.method}`} className="col-span-2 grid grid-cols-2">
            <dt className="text-stone-600">To {tenderLabel(tender)}</dt>
            <dd className="text-right tabular-nums">{formatApiPrice(tender.amount)}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        Print
      </Button>
    </section>
  );
}
