import { formatPrice } from '../../../domain/money/money.ts';
import type {
  CreditReport,
  CreditRow,
  CreditTotals,
} from '../../../domain/reports/reports.contract.ts';
import { LEDGER_KINDS, type LedgerKind } from '../../../domain/store-credit/store-credit.rules.ts';

interface CreditFigures {
  kindEntries: Map<LedgerKind, number>;
  kindCents: Map<LedgerKind, number>;
  /** The change to every balance together, both stores. */
  shopChangeCents: number;
  giftCardsSold: number;
  giftCardsSoldCents: number;
}

const emptyFigures = (): CreditFigures => ({
  kindEntries: new Map(),
  kindCents: new Map(),
  shopChangeCents: 0,
  giftCardsSold: 0,
  giftCardsSoldCents: 0,
});

export interface CreditResults {
  kinds: readonly { bucket: string; kind: LedgerKind; entries: number; cents: number }[];
  shopChange: readonly { bucket: string; cents: number }[];
  giftCardsSold: readonly { bucket: string; cards: number; cents: number }[];
}

const sumOf = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

function toCreditTotals(figures: CreditFigures, outstandingCents: number): CreditTotals {
  return {
    outstanding: formatPrice(outstandingCents),
    net: formatPrice(sumOf(figures.kindCents.values())),
    byKind: Object.fromEntries(
      LEDGER_KINDS.map((kind) => [kind, formatPrice(figures.kindCents.get(kind) ?? 0)]),
    ) as CreditTotals['byKind'],
    giftCardsSold: figures.giftCardsSold,
    giftCardsSoldValue: formatPrice(figures.giftCardsSoldCents),
    giftCardsRedeemed: figures.kindEntries.get('gift_card') ?? 0,
    giftCardsRedeemedValue: formatPrice(figures.kindCents.get('gift_card') ?? 0),
  };
}

/**
 * The SQL's per-bucket answers laid on every bucket of the range (empty ones as zeros), each
 * with the outstanding balance at its end: the balance before the range plus every change up
 * to then.
 */
export function creditRowsAndTotals(
  buckets: readonly string[],
  openingCents: number,
  { kinds, shopChange, giftCardsSold }: CreditResults,
): Pick<CreditReport, 'rows' | 'totals'> {
  const figures = new Map(buckets.map((bucket) => [bucket, emptyFigures()]));
  const total = emptyFigures();
  // The SQL labels its buckets by the domain's rule, so every answer lands on one of them.
  const at = (bucket: string) => figures.get(bucket) ?? emptyFigures();
  for (const row of kinds) {
    for (const target of [at(row.bucket), total]) {
      target.kindEntries.set(row.kind, (target.kindEntries.get(row.kind) ?? 0) + row.entries);
      target.kindCents.set(row.kind, (target.kindCents.get(row.kind) ?? 0) + row.cents);
    }
  }
  for (const row of shopChange) at(row.bucket).shopChangeCents = row.cents;
  for (const row of giftCardsSold) {
    for (const target of [at(row.bucket), total]) {
      target.giftCardsSold += row.cards;
      target.giftCardsSoldCents += row.cents;
    }
  }
  let outstanding = openingCents;
  const rows: CreditRow[] = [...figures].map(([date, bucket]) => {
    outstanding += bucket.shopChangeCents;
    return { date, ...toCreditTotals(bucket, outstanding) };
  });
  return { rows, totals: toCreditTotals(total, outstanding) };
}
