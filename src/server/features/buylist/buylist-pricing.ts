import { buyQuote, isNotBuying, wantedCount } from '../../../domain/buylist/buy-price.rules.ts';
import type { BuylistRow } from '../../../domain/buylist/buylist-row.contract.ts';
import type { Card } from '../../../domain/cards/card.contract.ts';
import { GAME_TYPES, type GameType, isGradedCard } from '../../../domain/catalog/options.ts';
import { cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import { formatPrice, parsePrice } from '../../../domain/money/money.ts';
import type { MarksForCards, StoreTerms } from './buylist.repository.ts';

const isGame = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);

/**
 * A card of the store as the buylist shows it, priced from its sell price now, or null when the
 * store does not buy it (a graded slab is bought by hand, never from the list). A row's
 * condition is the card's own, so its own price is the basis.
 * `offers` are the copies of each identity open trade-ins already offer (by `cardIdentityKey`).
 */
export function buylistRow(
  card: Card,
  terms: StoreTerms,
  marks: MarksForCards,
  offers: ReadonlyMap<string, number>,
): BuylistRow | null {
  if (!isGame(card.gameType) || isGradedCard(card)) return null;
  const gameTerms = terms[card.gameType];
  const hot = marks.hot.get(card.id);
  const quote = buyQuote({
    basis: { cents: parsePrice(card.price) ?? 0, factor: 100 },
    terms: gameTerms,
    hot,
    notBuying: isNotBuying(card, marks.notBuying),
  });
  if (!quote) return null;
  return {
    cardId: card.id,
    name: card.name,
    setCode: card.setCode,
    collectorNumber: card.collectorNumber,
    condition: card.condition,
    finish: card.finish,
    gameType: card.gameType,
    cashPrice: formatPrice(quote.cashCents),
    creditPrice: formatPrice(quote.creditCents),
    wanted: wantedCount({
      terms: gameTerms,
      hot,
      inStock: card.quantity,
      openOffers: offers.get(cardIdentityKey(card)) ?? 0,
    }),
    hot: quote.hot,
  };
}
