import type { Database } from '../../db/client.ts';
import { createInventory } from './inventory.service.ts';
import type { SellableKindStore } from './sellable-kind.ts';

export interface InventoryModuleDeps {
  db: Database;
  /** Kinds sold beside the shop's own cards and merchandise. */
  sellableKinds?: readonly SellableKindStore[];
}

/** The one owner of stock, shared by the cart, the purchase pipeline, staff's edits and orders. */
export function createInventoryModule({ db, sellableKinds }: InventoryModuleDeps) {
  return { service: createInventory(db, sellableKinds) };
}
