import { CARD_CONDITIONS, GAME_TYPES } from '../catalog/options.ts';
import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { priceInputSchema, wholeNumberInput } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

/** The most copies of one card a store may aim to hold. */
export const MAX_BUY_TARGET = 10_000;

export const buyGameSchema = z.enum(GAME_TYPES, { error: 'Choose a game' });

/** A store's buying terms for one game, as the owner reads them. */
export const buyTermsSchema = z.object({
  gameType: buyGameSchema,
  cashPercent: z.number().int(),
  creditPercent: z.number().int(),
  conditionFactors: z.record(z.enum(CARD_CONDITIONS), z.number().int()),
  /** "0.50": a card worth less (its sell price in the condition offered) is not bought. */
  floor: priceStringSchema,
  target: z.number().int(),
});
export type BuyTermsAnswer = z.infer<typeof buyTermsSchema>;

/** A store's buylist settings: one entry per game, the defaults until the owner sets them. */
export const buylistSettingsSchema = z.object({
  location: locationSchema,
  games: z.array(buyTermsSchema),
});
export type BuylistSettings = z.infer<typeof buylistSettingsSchema>;

export const buylistSettingsQuerySchema = z.object({ location: locationSchema });

const percent = wholeNumberInput({ min: 0, max: 100 });

/** What the owner or a manager sends: one game's terms (forms send text, the API numbers). */
/** Store credit never pays less than cash, in the store's terms or on its hotlist. */
export const CREDIT_BELOW_CASH = 'Credit pays at least what cash pays';

export const buyTermsInputSchema = z
  .object({
    gameType: buyGameSchema,
    cashPercent: percent,
    creditPercent: percent,
    conditionFactors: z.record(z.enum(CARD_CONDITIONS), percent, {
      error: 'Give a factor for every condition',
    }),
    floor: priceInputSchema,
    target: wholeNumberInput({ min: 0, max: MAX_BUY_TARGET }),
  })
  .refine((terms) => terms.creditPercent >= terms.cashPercent, {
    path: ['creditPercent'],
    message: CREDIT_BELOW_CASH,
  });
export type BuyTermsInput = z.input<typeof buyTermsInputSchema>;
