import type { Database } from './db/client.ts';
import { createCardsRepository } from './features/cards/cards.repository.ts';
import { createCardsService } from './features/cards/cards.service.ts';
import { createCartRepository } from './features/cart/cart.repository.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { createCatalogItemsRepository } from './features/cart/catalog-items.repository.ts';
import { createCheckoutService } from './features/checkout/checkout.service.ts';
import { createCheckoutsRepository } from './features/checkout/checkouts.repository.ts';
import { createCustomersRepository } from './features/customers/customers.repository.ts';
import { createCustomersService } from './features/customers/customers.service.ts';
import { createFiltersRepository } from './features/filters/filters.repository.ts';
import { createLoyaltyRepository } from './features/loyalty/loyalty.repository.ts';
import { createLoyaltyService } from './features/loyalty/loyalty.service.ts';
import { createMerchandiseRepository } from './features/merchandise/merchandise.repository.ts';
import { createMerchandiseService } from './features/merchandise/merchandise.service.ts';
import { createFulfilmentService } from './features/orders/fulfilment.service.ts';
import { createOrdersRepository } from './features/orders/orders.repository.ts';
import type { PaymentProvider } from './features/payments/payment-provider.ts';
import { createSessionsRepository } from './features/sessions/sessions.repository.ts';
import { createSessionsService } from './features/sessions/sessions.service.ts';
import { createTournamentsRepository } from './features/tournaments/tournaments.repository.ts';
import { createTournamentsService } from './features/tournaments/tournaments.service.ts';

/**
 * Every service, built once from the database, the payment provider and the clock (which tests
 * may move), for the routes to share.
 */
export function createServices(
  db: Database,
  payments: PaymentProvider,
  clock: () => Date = () => new Date(),
) {
  const sessions = createSessionsService(createSessionsRepository(db));
  const cart = createCartService(createCartRepository(db), createCatalogItemsRepository(db));
  const checkouts = createCheckoutsRepository(db);
  const loyalty = createLoyaltyRepository(db);
  const orders = createOrdersRepository(db);
  return {
    db,
    payments,
    sessions,
    cart,
    orders,
    tournaments: createTournamentsService(createTournamentsRepository(db)),
    merchandise: createMerchandiseService(createMerchandiseRepository(db)),
    cards: createCardsService(createCardsRepository(db)),
    filters: createFiltersRepository(db),
    customers: createCustomersService(createCustomersRepository(db), sessions),
    loyalty: createLoyaltyService(loyalty, clock),
    checkout: createCheckoutService({ cart, checkouts, loyalty, payments }),
    fulfilment: createFulfilmentService({ db, orders, checkouts, loyalty, payments, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
