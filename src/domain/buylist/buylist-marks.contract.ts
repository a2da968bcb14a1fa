import { CARD_LIMITS } from '../cards/card.contract.ts';
import {
  bodyRowIdSchema,
  locationSchema,
  priceStringSchema,
  rowIdSchema,
} from '../shared/common.contract.ts';
import {
  optionalPriceInputSchema,
  optionalWholeNumberInput,
  requiredText,
} from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';
import { buyGameSchema, CREDIT_BELOW_CASH, MAX_BUY_TARGET } from './buylist-settings.contract.ts';

/**
 * The hotlist and the "not buying" marks of a store (`/api/admin/buylist/hotlist`): a hot card
 * pays a higher rate or a fixed price and may want its own count; a card or a whole set of a
 * game may be marked not bought.
 */

/** The card a mark names, as staff recognise it. */
const markedCardSchema = z.object({
  cardId: z.number().int(),
  name: z.string(),
  setCode: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  condition: z.string(),
  finish: z.string(),
  gameType: z.string(),
});

export const hotEntrySchema = markedCardSchema.extend({
  id: z.number().int(),
  /** A higher rate (percent of the sell price), or null when the entry pays a fixed price. */
  cashPercent: z.number().int().nullable(),
  creditPercent: z.number().int().nullable(),
  /** A fixed price, or null when the entry pays a rate. */
  cashPrice: priceStringSchema.nullable(),
  creditPrice: priceStringSchema.nullable(),
  /** The entry's own target (copies to hold); null keeps the store's. */
  target: z.number().int().nullable(),
});
export type HotEntry = z.infer<typeof hotEntrySchema>;

export const notBuyingEntrySchema = z.object({
  id: z.number().int(),
  /** The card marked, or null when the mark is a whole set. */
  card: markedCardSchema.nullable(),
  gameType: z.string(),
  setCode: z.string().nullable(),
});
export type NotBuyingEntry = z.infer<typeof notBuyingEntrySchema>;

export const buylistMarksSchema = z.object({
  location: locationSchema,
  hot: z.array(hotEntrySchema),
  notBuying: z.array(notBuyingEntrySchema),
});
export type BuylistMarks = z.infer<typeof buylistMarksSchema>;

export const buylistMarksQuerySchema = z.object({ location: locationSchema });

const cardIdSchema = bodyRowIdSchema('cardId must be a card’s id');
const hotPercent = optionalWholeNumberInput({ min: 1, max: 100 });
const RATE_OR_PRICE = 'Give a cash and a credit rate, or a cash and a credit price';

/**
 * Marks a card hot: both rates, or both fixed prices (one or the other). Sent again, it
 * replaces. `mark` may be left out: a card posted to the hotlist is hot unless said otherwise.
 */
export const hotInputSchema = z
  .object({
    mark: z.literal('hot').default('hot'),
    location: locationSchema,
    cardId: cardIdSchema,
    cashPercent: hotPercent,
    creditPercent: hotPercent,
    cashPrice: optionalPriceInputSchema,
    creditPrice: optionalPriceInputSchema,
    target: optionalWholeNumberInput({ min: 0, max: MAX_BUY_TARGET }),
  })
  .superRefine((entry, context) => {
    const rates = [entry.cashPercent, entry.creditPercent];
    const prices = [entry.cashPrice, entry.creditPrice];
    const complete = (pair: (number | null)[]) => pair.every((value) => value !== null);
    const empty = (pair: (number | null)[]) => pair.every((value) => value === null);
    const rate = complete(rates) && empty(prices);
    const fixed = complete(prices) && empty(rates);
    const nothing = prices.indexOf(0);
    if (fixed && nothing >= 0) {
      context.addIssue({
        code: 'custom',
        path: [nothing === 0 ? 'cashPrice' : 'creditPrice'],
        message: 'A fixed price is more than 0.00',
      });
    } else if (!rate && !fixed) {
      context.addIssue({ code: 'custom', path: ['cashPercent'], message: RATE_OR_PRICE });
    } else if (rate && (entry.creditPercent ?? 0) < (entry.cashPercent ?? 0)) {
      context.addIssue({ code: 'custom', path: ['creditPercent'], message: CREDIT_BELOW_CASH });
    } else if (fixed && (entry.creditPrice ?? 0) < (entry.cashPrice ?? 0)) {
      context.addIssue({ code: 'custom', path: ['creditPrice'], message: CREDIT_BELOW_CASH });
    }
  });

/** Marks one card, or a whole set of a game, not bought. */
export const notBuyingInputSchema = z.union([
  z.object({
    mark: z.literal('not_buying'),
    location: locationSchema,
    cardId: cardIdSchema,
  }),
  z.object({
    mark: z.literal('not_buying'),
    location: locationSchema,
    gameType: buyGameSchema,
    // Set codes are kept in capitals, so "mh3" and "MH3" are one set's mark.
    setCode: requiredText(CARD_LIMITS.setCode).transform((code) => code.toUpperCase()),
  }),
]);

const WHICH_MARK =
  'mark must be "hot" (with a cardId and its rates or prices) or "not_buying" (with a cardId, or a gameType and a setCode)';

/**
 * Why a mark was refused: when it says which kind it is (or leaves `mark` out, so hot), that
 * kind's first refusal with the field it names ("cashPrice: Enter a price like 19.99"), not
 * the list of kinds.
 */
function markRefusal(issue: { code?: string; input?: unknown; errors?: unknown }): string {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors)) return WHICH_MARK;
  const input = issue.input as { mark?: unknown } | null | undefined;
  const mark = typeof input === 'object' && input !== null ? input.mark : undefined;
  const branch = mark === undefined || mark === 'hot' ? 0 : mark === 'not_buying' ? 1 : null;
  const refusals = branch === null ? undefined : issue.errors[branch];
  const first = (refusals as { path: PropertyKey[]; message: string }[] | undefined)?.[0];
  // Not buying is itself one of two shapes: its refusal names no field, and the kinds say more.
  if (!first || first.path.length === 0) return WHICH_MARK;
  return `${first.path.join('.')}: ${first.message}`;
}

export const buylistMarkInputSchema = z.union([hotInputSchema, notBuyingInputSchema], {
  error: markRefusal,
});
export type BuylistMarkInput = z.output<typeof buylistMarkInputSchema>;
/** What the dashboard's forms send: numbers and prices as typed. */
export type BuylistMarkRequest = z.input<typeof buylistMarkInputSchema>;

/** `DELETE /api/admin/buylist/hotlist?id=`: takes a mark off, hot or not buying. */
export const buylistMarkIdQuerySchema = z.object({ id: rowIdSchema('id must be a mark’s id') });
