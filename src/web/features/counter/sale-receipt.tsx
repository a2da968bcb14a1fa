import { CheckCircle2 } from 'lucide-react';
import type { CounterSale } from '../../../domain/counter/counter-sale.contract.ts';
import { formatApiPrice } from '../../lib/format.ts';

/** The sale just completed, in the server's figures: its receipt number and the change to give. */
export function SaleReceipt({ sale }: { sale: CounterSale }) {
  const rows: [string, string][] = [
    ['Subtotal', sale.subtotal],
    ['Discounts', sale.discountTotal],
    [sale.taxLabel, sale.taxAmount],
    ['Total', sale.total],
  ];
  return (
    <section
      role="status"
      aria-label="Sale complete"
      className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
    >
      <p className="flex items-center gap-2 text-lg font-bold text-emerald-900">
        <CheckCircle2 aria-hidden className="size-5" />
        Sale complete: receipt {sale.receiptNumber}
      </p>
      <p className="text-2xl font-extrabold">Change due {formatApiPrice(sale.change)}</p>
      <dl className="grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-semibold tabular-nums">{formatApiPrice(value)}</dd>
          </div>
        ))}
      </dl>
      {sale.creditLeft !== null && (
        <p className="text-sm">Store credit left: {formatApiPrice(sale.creditLeft)}</p>
      )}
    </section>
  );
}
