import type { Database } from '../../db/client.ts';
import type { RateLimitOptions } from '../../plugins/rate-limits.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createCustomersRepository } from './customers.repository.ts';
import { customersRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';

export interface CustomersModuleDeps {
  db: Database;
  sessions: SessionsService;
  /** Signing in answers with the customer's saved cart. */
  cart: Pick<CartService, 'list'>;
  limits: RateLimitOptions;
}

/** Customer accounts: signing up, in and out, and the profile. */
export function createCustomersModule({ db, sessions, cart, limits }: CustomersModuleDeps) {
  const service = createCustomersService(createCustomersRepository(db), sessions);
  return { routes: customersRoutes(service, cart, sessions, limits) };
}
