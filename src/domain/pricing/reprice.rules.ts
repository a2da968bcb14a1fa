import { type ConditionFactors, DEFAULT_BUY_TERMS } from '../buylist/buy-price.rules.ts';
import type { CardCondition } from '../catalog/options.ts';
import type { ReviewReason } from './price-import.contract.ts';
import { PRICE_BASES, type PriceBase, type PriceRounding } from './pricing-rules.contract.ts';

/**
 * Market pricing (issue 29): a card's new price from a price file's row, by the store's rules
 * for its game, applied as one pipeline in a fixed order so the owner can follow every figure.
 * Money is integer cents.
 */

/** A store's pricing rules for one game. */
export interface PriceRules {
  base: PriceBase;
  /** Percent of the base: 100 is the base as it is. */
  percent: number;
  /** Per condition, percent of the Near Mint price, when the file prices Near Mint only. */
  conditionFactors: ConditionFactors;
  minimumCents: number;
  /** Never below cost plus this percent, when the card's cost is known; null: no such rule. */
  costPlusPercent: number | null;
  rounding: PriceRounding;
  /** A change of more than this percent waits for review. */
  maxChangePercent: number;
  /** A change of more than this percent and more than `reviewCents` waits for review. */
  reviewPercent: number;
  reviewCents: number;
}

export const DEFAULT_PRICE_RULES: PriceRules = {
  base: 'market',
  percent: 100,
  conditionFactors: DEFAULT_BUY_TERMS.conditionFactors,
  minimumCents: 25,
  costPlusPercent: null,
  rounding: 'none',
  maxChangePercent: 50,
  reviewPercent: 25,
  reviewCents: 200,
};

/** A row's prices in cents; null where the file's column is empty. */
export type FilePrices = Record<PriceBase, number | null>;

/** The grid each rounding lands on: every `step` cents from `offset`. */
const GRIDS: Record<Exclude<PriceRounding, 'none'>, { step: number; offset: number }> = {
  '99': { step: 100, offset: 99 },
  '49-99': { step: 50, offset: 49 },
  quarter: { step: 25, offset: 0 },
};

/**
 * The nearest grid price (a tie goes up); when that is under `floor`, the lowest grid price at
 * or above it, so rounding never takes a price under the minimum or the cost rule.
 */
function rounded(cents: number, rounding: PriceRounding, floor: number): number {
  if (rounding === 'none') return Math.max(cents, floor);
  const { step, offset } = GRIDS[rounding];
  const down = Math.floor((cents - offset) / step) * step + offset;
  const up = down === cents ? cents : down + step;
  const nearest = cents - down < up - cents ? down : up;
  if (nearest >= floor) return nearest;
  return Math.ceil((floor - offset) / step) * step + offset;
}

/** The base price: the chosen column, else the next non-empty one in PRICE_BASES' order. */
function basePrice(prices: FilePrices, base: PriceBase): number | null {
  const order = [base, ...PRICE_BASES.filter((other) => other !== base)];
  for (const column of order) {
    const cents = prices[column];
    if (cents !== null) return cents;
  }
  return null;
}

/** A change as a percent of the old price, to one decimal; null when the old price is 0. */
export const changePercent = (oldCents: number, newCents: number): number | null =>
  oldCents === 0 ? null : Math.round(((newCents - oldCents) * 1000) / oldCents) / 10;

export interface RepricedCard {
  cents: number;
  /** The change as a percent of the old price, to one decimal; null when the old price is 0. */
  percent: number | null;
  /** Why the change waits for a person; null when it applies as an ordinary change. */
  review: ReviewReason | null;
}

/**
 * A card's price by the rules, in order: the base (market, falling back to low, then direct
 * low), the percentage, the condition factor (when the price is the file's Near Mint price for
 * a card of another condition), the minimum, cost plus N%, the rounding, and then whether the
 * change is big enough to wait for review. Null when the row has no price at all.
 */
export function reprice(input: {
  prices: FilePrices;
  rules: PriceRules;
  /** The card's condition when its price comes from the file's Near Mint row; else null. */
  scaledFrom: CardCondition | null;
  costCents: number | null;
  oldCents: number;
}): RepricedCard | null {
  const { rules, oldCents } = input;
  const base = basePrice(input.prices, rules.base);
  if (base === null) return null;
  const share = Math.round((base * rules.percent) / 100);
  const scaled =
    input.scaledFrom === null
      ? share
      : Math.round((share * rules.conditionFactors[input.scaledFrom]) / 100);
  const costFloor =
    input.costCents === null || rules.costPlusPercent === null
      ? 0
      : Math.ceil((input.costCents * (100 + rules.costPlusPercent)) / 100);
  const cents = rounded(scaled, rules.rounding, Math.max(rules.minimumCents, costFloor));
  if (oldCents === 0) return { cents, percent: null, review: null };
  const change = Math.abs(cents - oldCents);
  const percent = changePercent(oldCents, cents);
  // Compared in whole cents, so 25% of $8.00 is "not more than 25%" exactly.
  const review =
    change * 100 > rules.maxChangePercent * oldCents
      ? 'largestChange'
      : change * 100 > rules.reviewPercent * oldCents && change > rules.reviewCents
        ? 'threshold'
        : null;
  return { cents, percent, review };
}
