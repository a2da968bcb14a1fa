import { formatDollars } from '../../../domain/money/money.ts';
import type { SaleEstimate } from './sale-estimate.ts';

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

const PENDING = '…';

/** The sale's figures as the screen reckons them; the server's answer replaces them on completion. */
export function SaleTotals({
  estimate,
  taxLabel,
  dueCents,
  changeCents,
}: {
  estimate: SaleEstimate;
  taxLabel: string;
  dueCents: number | null;
  changeCents: number;
}) {
  return (
    <dl aria-label="Totals" className="space-y-1">
      <Row term="Subtotal" value={formatDollars(estimate.subtotalCents)} />
      {estimate.discountCents > 0 && (
        <Row term="Discounts" value={`−${formatDollars(estimate.discountCents)}`} />
      )}
      <Row
        term={taxLabel}
        value={estimate.taxCents === null ? PENDING : formatDollars(estimate.taxCents)}
      />
      <Row
        term="Total"
        strong
        value={estimate.totalCents === null ? PENDING : formatDollars(estimate.totalCents)}
      />
      <Row term="Due" strong value={dueCents === null ? PENDING : formatDollars(dueCents)} />
      {changeCents > 0 && <Row term="Change due" strong value={formatDollars(changeCents)} />}
    </dl>
  );
}
