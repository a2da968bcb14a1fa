import { inArray } from 'drizzle-orm';
import type { CartItemType } from '../../../domain/cart/cart.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { cards, merchandise } from '../../db/schema/index.ts';

/** A card or product as the cart and checkout see it: the catalog's price and stock now. */
export interface SellableItem {
  type: CartItemType;
  id: number;
  name: string;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
  location: Location;
  /** Cards can be listed for show or trade only; products are always sold. */
  forSale: boolean;
}

export interface ItemRef {
  type: CartItemType;
  id: number;
}

export const itemKey = (ref: ItemRef) => `${ref.type}:${ref.id}`;

export function createCatalogItemsRepository(db: Database) {
  return {
    /** The listed items, keyed by `type:id`; ids no longer in the catalog are simply absent. */
    async find(refs: readonly ItemRef[]): Promise<Map<string, SellableItem>> {
      const cardIds = refs.filter((ref) => ref.type === 'card').map((ref) => ref.id);
      const productIds = refs.filter((ref) => ref.type === 'merchandise').map((ref) => ref.id);
      const [cardRows, productRows] = await Promise.all([
        cardIds.length ? db.select().from(cards).where(inArray(cards.id, cardIds)) : [],
        productIds.length
          ? db.select().from(merchandise).where(inArray(merchandise.id, productIds))
          : [],
      ]);
      const items: SellableItem[] = [
        ...cardRows.map((row) => ({
          type: 'card' as const,
          id: row.id,
          name: row.name,
          priceCents: row.priceCents,
          stock: row.quantity,
          imageUrl: row.imageUrl,
          location: row.location,
          forSale: row.forSale,
        })),
        ...productRows.map((row) => ({
          type: 'merchandise' as const,
          id: row.id,
          name: row.name,
          priceCents: row.priceCents,
          stock: row.stock,
          imageUrl: row.imageUrl,
          location: row.location,
          forSale: true,
        })),
      ];
      return new Map(items.map((item) => [itemKey(item), item]));
    },
  };
}

export type CatalogItemsRepository = ReturnType<typeof createCatalogItemsRepository>;
