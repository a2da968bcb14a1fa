import { formatPrice } from '../../../domain/money/money.ts';
import { SALES_CHANNELS, type SalesChannel } from '../../../domain/orders/sales-channel.ts';
import type {
  SalesPoint,
  SalesRow,
  SalesTotals,
} from '../../../domain/reports/reports.contract.ts';

export interface BucketFigures {
  orders: number;
  paidCents: number;
  discountCents: number;
  cancelled: number;
  refundCents: number;
  kindCents: Map<string, number>;
  channelCents: Map<SalesChannel, number>;
}

const emptyFigures = (): BucketFigures => ({
  orders: 0,
  paidCents: 0,
  discountCents: 0,
  cancelled: 0,
  refundCents: 0,
  kindCents: new Map(),
  channelCents: new Map(),
});

export interface BucketedResults {
  sales: readonly {
    bucket: string;
    channel: SalesChannel;
    orders: number;
    paidCents: number;
    discountCents: number;
    cancelled: number;
  }[];
  lines: readonly { bucket: string; itemType: string; cents: number }[];
  refunds: readonly { bucket: string; cents: number }[];
}

/** The SQL's per-bucket answers gathered onto every bucket of the range, empty ones as zeros. */
export function gatherBuckets(
  buckets: readonly string[],
  { sales, lines, refunds }: BucketedResults,
): Map<string, BucketFigures> {
  const figures = new Map(buckets.map((bucket) => [bucket, emptyFigures()]));
  const at = (bucket: string) => {
    const found = figures.get(bucket);
    if (found) return found;
    const added = emptyFigures();
    figures.set(bucket, added);
    return added;
  };
  for (const { bucket, channel, ...counts } of sales) {
    // One row per channel: the bucket's figures are their sum, its channel split each one's.
    const into = at(bucket);
    into.orders += counts.orders;
    into.paidCents += counts.paidCents;
    into.discountCents += counts.discountCents;
    into.cancelled += counts.cancelled;
    into.channelCents.set(channel, (into.channelCents.get(channel) ?? 0) + counts.paidCents);
  }
  for (const row of refunds) at(row.bucket).refundCents += row.cents;
  for (const row of lines) at(row.bucket).kindCents.set(row.itemType, row.cents);
  return figures;
}

/**
 * The kinds a sales chart shows, in stacking order: every registered kind, then any other kind
 * sold (one no longer registered).
 */
export function kindsOf(figures: Iterable<BucketFigures>, registered: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const bucket of figures) for (const kind of bucket.kindCents.keys()) seen.add(kind);
  const others = [...seen].filter((kind) => !registered.includes(kind)).sort();
  return [...registered, ...others];
}

export function sumFigures(all: Iterable<BucketFigures>): BucketFigures {
  const total = emptyFigures();
  for (const bucket of all) {
    total.orders += bucket.orders;
    total.paidCents += bucket.paidCents;
    total.discountCents += bucket.discountCents;
    total.cancelled += bucket.cancelled;
    total.refundCents += bucket.refundCents;
    for (const [kind, cents] of bucket.kindCents)
      total.kindCents.set(kind, (total.kindCents.get(kind) ?? 0) + cents);
    for (const [channel, cents] of bucket.channelCents)
      total.channelCents.set(channel, (total.channelCents.get(channel) ?? 0) + cents);
  }
  return total;
}

/** Revenue is what customers paid for the sales, less the refunds recorded in the same bucket. */
export function toSalesFigures(figures: BucketFigures, kinds: readonly string[]): SalesTotals {
  return {
    orders: figures.orders,
    revenue: formatPrice(figures.paidCents - figures.refundCents),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, formatPrice(figures.kindCents.get(kind) ?? 0)]),
    ),
    discounts: formatPrice(figures.discountCents),
    refunds: formatPrice(figures.refundCents),
    cancelled: figures.cancelled,
    byChannel: Object.fromEntries(
      SALES_CHANNELS.map((channel) => [
        channel,
        formatPrice(figures.channelCents.get(channel) ?? 0),
      ]),
    ) as Record<SalesChannel, string>,
  };
}

export const toSalesRow = (
  date: string,
  figures: BucketFigures,
  kinds: readonly string[],
): SalesRow => ({ date, ...toSalesFigures(figures, kinds) });

export const toSalesPoint = (date: string, figures: BucketFigures): SalesPoint => ({
  date,
  orders: figures.orders,
  revenue: formatPrice(figures.paidCents - figures.refundCents),
});
