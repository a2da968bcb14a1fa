import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';

/** An item of any kind as the cart and checkout see it: its listing and stock now. */
export interface SellableItem {
  itemType: ItemType;
  itemId: number;
  name: string;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
  /** The game it is for, where the kind has one. */
  gameType: string | null;
  location: Location;
  /** Cards can be listed for show or trade only; other kinds are always sold. */
  forSale: boolean;
}

/**
 * Where one kind's listings and stock live. The inventory holds one of these per kind and is
 * the only caller of its writes; a new kind joins the shop by providing one.
 */
export interface SellableKindStore {
  readonly itemType: ItemType;
  /** The listed items among these ids; ids no longer listed are absent. */
  find(db: Database | Transaction, itemIds: readonly number[]): Promise<SellableItem[]>;
  /** Takes `quantity` off the shelf only if that many are there; false, and nothing changed, if not. */
  take(tx: Transaction, itemId: number, quantity: number): Promise<boolean>;
  /** Returns `quantity` to the shelf (a cancelled order); an item deleted since is skipped. */
  putBack(tx: Transaction, itemId: number, quantity: number): Promise<void>;
  /** Sets the count on hand, as staff do when they edit an item. */
  set(tx: Transaction, itemId: number, stock: number): Promise<void>;
}
