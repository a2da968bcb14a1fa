import type { Database } from '../../db/client.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { createCartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';
import { createCartFulfiller } from './cart-fulfiller.ts';

/** The customer's server cart: its routes, its service for checkout and sign-in, and its part in a paid purchase. */
export function createCartModule({ db, inventory }: { db: Database; inventory: Inventory }) {
  const repository = createCartRepository(db);
  const service = createCartService(repository, inventory);
  return {
    service,
    fulfiller: createCartFulfiller(repository),
    routes: cartRoutes(service),
  };
}
