import { CheckCircle2, ReceiptText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CounterSale } from '../../../domain/counter/counter-sale.contract.ts';
import {
  dollars,
  receiptAfterTenders,
  receiptTenders,
  receiptTotals,
} from '../../../domain/counter/receipt.rules.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatStoreTime } from '../../lib/format.ts';
import { RECEIPT_RULE, ReceiptFacts, ReceiptPaper, ReceiptRows } from './receipt-paper.tsx';
import { ReceiptReturns } from './receipt-returns.tsx';

export const receiptPath = (sale: Pick<CounterSale, 'location' | 'receiptNumber'>) =>
  `/admin/${sale.location}/counter/receipts/${sale.receiptNumber}`;

/**
 * The codes of gift cards this sale issued, to write on the card handed over: only the answer
 * to the sale carries them (the shop keeps their hash), so they show here and never again.
 */
function IssuedGiftCards({ sale }: { sale: CounterSale }) {
  const issued = sale.giftCards.filter((card) => card.code !== null);
  if (issued.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">
        Gift card codes (shown once: write them on the cards now)
      </p>
      <ul aria-label="Gift card codes" className="mt-1 space-y-1">
        {issued.map((card) => (
          <li key={card.code} className="flex justify-between gap-3 font-mono text-base">
            <span>{card.code}</span>
            <span className="tabular-nums">{dollars(card.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sale just completed, on the Counter: its receipt number, the change to give, its totals. */
export function SaleComplete({ sale }: { sale: CounterSale }) {
  // The cashier pressed Complete sale below the fold: the change to give comes into view.
  const shown = useRef<HTMLElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [sale.receiptNumber]);
  return (
    <section
      ref={shown}
      role="status"
      aria-label="Sale complete"
      className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
    >
      <p className="flex items-center gap-2 text-lg font-bold text-emerald-900">
        <CheckCircle2 aria-hidden className="size-5" />
        Sale complete: receipt {sale.receiptNumber}
      </p>
      <p className="text-2xl font-extrabold">Change due {dollars(sale.change)}</p>
      <ReceiptRows
        // The change is the line above; after it come the stamps and the credit left.
        rows={[...receiptTotals(sale), ...receiptAfterTenders(sale).slice(1)]}
        className="grid max-w-md gap-x-4 text-sm"
      />
      <IssuedGiftCards sale={sale} />
      <Link to={receiptPath(sale)} className={buttonClasses('secondary', 'sm')}>
        <ReceiptText aria-hidden className="size-4" />
        View receipt
      </Link>
    </section>
  );
}

/** A counter sale's receipt as printed and reprinted. */
export function SaleReceipt({ sale }: { sale: CounterSale }) {
  return (
    <ReceiptPaper label={`Receipt ${sale.receiptNumber}`} store={sale.store}>
      <ReceiptFacts
        facts={[
          ['Receipt', sale.receiptNumber],
          ['Date', formatStoreTime(sale.createdAt)],
          ['Cashier', sale.cashierName],
          ...(sale.customer ? [['Customer', sale.customer.name] as const] : []),
        ]}
      />
      <ul className={`${RECEIPT_RULE} space-y-1`} aria-label="Lines">
        {sale.lines.map((line) => (
          <li key={line.lineId}>
            <p className="break-words">{line.name}</p>
            <p className="flex justify-between gap-3">
              <span>
                {line.quantity} × {dollars(line.unitPrice)}
              </span>
              <span className="tabular-nums">{dollars(line.total)}</span>
            </p>
            {line.discount !== '0.00' && (
              <p className="flex justify-between gap-3 pl-2">
                <span>Discount</span>
                <span className="tabular-nums">-{dollars(line.discount)}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <ReceiptRows
        rows={receiptTotals(sale)}
        className={`${RECEIPT_RULE} [&>div:last-child]:font-bold`}
      />
      <ReceiptRows rows={receiptTenders(sale)} className={RECEIPT_RULE} />
      <ReceiptRows rows={receiptAfterTenders(sale)} />
      <ReceiptReturns returns={sale.returns} />
      {sale.returnPolicy && <p className={`${RECEIPT_RULE} text-center`}>{sale.returnPolicy}</p>}
      <p className="text-center">Thank you!</p>
    </ReceiptPaper>
  );
}
