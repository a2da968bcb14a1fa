import type { CardCondition } from '../catalog/options.ts';

/**
 * What the store pays for a card it buys (issue 28): a share of its own sell price, cash or
 * store credit, rounded down to the cent. Money is integer cents.
 */

/** Per condition, the share (percent) of the Near Mint price paid when the store has no price for it. */
export type ConditionFactors = Record<CardCondition, number>;

/** A store's terms for one game. */
export interface BuyTerms {
  /** Percent of the sell price paid in cash. */
  cashPercent: number;
  /** Percent of the sell price paid in store credit (more than cash: the credit bonus). */
  creditPercent: number;
  conditionFactors: ConditionFactors;
  /** A card worth less than this (its sell price in the condition offered) is not bought. */
  floorCents: number;
  /** How many copies of a card (one condition and finish) the store buys up to. */
  target: number;
}

export const DEFAULT_BUY_TERMS: BuyTerms = {
  cashPercent: 50,
  creditPercent: 60,
  conditionFactors: {
    'Near Mint': 100,
    'Lightly Played': 90,
    'Moderately Played': 80,
    'Heavily Played': 50,
    Damaged: 25,
  },
  floorCents: 50,
  target: 8,
};

/** A hotlist entry: a higher rate or a fixed price, and optionally its own wanted count. */
export type HotBuy =
  | { kind: 'rate'; cashPercent: number; creditPercent: number; target: number | null }
  | { kind: 'fixed'; cashCents: number; creditCents: number; target: number | null };

/**
 * The sell price a quote starts from: the store's own price for the offered condition, or, when
 * it has none, another condition's price scaled by the two conditions' factors (Near Mint's
 * when it has one). Null when it has no price of the card at all.
 */
export interface SellBasis {
  cents: number;
  /** Percent of `cents` that counts: 100 for the store's own price of that condition. */
  factor: number;
}

export function sellBasis(
  offered: CardCondition,
  prices: {
    own?: number | undefined;
    /** Another condition's price of the card, Near Mint's when the store has one. */
    reference?: { cents: number; condition: CardCondition } | undefined;
  },
  factors: ConditionFactors,
): SellBasis | null {
  if (prices.own !== undefined) return { cents: prices.own, factor: 100 };
  const { reference } = prices;
  // A factor is a condition's price as a percent of Near Mint's, so Near Mint's own is 100.
  const share = (condition: CardCondition) =>
    condition === 'Near Mint' ? 100 : factors[condition];
  if (!reference || share(reference.condition) === 0) return null;
  return { cents: reference.cents, factor: (share(offered) * 100) / share(reference.condition) };
}

export interface BuyQuote {
  cashCents: number;
  creditCents: number;
  hot: boolean;
}

/** Percent of a share of a price, rounded down once at the end so no cent is paid twice over. */
const shareOf = (basis: SellBasis, percent: number) =>
  Math.floor((basis.cents * basis.factor * percent) / 10_000);

/**
 * What the store pays for one copy, or null when it does not buy it: marked not buying, or a
 * card worth less than the floor ("We don't buy cards under $0.50": its sell price in the
 * offered condition). A fixed hotlist price is the owner's own figure and stands as set.
 */
export function buyQuote(input: {
  basis: SellBasis;
  terms: BuyTerms;
  hot?: HotBuy | undefined;
  notBuying: boolean;
}): BuyQuote | null {
  const { basis, terms, hot, notBuying } = input;
  if (notBuying) return null;
  if (hot?.kind === 'fixed') {
    return { cashCents: hot.cashCents, creditCents: hot.creditCents, hot: true };
  }
  const rates = hot ?? terms;
  const cashCents = shareOf(basis, rates.cashPercent);
  // An unpriced card ($0.00) is never bought, even with no floor set.
  if (shareOf(basis, 100) < terms.floorCents || cashCents === 0) return null;
  return { cashCents, creditCents: shareOf(basis, rates.creditPercent), hot: hot !== undefined };
}

/**
 * How many more copies the store wants: its target (the hotlist's when set) less what it has
 * and what open trade-ins already offer, never below zero.
 */
export function wantedCount(input: {
  terms: BuyTerms;
  hot?: HotBuy | undefined;
  inStock: number;
  openOffers: number;
}): number {
  const target = input.hot?.target ?? input.terms.target;
  return Math.max(0, target - input.inStock - input.openOffers);
}

/** A "not buying" mark: one card, or a whole set of a game. */
export type NotBuyingMark =
  | { kind: 'card'; cardId: number }
  | { kind: 'set'; gameType: string; setCode: string };

export function isNotBuying(
  card: { id: number; gameType: string; setCode: string | null },
  marks: readonly NotBuyingMark[],
): boolean {
  return marks.some((mark) =>
    mark.kind === 'card'
      ? mark.cardId === card.id
      : mark.gameType === card.gameType &&
        card.setCode !== null &&
        mark.setCode.toLowerCase() === card.setCode.toLowerCase(),
  );
}
