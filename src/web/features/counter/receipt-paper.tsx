import type { ReactNode } from 'react';
import type { ReceiptRow } from '../../../domain/counter/receipt.rules.ts';
import type { Store } from '../../../domain/stores/stores.ts';
import { SHOP } from '../../../domain/stores/stores.ts';

/**
 * The roll is 80 mm wide; the page's own margins would waste what little there is. The page's
 * size is left to the receipt printer's driver, which feeds the roll as long as the receipt
 * (CSS has no "80 mm wide, as long as it runs", and a fixed length would waste paper).
 */
export const RECEIPT_PRINT_PAGE = '@media print { @page { margin: 4mm; } }';

/** The dashed rule between a receipt's parts. */
export const RECEIPT_RULE = 'border-t border-dashed border-stone-400 pt-2';

/**
 * A receipt as printed: readable on screen, and under print laid out for an 80 mm roll (about
 * 72 mm printed), headed by the shop and the store, with nothing but the receipt on the paper.
 */
export function ReceiptPaper({
  label,
  store,
  children,
}: {
  label: string;
  store: Pick<Store, 'name' | 'street' | 'cityLine' | 'phone'>;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className="mx-auto w-full max-w-sm space-y-2 rounded-lg bg-white p-4 font-mono text-sm text-stone-900 shadow-sm print:w-[72mm] print:max-w-none print:rounded-none print:p-0 print:text-[11px] print:leading-tight print:shadow-none"
    >
      <header className="text-center">
        <p className="text-base font-bold print:text-[13px]">{SHOP.name}</p>
        <p className="font-semibold">{store.name}</p>
        <p>{store.street}</p>
        <p>{store.cityLine}</p>
        <p>{store.phone}</p>
      </header>
      {children}
    </article>
  );
}

/** A receipt's facts (its number, date, customer), the values on the right. */
export function ReceiptFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className={RECEIPT_RULE}>
      {facts.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3">
          <dt>{term}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Label and amount rows, the amounts lined up on the right. */
export function ReceiptRows({
  rows,
  className = '',
}: {
  rows: readonly ReceiptRow[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows.map((row, index) => (
        // A printed list in a fixed order, where two cards of one brand may read alike.
        <div key={`${index}:${row.label}`} className="flex justify-between gap-3">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
