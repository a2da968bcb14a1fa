import { TENDER_METHODS } from '../orders/tenders.ts';
import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { storeDaySchema } from '../shared/store-day.contract.ts';
import { z } from '../shared/zod.ts';
import { TRADE_IN_PAYOUTS } from '../trade-ins/trade-in.rules.ts';
import { reportFormatSchema } from './reports.contract.ts';

/** One store's counter on one store day; the day is today in store time when left out. */
export const endOfDayQuerySchema = z.object({
  location: locationSchema,
  date: storeDaySchema.optional(),
  format: reportFormatSchema,
});

const countAndAmount = { count: z.number().int(), amount: priceStringSchema };

export const endOfDayDrawerSchema = z.object({
  id: z.number().int(),
  register: z.string(),
  openedBy: z.string(),
  status: z.enum(['open', 'closed']),
  float: priceStringSchema,
  cashSales: priceStringSchema,
  cashRefunds: priceStringSchema,
  paidIn: priceStringSchema,
  paidOut: priceStringSchema,
  /** Cash paid out of the drawer for trade-ins accepted (issue 28). */
  tradeInPayouts: priceStringSchema,
  expected: priceStringSchema,
  /** Null while the drawer is still open. */
  counted: priceStringSchema.nullable(),
  /** Counted − expected: negative is short; null while open. */
  overShort: priceStringSchema.nullable(),
  /** The store day it was counted and closed on; null while open. */
  closedOn: z.string().nullable(),
  /**
   * Of `cashSales`, what sales rung after this day (the drawer still open past midnight) took:
   * those sales count in their own day's sales and tenders, their cash here.
   */
  cashSalesAfterDay: priceStringSchema,
});
export type EndOfDayDrawer = z.infer<typeof endOfDayDrawerSchema>;

/**
 * A drawer opened on an earlier day that was still open on this one: counted, expected and
 * over/short on the day it was opened, it is named here only so this day's cash can be traced.
 */
export const carriedOverDrawerSchema = z.object({
  id: z.number().int(),
  register: z.string(),
  openedBy: z.string(),
  openedOn: z.string(),
  /** Null while open. */
  closedOn: z.string().nullable(),
  /** The cash this day's sales put in it. */
  cashSales: priceStringSchema,
});
export type CarriedOverDrawer = z.infer<typeof carriedOverDrawerSchema>;

/**
 * The counter's day at one store (issue 27): its sales, returns, tenders, kinds, cashiers and
 * drawers, gift cards sold and the store credit issued and spent at the store that day.
 */
export const endOfDayReportSchema = z.object({
  location: locationSchema,
  date: z.string(),
  /** Counter sales made that day. */
  sales: z.number().int(),
  /** The lines at their prices before any discount. */
  gross: priceStringSchema,
  discounts: priceStringSchema,
  /** Refunds recorded that day of counter sales, without the tax returned goods gave back. */
  returns: priceStringSchema,
  /** Gross − discounts − returns. */
  net: priceStringSchema,
  /** The sales tax charged on the day's sales, less what returns gave back. */
  tax: priceStringSchema,
  /** Taken per way of paying, every method listed. */
  byTender: z.array(z.object({ method: z.enum(TENDER_METHODS), ...countAndAmount })),
  /** Line totals after discounts per kind sold, every registered kind listed. */
  byKind: z.array(
    z.object({ kind: z.string(), units: z.number().int(), amount: priceStringSchema }),
  ),
  /** Each cashier's sales and what they came to, tax included. */
  byCashier: z.array(z.object({ cashier: z.string(), ...countAndAmount })),
  /**
   * The drawers opened that day, each whole, even one closed after midnight: a drawer is one
   * count, so its expected cash and over/short belong to the day it was opened on, once.
   */
  drawers: z.array(endOfDayDrawerSchema),
  /** Drawers opened on an earlier day that were still open on this one. */
  drawersCarriedOver: z.array(carriedOverDrawerSchema),
  giftCardsSold: z.object(countAndAmount),
  /** Trade-ins accepted that day, by the tender they were paid in (issue 28), both listed. */
  tradeInPayouts: z.array(z.object({ payout: z.enum(TRADE_IN_PAYOUTS), ...countAndAmount })),
  /**
   * Credit staff gave by hand at the store that day (issued, prizes, adjustments upwards).
   * Before refunds to credit and trade-ins paid in credit had lines of their own, it held them too.
   */
  creditIssued: priceStringSchema,
  /**
   * Credit staff took away by hand at the store that day (adjustments downwards), as a positive
   * amount: with the lines beside it, the day's credit movements add up to the ledger's.
   */
  creditRemoved: priceStringSchema,
  /**
   * Store credit tendered at the counter that day: the store credit row of `byTender`. Before,
   * it was the ledger's spends at the store, which counted a customer's gift card tender again.
   */
  creditSpent: priceStringSchema,
  /** What the day's returns and refunds of counter sales put on store credit, tax included. */
  creditRefunded: priceStringSchema,
  /**
   * Gift cards loaded onto customers' credit at the store that day, at their whole value left:
   * a card tendered with a customer attached (its rest stays as their credit), or one redeemed
   * online that the store sold.
   */
  giftCardsRedeemed: z.object(countAndAmount),
});
export type EndOfDayReport = z.infer<typeof endOfDayReportSchema>;
