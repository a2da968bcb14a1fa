import {
  type ItemType,
  itemKey,
  type LineItem,
  SELLABLE_KINDS,
} from '../../../domain/inventory/sellable-kinds.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type {
  Buyer,
  Restock,
  Sale,
  SellableItem,
  SellableKindStore,
  SoldLine,
} from './sellable-kind.ts';
import { SHOP_KINDS } from './shop-kinds.ts';

export type ItemRef = Pick<LineItem, 'itemType' | 'itemId'>;

/**
 * The one owner of stock for every sellable kind: what is available, taking it for a sale,
 * putting it back, and setting it by hand. Every write runs in the caller's transaction, so it
 * commits or rolls back with the change it belongs to.
 */
export function createInventory(db: Database, extraKinds: readonly SellableKindStore[] = []) {
  const kinds = new Map<ItemType, SellableKindStore>(
    [...Object.values(SHOP_KINDS), ...extraKinds].map((kind) => [kind.itemType, kind]),
  );
  const known = [...SELLABLE_KINDS, ...extraKinds.map((kind) => kind.itemType)].join(' or ');

  function kindOf(itemType: ItemType): SellableKindStore {
    const kind = kinds.get(itemType);
    if (!kind) {
      const message = `itemType must be ${known}`;
      throw new BadRequestError(message, {
        code: 'unknown_item_type',
        fields: { itemType: message },
      });
    }
    return kind;
  }

  return {
    /** Every kind the shop sells now, its own and those registered. */
    kinds: (): ItemType[] => [...kinds.keys()],

    /** Refuses an item type no kind is registered for, with the field error a bad request gets. */
    assertKnown(itemType: ItemType): void {
      kindOf(itemType);
    },

    /** What the buyer is told when an item of this kind is not for sale, in its kind's words. */
    notForSale(itemType: ItemType): string {
      return kindOf(itemType).notForSale;
    },

    /**
     * The listed items among these, keyed by `itemKey`, with the stock open to the buyer when
     * one is named; items no longer listed are absent.
     */
    async available(refs: readonly ItemRef[], buyer?: Buyer): Promise<Map<string, SellableItem>> {
      const idsByKind = new Map<ItemType, number[]>();
      for (const ref of refs) {
        kindOf(ref.itemType);
        idsByKind.set(ref.itemType, [...(idsByKind.get(ref.itemType) ?? []), ref.itemId]);
      }
      const found = await Promise.all(
        [...idsByKind].map(([itemType, ids]) => kindOf(itemType).find(db, ids, buyer)),
      );
      return new Map(found.flat().map((item) => [itemKey(item), item]));
    },

    /** Takes a sold line's quantity off the shelf if that many are there; false, changing nothing, if not. */
    take(tx: Transaction, line: SoldLine, sale: Sale): Promise<boolean> {
      return kindOf(line.itemType).take(tx, line, sale);
    },

    /** Returns what a cancelled order took. */
    putBack(tx: Transaction, line: LineItem, sale: Sale): Promise<void> {
      return kindOf(line.itemType).putBack(tx, line, sale);
    },

    /** Adds to or sets the stock of many items of one kind at once, as an import does. */
    async restock(
      tx: Transaction,
      itemType: ItemType,
      counts: readonly Restock[],
      mode: 'add' | 'set',
    ): Promise<void> {
      const kind = kindOf(itemType);
      if (!kind.restock) throw new BadRequestError(`${itemType} stock cannot be imported`);
      await kind.restock(tx, counts, mode);
    },

    /** Sets an item's count on hand, as staff do when they edit it. */
    set(tx: Transaction, item: ItemRef, stock: number): Promise<void> {
      return kindOf(item.itemType).set(tx, item.itemId, stock);
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
