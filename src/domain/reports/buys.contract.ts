import { priceStringSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';
import { reportScopeSchema } from './reports.contract.ts';

/**
 * The cards the stores bought over the counter (issue 28): accepted trade-ins, counted on the
 * store day they were accepted. Rejected lines are not bought; declined, cancelled and open
 * trade-ins are left out.
 */

/** One store day's buys, every day of the range listed so a chart shows quiet days as zero. */
export const buysDaySchema = z.object({
  date: z.string(),
  /** Copies bought. */
  cards: z.number().int(),
  /** Paid out of the drawer in cash. */
  cash: priceStringSchema,
  /** Paid as store credit. */
  credit: priceStringSchema,
});

/** One card bought (its name, set, condition and finish), all its copies together. */
export const boughtCardSchema = z.object({
  name: z.string(),
  /** The set's name. */
  set: z.string(),
  setCode: z.string().nullable(),
  condition: z.string(),
  finish: z.string(),
  quantity: z.number().int(),
  /** Cash and credit paid for its copies together. */
  paid: priceStringSchema,
});
export type BoughtCard = z.infer<typeof boughtCardSchema>;

/**
 * What the copies bought would sell for at today's prices, less what was paid for them. A copy
 * counts at the price of the store's listed row of its identity (condition and finish); a copy
 * whose row is gone or not for sale has no price today, so it is left out of the margin and
 * counted apart as unlisted.
 */
export const buysMarginSchema = z.object({
  listedCards: z.number().int(),
  sellValue: priceStringSchema,
  paid: priceStringSchema,
  margin: priceStringSchema,
  unlistedCards: z.number().int(),
  unlistedPaid: priceStringSchema,
});

export const buysReportSchema = z.object({
  location: reportScopeSchema,
  from: z.string(),
  to: z.string(),
  days: z.array(buysDaySchema),
  totals: buysDaySchema.omit({ date: true }),
  /** Most copies first, the first REPORT_LIST_LIMIT; the CSV lists every card bought. */
  topCards: z.array(boughtCardSchema),
  margin: buysMarginSchema,
});
export type BuysReport = z.infer<typeof buysReportSchema>;
