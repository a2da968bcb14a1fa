import type { ItemType, LineItem } from '../../../domain/inventory/sellable-kinds.ts';
import type { StockMovementReason } from '../../../domain/inventory/stock-movements.contract.ts';
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

/** A new count for one item: added to its stock, or made its stock. */
export interface Restock {
  itemId: number;
  count: number;
}

/** Who is looking or buying: a kind's stock may be theirs alone (a seat held for them). */
export interface Buyer {
  customerId: number;
}

/** A sale being written or undone: the buyer and the order, for kinds that keep a record of it. */
export interface Sale {
  /** None for a counter sale to a walk-in. */
  customerId: number | null;
  orderId: number;
}

/**
 * A sale taking stock: also whether staff ring it up in person, who may sell what the website
 * no longer does (a seat for a latecomer once the event has started).
 */
export interface SaleTaking extends Sale {
  atCounter: boolean;
}

/** What a write did to one item's count: the item's store and the signed change. */
export interface StockMoved {
  itemId: number;
  location: Location;
  delta: number;
}

/**
 * A line being sold, at the price it was charged, and its share of the sale's discounts (a
 * full loyalty card's, a manager's at the counter) when it had one.
 */
export type SoldLine = LineItem & { unitPriceCents: number; discountCents?: number | undefined };

/**
 * Where one kind's listings and stock live. The inventory holds one of these per kind and is
 * the only caller of its writes; a new kind joins the shop by providing one.
 */
export interface SellableKindStore {
  readonly itemType: ItemType;
  /** What the cart tells a buyer who asks for an item of this kind that is not for sale. */
  readonly notForSale: string;
  /** What the cart tells a buyer when none is open to them, in the kind's words; the cart's own otherwise. */
  readonly outOfStock?: string;
  /** The listed items among these ids, with the stock open to this buyer; ids no longer listed are absent. */
  find(
    db: Database | Transaction,
    itemIds: readonly number[],
    buyer?: Buyer,
  ): Promise<SellableItem[]>;
  /**
   * Takes the line's quantity off the shelf only if that many are there; null, and nothing
   * changed, if not. Each write answers what it moved, for the inventory to record.
   */
  take(tx: Transaction, line: SoldLine, sale: SaleTaking): Promise<StockMoved | null>;
  /**
   * Returns the line's quantity to the shelf (a cancelled order, a return); null when nothing
   * went back (an item deleted since, a gift card voided rather than restocked). The reason is
   * the movement's, for kinds that tell someone why (an event entry's player).
   */
  putBack(
    tx: Transaction,
    line: LineItem,
    sale: Sale,
    reason: StockMovementReason,
  ): Promise<StockMoved | null>;
  /** Sets the count on hand, as staff do when they edit an item; null for an item deleted since. */
  set(tx: Transaction, itemId: number, stock: number): Promise<StockMoved | null>;
  /**
   * Adds to or sets the stock of many items at once (an import); absent for kinds whose stock
   * is not counted on a shelf.
   */
  restock?(tx: Transaction, counts: readonly Restock[], mode: 'add' | 'set'): Promise<StockMoved[]>;
}
