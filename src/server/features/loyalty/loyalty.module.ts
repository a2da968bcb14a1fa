import type { Database } from '../../db/client.ts';
import { createLoyaltyRepository } from './loyalty.repository.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';
import { createLoyaltyService } from './loyalty.service.ts';

export interface LoyaltyModuleDeps {
  db: Database;
  /** Now, for the store's date a stamp is earned on; tests move it. */
  clock?: () => Date;
}

/**
 * The stamp card: the customer's view of it, and the stamps themselves, which checkout reads
 * for the discount and the purchase pipeline earns and redeems with an order.
 */
export function createLoyaltyModule({ db, clock }: LoyaltyModuleDeps) {
  const repository = createLoyaltyRepository(db);
  return { repository, routes: loyaltyRoutes(createLoyaltyService(repository, clock)) };
}
