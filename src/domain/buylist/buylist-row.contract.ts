import { cardFinishSchema } from '../cards/card.contract.ts';
import { CARD_CONDITIONS } from '../catalog/options.ts';
import { locationSchema, priceStringSchema, searchTextSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';
import { buyGameSchema } from './buylist-settings.contract.ts';

/** The deepest page a buylist search reads: past it, a shopper narrows the search instead. */
export const MAX_BUYLIST_PAGE = 400;
export const BUYLIST_PAGE_SIZE = 24;

const PAGE_PROBLEM = `page must be a whole number from 1 to ${MAX_BUYLIST_PAGE}`;

/** `GET /api/buylist`: a store's cards it buys, searched and filtered as the catalog's are. */
export const buylistQuerySchema = z.object({
  location: locationSchema,
  q: searchTextSchema,
  gameType: buyGameSchema.optional(),
  condition: z.enum(CARD_CONDITIONS, { error: 'condition is not known' }).optional(),
  finish: cardFinishSchema.optional(),
  page: z.coerce
    .number({ error: PAGE_PROBLEM })
    .int(PAGE_PROBLEM)
    .min(1, PAGE_PROBLEM)
    .max(MAX_BUYLIST_PAGE, PAGE_PROBLEM)
    .default(1),
});
export type BuylistQuery = z.infer<typeof buylistQuerySchema>;

/** One card the store buys: what it pays for a copy and how many it wants. */
export const buylistRowSchema = z.object({
  cardId: z.number().int(),
  name: z.string(),
  setCode: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  condition: z.string(),
  finish: cardFinishSchema,
  gameType: z.string(),
  cashPrice: priceStringSchema,
  creditPrice: priceStringSchema,
  wanted: z.number().int(),
  hot: z.boolean(),
});
export type BuylistRow = z.infer<typeof buylistRowSchema>;

/**
 * A page of the buylist. Pages are the store's card list cut in pages; cards the store does not
 * buy (marked so, or under the floor) are left out, so a page may hold fewer rows.
 */
export const buylistPageSchema = z.object({
  items: z.array(buylistRowSchema),
  page: z.number().int(),
  /** The next page's number, or null on the last page. */
  nextPage: z.number().int().nullable(),
});
export type BuylistPage = z.infer<typeof buylistPageSchema>;
