import type { StaffActor } from '../../../domain/admin/permissions.ts';
import {
  type ItemType,
  itemKey,
  type LineItem,
  SELLABLE_KINDS,
} from '../../../domain/inventory/sellable-kinds.ts';
import type {
  StockMovement,
  StockMovementsQuery,
} from '../../../domain/inventory/stock-movements.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type {
  Buyer,
  Restock,
  Sale,
  SaleTaking,
  SellableItem,
  SellableKindStore,
  SoldLine,
  StockMoved,
} from './sellable-kind.ts';
import { SHOP_KINDS } from './shop-kinds.ts';
import type { StockCause } from './stock-cause.ts';
import { createStockMovementsRepository } from './stock-movements.repository.ts';

export type ItemRef = Pick<LineItem, 'itemType' | 'itemId'>;

/**
 * The one owner of stock for every sellable kind: what is available, taking it for a sale,
 * putting it back, and setting it by hand. Every write runs in the caller's transaction, so it
 * commits or rolls back with the change it belongs to, and records the movement with the cause
 * the caller must give.
 */
export function createInventory(db: Database, extraKinds: readonly SellableKindStore[] = []) {
  const movements = createStockMovementsRepository(db);
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

  /**
   * Takes a sale's lines off the shelf in turn and records their movements together, one insert
   * a kind: a 10-line counter sale's stock costs 11 statements, not 20. Answers the index of the
   * first line whose quantity was not there, or null; the caller's transaction, which a refusal
   * must roll back, holds what was taken before it.
   */
  async function takeAll(
    tx: Transaction,
    lines: readonly SoldLine[],
    sale: SaleTaking,
    cause: StockCause,
  ): Promise<number | null> {
    const movedByKind = new Map<ItemType, StockMoved[]>();
    for (const [index, line] of lines.entries()) {
      const moved = await kindOf(line.itemType).take(tx, line, sale);
      if (!moved) return index;
      movedByKind.set(line.itemType, [...(movedByKind.get(line.itemType) ?? []), moved]);
    }
    for (const [itemType, moved] of movedByKind) {
      await movements.record(tx, itemType, moved, cause);
    }
    return null;
  }

  return {
    /** Every registered kind, the shop's own first, in the order they joined. */
    kinds(): ItemType[] {
      return [...kinds.keys()];
    },

    /** Refuses an item type no kind is registered for, with the field error a bad request gets. */
    assertKnown(itemType: ItemType): void {
      kindOf(itemType);
    },

    /** What the buyer is told when an item of this kind is not for sale, in its kind's words. */
    notForSale(itemType: ItemType): string {
      return kindOf(itemType).notForSale;
    },

    /** What the buyer is told when none of an item is open to them, in its kind's words if it has some. */
    outOfStock(itemType: ItemType): string | undefined {
      return kindOf(itemType).outOfStock;
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

    /**
     * Takes a sold line's quantity off the shelf if that many are there; false, changing
     * nothing, if not.
     */
    async take(
      tx: Transaction,
      line: SoldLine,
      sale: SaleTaking,
      cause: StockCause,
    ): Promise<boolean> {
      return (await takeAll(tx, [line], sale, cause)) === null;
    },

    takeAll,

    /** Returns what a cancelled order or a return took. */
    async putBack(tx: Transaction, line: LineItem, sale: Sale, cause: StockCause): Promise<void> {
      const moved = await kindOf(line.itemType).putBack(tx, line, sale, cause.reason);
      if (moved) await movements.record(tx, line.itemType, [moved], cause);
    },

    /** Adds to or sets the stock of many items of one kind at once, as an import does. */
    async restock(
      tx: Transaction,
      itemType: ItemType,
      counts: readonly Restock[],
      mode: 'add' | 'set',
      cause: StockCause,
    ): Promise<void> {
      const kind = kindOf(itemType);
      if (!kind.restock) throw new BadRequestError(`${itemType} stock cannot be imported`);
      await movements.record(tx, itemType, await kind.restock(tx, counts, mode), cause);
    },

    /**
     * Sets an item's count on hand, as staff do when they edit it. A new item's count is all
     * moved in, whatever its table's default held for the moment before.
     */
    async set(
      tx: Transaction,
      item: ItemRef & { isNew?: boolean },
      stock: number,
      cause: StockCause,
    ): Promise<void> {
      const moved = await kindOf(item.itemType).set(tx, item.itemId, stock);
      if (!moved) return;
      const delta = item.isNew ? stock : moved.delta;
      await movements.record(tx, item.itemType, [{ ...moved, delta }], cause);
    },

    /** One item's movements in one store, newest first, for staff of that store. */
    movements(actor: StaffActor, query: StockMovementsQuery): Promise<Page<StockMovement>> {
      assertStoreAccess(actor, query.location, 'see its stock');
      return movements.page(query);
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
