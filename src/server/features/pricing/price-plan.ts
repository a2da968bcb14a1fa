import {
  CARD_CONDITIONS,
  type CardCondition,
  type GameType,
  isGradedCard,
} from '../../../domain/catalog/options.ts';
import { cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import type { PriceRow } from '../../../domain/pricing/price-file-formats.ts';
import type {
  PriceFileFormat,
  ReviewReason,
} from '../../../domain/pricing/price-import.contract.ts';
import { type PriceRules, reprice } from '../../../domain/pricing/reprice.rules.ts';

/** A store's card as a price file is matched to it. */
export interface PricedCard {
  id: number;
  gameType: string;
  name: string;
  setName: string;
  setCode: string | null;
  collectorNumber: string | null;
  condition: string;
  finish: string;
  language: string;
  gradingService: string | null;
  grade: string | null;
  priceCents: number;
  costCents: number | null;
  priceLocked: boolean;
  tcgplayerId: number | null;
}

export interface PlannedChange {
  cardId: number;
  oldCents: number;
  newCents: number;
  review: ReviewReason | null;
  /** The TCGplayer id this file first matched the card to, written with the new price. */
  tcgplayerId: number | null;
}

/** What a file would do to a store's cards. */
export interface PricePlan {
  up: number;
  down: number;
  unchanged: number;
  locked: number;
  changes: PlannedChange[];
  /** Cards first matched to a TCGplayer id by this file. */
  matched: [cardId: number, tcgplayerId: number][];
  /** Indexes of the file's rows that matched no card. */
  unmatched: number[];
}

const NEAR_MINT: CardCondition = 'Near Mint';

/**
 * How a row and a card are matched, by format: the shop's file by the card's identity (its set
 * code), TCGplayer's by set name, as it writes no set code; names and sets in any letter case.
 */
type Printing = Pick<
  PricedCard,
  'gameType' | 'name' | 'setCode' | 'collectorNumber' | 'finish' | 'language'
> & { setName: string | null };

const KEYS: Record<PriceFileFormat, (card: Printing, condition: string) => string> = {
  shop: (card, condition) =>
    cardIdentityKey({ ...card, condition, gradingService: null, grade: null }),
  tcgplayer: (card, condition) =>
    JSON.stringify([
      card.gameType,
      card.name.toLowerCase(),
      card.setName?.toLowerCase() ?? null,
      card.collectorNumber,
      condition,
      card.finish,
      card.language,
    ]),
};

/**
 * Matches a file's rows to the store's cards and prices each by its game's rules. A card is
 * found by its TCGplayer id once it has one, else by its identity; a card in a condition the
 * file has no row of takes the Near Mint row scaled by the condition factor. Locked cards are
 * counted and left.
 */
export function planPrices(input: {
  cards: readonly PricedCard[];
  rows: readonly PriceRow[];
  format: PriceFileFormat;
  rulesOf: (game: GameType) => PriceRules;
}): PricePlan {
  const { rows, format } = input;
  const keyOf = KEYS[format];
  const byId = new Map<number, number>();
  const byKey = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.tcgplayerId !== null) byId.set(row.tcgplayerId, index);
    byKey.set(keyOf(row, row.condition), index);
  });
  const used = new Uint8Array(rows.length);
  const plan: PricePlan = {
    up: 0,
    down: 0,
    unchanged: 0,
    locked: 0,
    changes: [],
    matched: [],
    unmatched: [],
  };
  for (const card of input.cards) {
    let index = card.tcgplayerId === null ? undefined : byId.get(card.tcgplayerId);
    let scaledFrom: CardCondition | null = null;
    if (index === undefined && !isGradedCard(card)) {
      index = byKey.get(keyOf(card, card.condition));
      const condition = CARD_CONDITIONS.find((each) => each === card.condition);
      if (index === undefined && condition !== undefined && condition !== NEAR_MINT) {
        index = byKey.get(keyOf(card, NEAR_MINT));
        if (index !== undefined) scaledFrom = condition;
      }
    }
    const row = index === undefined ? undefined : rows[index];
    if (index === undefined || !row) continue;
    used[index] = 1;
    const firstMatched =
      scaledFrom === null && row.tcgplayerId !== null && card.tcgplayerId === null
        ? row.tcgplayerId
        : null;
    if (firstMatched !== null) plan.matched.push([card.id, firstMatched]);
    if (card.priceLocked) {
      plan.locked += 1;
      continue;
    }
    const priced = reprice({
      prices: row.prices,
      rules: input.rulesOf(row.gameType),
      scaledFrom,
      costCents: card.costCents,
      oldCents: card.priceCents,
    });
    if (!priced || priced.cents === card.priceCents) {
      plan.unchanged += 1;
      continue;
    }
    if (priced.cents > card.priceCents) plan.up += 1;
    else plan.down += 1;
    plan.changes.push({
      cardId: card.id,
      oldCents: card.priceCents,
      newCents: priced.cents,
      review: priced.review,
      tcgplayerId: firstMatched,
    });
  }
  used.forEach((isUsed, index) => {
    if (!isUsed) plan.unmatched.push(index);
  });
  return plan;
}
