import { CARD_CONDITIONS, GAME_TYPES } from '../catalog/options.ts';
import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import {
  optionalWholeNumberInput,
  priceInputSchema,
  wholeNumberInput,
} from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

/** The price a file's row starts from; an empty column falls back to the next in this order. */
export const PRICE_BASES = ['market', 'low', 'directLow'] as const;
export type PriceBase = (typeof PRICE_BASES)[number];

export const PRICE_BASE_LABELS: Record<PriceBase, string> = {
  market: 'Market price',
  low: 'Low price',
  directLow: 'Direct low',
};

/** How a computed price is rounded: up to x.99, up to x.49 or x.99, to the nearest quarter, or not. */
export const PRICE_ROUNDINGS = ['99', '49-99', 'quarter', 'none'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export const PRICE_ROUNDING_LABELS: Record<PriceRounding, string> = {
  '99': 'To .99',
  '49-99': 'To .49 or .99',
  quarter: 'To the nearest .25',
  none: 'None',
};

const pricingGameSchema = z.enum(GAME_TYPES, { error: 'Choose a game' });

/** A store's pricing rules for one game, as the owner reads them. */
export const priceRulesSchema = z.object({
  gameType: pricingGameSchema,
  base: z.enum(PRICE_BASES),
  /** Percent of the base the price is: 100 is the base as it is. */
  percent: z.number().int(),
  /** Per condition, percent of the Near Mint price when the file prices Near Mint only. */
  conditionFactors: z.record(z.enum(CARD_CONDITIONS), z.number().int()),
  /** "0.25": no price goes under it. */
  minimum: priceStringSchema,
  /** Never below the card's cost plus this percent, when its cost is known; null: no such rule. */
  costPlusPercent: z.number().int().nullable(),
  rounding: z.enum(PRICE_ROUNDINGS),
  /** A change larger than this percent waits for review instead of applying. */
  maxChangePercent: z.number().int(),
  /** A change needs review when it is more than this percent AND more than `reviewAmount`. */
  reviewPercent: z.number().int(),
  reviewAmount: priceStringSchema,
});
export type PriceRulesAnswer = z.infer<typeof priceRulesSchema>;

/** A store's pricing rules: one entry per game, the defaults until the owner sets them. */
export const pricingSettingsSchema = z.object({
  location: locationSchema,
  games: z.array(priceRulesSchema),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

export const pricingSettingsQuerySchema = z.object({ location: locationSchema });

/** The largest percent of the base a rule may set (ten times the base). */
export const MAX_RULE_PERCENT = 1000;

const percentOf = (max: number) => wholeNumberInput({ min: 0, max });

/** What the owner or a manager sends: one game's rules (forms send text, the API numbers). */
export const priceRulesInputSchema = z.object({
  gameType: pricingGameSchema,
  base: z.enum(PRICE_BASES, { error: 'Choose the price to start from' }),
  percent: wholeNumberInput({ min: 1, max: MAX_RULE_PERCENT }),
  conditionFactors: z.record(z.enum(CARD_CONDITIONS), percentOf(100), {
    error: 'Give a factor for every condition',
  }),
  // A file never prices a card at nothing: the lowest price a rule may set is a cent.
  minimum: priceInputSchema.refine((cents) => cents > 0, 'The minimum is at least 0.01'),
  costPlusPercent: optionalWholeNumberInput({ min: 0, max: MAX_RULE_PERCENT }),
  rounding: z.enum(PRICE_ROUNDINGS, { error: 'Choose a rounding' }),
  maxChangePercent: wholeNumberInput({ min: 1, max: MAX_RULE_PERCENT }),
  reviewPercent: percentOf(MAX_RULE_PERCENT),
  reviewAmount: priceInputSchema,
});
export type PriceRulesInput = z.input<typeof priceRulesInputSchema>;
