import type { Location } from '../../../domain/stores/stores.ts';
import type { CardRow } from './card-filters.ts';

/** The money a card holds on the shelf: its copies in stock at its price. */
const shelfValue = (row: CardRow) => row.priceCents * row.stock;

/**
 * Each store's cards in stock, the most money on the shelf first, then by name and id: the
 * slow movers report's order. No database index keeps it, so that a price change stays a HOT
 * update (drizzle/0041); it is sorted from the store's name list when asked, and kept until
 * the next change to the cards.
 */
export function createShelfOrder(byName: (location: Location) => readonly CardRow[]) {
  const sorted = new Map<Location, readonly CardRow[]>();
  return {
    forget(): void {
      sorted.clear();
    },

    of(location: Location): readonly CardRow[] {
      let order = sorted.get(location);
      if (!order) {
        // The name list is in name and id order, which a stable sort keeps among equal values.
        order = byName(location)
          .filter((row) => row.stock > 0)
          .sort((a, b) => shelfValue(b) - shelfValue(a));
        sorted.set(location, order);
      }
      return order;
    },
  };
}
