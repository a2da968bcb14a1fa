import type { Database } from '../../db/client.ts';
import { inventoryRoutes } from './inventory.routes.ts';
import { createInventory } from './inventory.service.ts';
import type { SellableKindStore } from './sellable-kind.ts';

export interface InventoryModuleDeps {
  db: Database;
  /** Kinds sold beside the shop's own cards and merchandise. */
  sellableKinds?: readonly SellableKindStore[];
}

/**
 * The one owner of stock, shared by the cart, the purchase pipeline, staff's edits and orders,
 * and the record of every movement staff read.
 */
export function createInventoryModule({ db, sellableKinds }: InventoryModuleDeps) {
  const service = createInventory(db, sellableKinds);
  return { service, routes: inventoryRoutes(service) };
}
