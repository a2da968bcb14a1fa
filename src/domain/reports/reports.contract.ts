import { SELLABLE_KINDS } from '../inventory/sellable-kinds.ts';
import { SALES_CHANNELS } from '../orders/sales-channel.ts';
import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { storeDaySchema } from '../shared/store-day.contract.ts';
import { z } from '../shared/zod.ts';
import { LEDGER_KINDS } from '../store-credit/store-credit.rules.ts';
import { LOCATIONS } from '../stores/stores.ts';
import { type DayRange, GROUP_BYS, MAX_RANGE_DAYS, rangeProblem } from './report-range.ts';

/** A report covers one store, or both together (`all`, the owner's combined view). */
export const REPORT_SCOPES = [...LOCATIONS, 'all'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

export const reportScopeSchema = z.enum(REPORT_SCOPES, {
  error: 'location must be nlr, benton or all',
});

export const reportFormatSchema = z
  .enum(['json', 'csv'], { error: 'format must be json or csv' })
  .default('json');

const rangeFields = {
  location: reportScopeSchema,
  from: storeDaySchema,
  to: storeDaySchema,
  format: reportFormatSchema,
};

/** `from` after `to`, or a range past three years, is refused on `to`. */
function withOrderedRange<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).superRefine((query, context) => {
    const problem = rangeProblem(query as unknown as DayRange);
    if (problem === 'reversed') {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (problem === 'too_long') {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `a report covers at most ${MAX_RANGE_DAYS} days`,
      });
    }
  });
}

const groupByField = {
  groupBy: z.enum(GROUP_BYS, { error: 'groupBy must be day, week or month' }).optional(),
};

export const salesQuerySchema = withOrderedRange({ ...rangeFields, ...groupByField });

export const TOP_ITEM_SORTS = ['revenue', 'units'] as const;
export type TopItemSort = (typeof TOP_ITEM_SORTS)[number];

/** Lists answer their first rows; the CSV download carries every row. */
export const REPORT_LIST_LIMIT = 50;

export const topItemsQuerySchema = withOrderedRange({
  ...rangeFields,
  sort: z.enum(TOP_ITEM_SORTS, { error: 'sort must be revenue or units' }).default('revenue'),
});

export const STOCK_LISTS = ['low', 'slow'] as const;
export type StockList = (typeof STOCK_LISTS)[number];

export const stockQuerySchema = withOrderedRange({
  ...rangeFields,
  /** Low stock unless slow movers are asked for, as top items default to revenue. */
  list: z.enum(STOCK_LISTS, { error: 'list must be low or slow' }).default('low'),
});

export const eventsQuerySchema = withOrderedRange(rangeFields);

export const refundsQuerySchema = withOrderedRange(rangeFields);

export const creditQuerySchema = withOrderedRange({ ...rangeFields, ...groupByField });

export const taxQuerySchema = withOrderedRange(rangeFields);

export const buysQuerySchema = withOrderedRange(rangeFields);

const taxFigures = {
  /** The taxed lines' amounts after discounts. */
  taxableSales: priceStringSchema,
  /** Lines of kinds not taxed (gift cards, untaxed entries) after discounts. */
  exemptSales: priceStringSchema,
  /** The sales tax charged on them. */
  tax: priceStringSchema,
  /** Taxed goods brought back (counted on the day they came back), without their tax. */
  taxableReturns: priceStringSchema,
  /** The tax given back with them. */
  taxReturned: priceStringSchema,
  /** The tax charged less the tax given back: what the store owes for the day. */
  netTax: priceStringSchema,
};

/** A store day's sales and returns on one channel, as the tax return needs them. */
export const taxRowSchema = z.object({
  date: z.string(),
  location: locationSchema,
  channel: z.enum(SALES_CHANNELS),
  sales: z.number().int(),
  ...taxFigures,
});
export type TaxRow = z.infer<typeof taxRowSchema>;

export const taxReportSchema = z.object({
  location: reportScopeSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(taxRowSchema),
  /** Each channel's figures over the range. */
  totals: z.array(z.object({ channel: z.enum(SALES_CHANNELS), ...taxFigures })),
});
export type TaxReport = z.infer<typeof taxReportSchema>;

export const pickupQueueQuerySchema = z.object({
  location: reportScopeSchema,
  format: reportFormatSchema,
});

/** Money summed per kind of thing sold: `card`, `merchandise`, `event_entry`, and any kind added later. */
const byKindSchema = z.record(z.string(), priceStringSchema);

export const salesRowSchema = z.object({
  /** The bucket's first store day (a day, its week's Monday or its month's first, never before `from`). */
  date: z.string(),
  orders: z.number().int(),
  /** What customers paid for the bucket's orders, less the refunds recorded in it. */
  revenue: priceStringSchema,
  /** Line totals per kind, at the prices charged before the loyalty discount. */
  byKind: byKindSchema,
  discounts: priceStringSchema,
  refunds: priceStringSchema,
  /** Orders placed in the bucket and since cancelled: left out of the figures above. */
  cancelled: z.number().int(),
  /** What customers paid for the bucket's sales on each channel (online, counter), before refunds. */
  byChannel: z.record(z.enum(SALES_CHANNELS), priceStringSchema),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesTotalsSchema = salesRowSchema.omit({ date: true });
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const salesPointSchema = salesRowSchema.pick({ date: true, orders: true, revenue: true });
export type SalesPoint = z.infer<typeof salesPointSchema>;

export const salesReportSchema = z.object({
  location: reportScopeSchema,
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(GROUP_BYS),
  /** The kinds in `byKind`, in the order a chart stacks them. */
  kinds: z.array(z.string()),
  rows: z.array(salesRowSchema),
  totals: salesTotalsSchema,
  /** The period of equal length before, bucketed alike: the chart's comparison line. */
  previous: z.object({ from: z.string(), to: z.string(), rows: z.array(salesPointSchema) }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const topItemSchema = z.object({
  itemType: z.string(),
  itemId: z.number().int(),
  name: z.string(),
  location: locationSchema,
  units: z.number().int(),
  revenue: priceStringSchema,
});
export type TopItem = z.infer<typeof topItemSchema>;

export const topItemsReportSchema = z.object({
  sort: z.enum(TOP_ITEM_SORTS),
  items: z.array(topItemSchema),
});
export type TopItemsReport = z.infer<typeof topItemsReportSchema>;

export const stockItemSchema = z.object({
  itemType: z.enum(SELLABLE_KINDS),
  itemId: z.number().int(),
  name: z.string(),
  location: locationSchema,
  stock: z.number().int(),
  price: priceStringSchema,
  /** The threshold of the item's store, for low stock. */
  threshold: z.number().int(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockReportSchema = z.object({
  list: z.enum(STOCK_LISTS),
  /** How many items are on the list, counted up to 1,000; `items` holds the first REPORT_LIST_LIMIT. */
  total: z.number().int(),
  /** True when more items are on the list than `total` (the count stopped at 1,000). */
  totalCapped: z.boolean(),
  items: z.array(stockItemSchema),
});
export type StockReport = z.infer<typeof stockReportSchema>;

export const eventRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  location: locationSchema,
  status: z.string(),
  /** Seats, or null when the event has no limit. */
  capacity: z.number().int().nullable(),
  registered: z.number().int(),
  waitlisted: z.number().int(),
  /** Registered over capacity, from 0 to 1; null without a capacity. */
  fillRate: z.number().nullable(),
  /** Entries paid online or at the counter by the players still registered. */
  entryRevenue: priceStringSchema,
  refunds: priceStringSchema,
});
export type EventRow = z.infer<typeof eventRowSchema>;

export const eventsReportSchema = z.object({ items: z.array(eventRowSchema) });
export type EventsReport = z.infer<typeof eventsReportSchema>;

/** A cancelled order, an event entry refunded on a drop, or money staff gave back on an order (a refund or a return). */
export const REFUND_KINDS = ['cancelled_order', 'entry_refund', 'order_refund'] as const;

export const refundRowSchema = z.object({
  kind: z.enum(REFUND_KINDS),
  /** The store day of the cancelled order, of the drop that owed the refund, or of staff's refund. */
  date: z.string(),
  location: locationSchema,
  /** The order number, or the event's name. */
  reference: z.string(),
  customer: z.string(),
  amount: priceStringSchema,
  /** The money's state: refunded, pending (the refund is still to go out) or not_charged. */
  state: z.enum(['refunded', 'pending', 'not_charged']),
});
export type RefundRow = z.infer<typeof refundRowSchema>;

export const refundsReportSchema = z.object({ items: z.array(refundRowSchema) });
export type RefundsReport = z.infer<typeof refundsReportSchema>;

export const waitingOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  pickupCode: z.string().nullable(),
  location: locationSchema,
  customer: z.string(),
  status: z.enum(['paid', 'ready_for_pickup']),
  createdAt: z.string(),
  /** Whole minutes since the order was placed. */
  ageMinutes: z.number().int(),
  total: priceStringSchema,
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const pickupQueueReportSchema = z.object({ items: z.array(waitingOrderSchema) });
export type PickupQueueReport = z.infer<typeof pickupQueueReportSchema>;

/**
 * Store credit per bucket of store days. Credit is one balance good in both stores, so the
 * outstanding balance (what the shop owes its customers) is shop-wide whatever the scope;
 * everything else counts what happened at the scope's store or stores: an entry carries the
 * store where it was written, a gift card the store that sold it.
 */
export const creditRowSchema = z.object({
  /** The bucket's first store day, as in the sales report. */
  date: z.string(),
  /** Every customer's balance together, both stores, at the end of the bucket's last day. */
  outstanding: priceStringSchema,
  /**
   * What is left on gift cards sold and not yet redeemed, both stores, at the end of the
   * bucket's last day: owed too, but held by whoever has the card, not in any balance.
   */
  giftCardsOutstanding: priceStringSchema,
  /** Every entry written at the scope's stores in the bucket, added up (signed). */
  net: priceStringSchema,
  /**
   * The entries of each ledger kind, signed as written: `spent` is negative, `released` gives
   * back what an unfinished checkout held, `adjustment` goes either way. Every kind is listed.
   */
  byKind: z.record(z.enum(LEDGER_KINDS), priceStringSchema),
  /** Gift cards the scope's stores sold (issued when paid), void ones left out. */
  giftCardsSold: z.number().int(),
  giftCardsSoldValue: priceStringSchema,
  /** Gift cards loaded onto a balance: the `gift_card` entries, counted and summed. */
  giftCardsRedeemed: z.number().int(),
  giftCardsRedeemedValue: priceStringSchema,
});
export type CreditRow = z.infer<typeof creditRowSchema>;

export const creditTotalsSchema = creditRowSchema.omit({ date: true });
export type CreditTotals = z.infer<typeof creditTotalsSchema>;

export const creditReportSchema = z.object({
  location: reportScopeSchema,
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(GROUP_BYS),
  /** The ledger kinds of `byKind`, in the order the table and the chart show them. */
  kinds: z.array(z.enum(LEDGER_KINDS)),
  /** Every balance together, both stores, at the end of the day before `from`. */
  openingOutstanding: priceStringSchema,
  /** What was left on gift cards not yet redeemed, both stores, at the end of the day before `from`. */
  openingGiftCardsOutstanding: priceStringSchema,
  rows: z.array(creditRowSchema),
  /** Over the range; `outstanding` and `giftCardsOutstanding` are at the end of `to`. */
  totals: creditTotalsSchema,
});
export type CreditReport = z.infer<typeof creditReportSchema>;

export const DEFAULT_LOW_STOCK_THRESHOLD = 2;
export const MAX_LOW_STOCK_THRESHOLD = 1000;

export const reportSettingsSchema = z.object({
  location: locationSchema,
  /** Items at or below this many in stock are listed as low stock. */
  lowStockThreshold: z
    .number({ error: 'lowStockThreshold must be a whole number' })
    .int('lowStockThreshold must be a whole number')
    .min(0, `lowStockThreshold must be from 0 to ${MAX_LOW_STOCK_THRESHOLD}`)
    .max(MAX_LOW_STOCK_THRESHOLD, `lowStockThreshold must be from 0 to ${MAX_LOW_STOCK_THRESHOLD}`),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const reportSettingsQuerySchema = z.object({ location: locationSchema });
