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
  /** The change to what is left on gift cards not yet redeemed, both stores. */
  cardValueChangeCents: number;
  giftCardsSold: number;
  giftCardsSoldCents: number;
}

const emptyFigures = (): CreditFigures => ({
  kindEntries: new Map(),
  kindCents: new Map(),
  shopChangeCents: 0,
  cardValueChangeCents: 0,
  giftCardsSold: 0,
  giftCardsSoldCents: 0,
});

export interface CreditResults {
  kinds: readonly { bucket: string; kind: LedgerKind; entries: number; cents: number }[];
  shopChange: readonly { bucket: string; cents: number }[];
  cardValueChange: readonly { bucket: string; cents: number }[];
  giftCardsSold: readonly { bucket: string; cards: number; cents: number }[];
}

const sumOf = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/** What the shop owes at a moment, both stores: in balances, and on gift cards not redeemed. */
interface Owed {
  balancesCents: number;
  cardsCents: number;
}

function toCreditTotals(figures: CreditFigures, owed: Owed): CreditTotals {
  return {
    outstanding: formatPrice(owed.balancesCents),
    giftCardsOutstanding: formatPrice(owed.cardsCents),
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
 * with what was owed at its end: what was owed before the range plus every change up to then.
 */
export function creditRowsAndTotals(
  buckets: readonly string[],
  opening: Owed,
  { kinds, shopChange, cardValueChange, giftCardsSold }: CreditResults,
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
  for (const row of cardValueChange) at(row.bucket).cardValueChangeCents = row.cents;
  for (const row of giftCardsSold) {
    for (const target of [at(row.bucket), total]) {
      target.giftCardsSold += row.cards;
      target.giftCardsSoldCents += row.cents;
    }
  }
  const owed = { ...opening };
  const rows: CreditRow[] = [...figures].map(([date, bucket]) => {
    owed.balancesCents += bucket.shopChangeCents;
    owed.cardsCents += bucket.cardValueChangeCents;
    return { date, ...toCreditTotals(bucket, owed) };
  });
  return { rows, totals: toCreditTotals(total, owed) };
}
