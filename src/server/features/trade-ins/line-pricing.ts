import {
  type BuyQuote,
  type BuyTerms,
  buyQuote,
  type HotBuy,
  isNotBuying,
  type NotBuyingMark,
  sellBasis,
  wantedCount,
} from '../../../domain/buylist/buy-price.rules.ts';
import {
  CARD_CONDITIONS,
  type CardCondition,
  GAME_TYPES,
  type GameType,
  isGradedCard,
} from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { CardRow } from './trade-in-cards.repository.ts';

/** What the buylist prices by (features/buylist): the store's terms per game, and its marks. */
export interface BuyPricing {
  terms(location: Location, reader: Database | Transaction): Promise<Record<GameType, BuyTerms>>;
  marksFor(
    location: Location,
    cardIds: readonly number[],
    reader: Database | Transaction,
  ): Promise<{ hot: Map<number, HotBuy>; notBuying: NotBuyingMark[] }>;
}

export type StoreMarks = Awaited<ReturnType<BuyPricing['marksFor']>>;

const isGame = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);
const isCondition = (value: string): value is CardCondition =>
  (CARD_CONDITIONS as readonly string[]).includes(value);

/** A line priced: the quote, how many the store still wants, and its row of that identity. */
export interface LinePrice {
  quote: BuyQuote;
  /** Copies wanted before any line of this trade-in. */
  wanted: number;
  /** The store's row of the card in the offered condition and finish, when it has one. */
  target: CardRow | undefined;
  /** What the store sells a copy in this condition and finish for, the basis of the quote. */
  sellCents: number;
}

/** The row of the finish in the best condition the store has (Near Mint when it has one). */
function referenceRow(family: readonly CardRow[], finish: string) {
  for (const condition of CARD_CONDITIONS) {
    const row = family.find((card) => card.condition === condition && card.finish === finish);
    if (row) return { id: row.id, cents: row.priceCents, condition };
  }
  return undefined;
}

/**
 * Prices a card offered in a condition and finish from the store's rows of that card (`family`)
 * by the buylist's rules: its own price in that condition and finish, or its best condition's
 * price in that finish scaled by the conditions' factors. Null when the store does not buy it,
 * or when the card is a graded slab (bought by hand, never by a list).
 */
export function priceLine(input: {
  family: readonly CardRow[];
  condition: string;
  finish: string;
  terms: Record<GameType, BuyTerms>;
  marks: StoreMarks;
  openOffers: number;
}): LinePrice | null {
  const { family, condition, finish } = input;
  const [first] = family;
  if (!first || !isGame(first.gameType) || !isCondition(condition) || isGradedCard(first)) {
    return null;
  }
  const terms = input.terms[first.gameType];
  const target = family.find((row) => row.condition === condition && row.finish === finish);
  const reference = referenceRow(family, finish);
  const basis = sellBasis(
    condition,
    { own: target?.priceCents, reference },
    terms.conditionFactors,
  );
  if (!basis) return null;
  const hot = target ? input.marks.hot.get(target.id) : undefined;
  // A card mark is on one row (one condition and finish); a set mark covers every row. A
  // condition the store has no row of is priced from the reference row, so that row's mark
  // holds for it too: a card not bought Near Mint is not bought Lightly Played by asking so.
  const notBuying = isNotBuying(
    { id: target?.id ?? reference?.id ?? 0, gameType: first.gameType, setCode: first.setCode },
    input.marks.notBuying,
  );
  const quote = buyQuote({ basis, terms, hot, notBuying });
  if (!quote) return null;
  return {
    quote,
    wanted: wantedCount({ terms, hot, inStock: target?.stock ?? 0, openOffers: input.openOffers }),
    target,
    sellCents: Math.floor((basis.cents * basis.factor) / 100),
  };
}
