import type { Database } from './db/client.ts';
import { pricedListOrders } from './db/keyset.ts';
import { cards, merchandise, tournaments } from './db/schema/index.ts';
import { createAdminAuthService } from './features/admin/admin-auth.service.ts';
import { createAdminOrdersRepository } from './features/admin/admin-orders.repository.ts';
import { createAdminOrdersService } from './features/admin/admin-orders.service.ts';
import { createEmployeesRepository } from './features/admin/employees.repository.ts';
import { createSummaryRepository } from './features/admin/summary.repository.ts';
import { createAuditRepository } from './features/audit/audit.repository.ts';
import { createCardSearchRepository } from './features/cards/card-search.repository.ts';
import { createCardSearchService } from './features/cards/card-search.service.ts';
import { createCardSearchIndex } from './features/cards/card-search-index.ts';
import { createCardsRepository, toCard, toCardValues } from './features/cards/cards.repository.ts';
import { createCardsService } from './features/cards/cards.service.ts';
import { createCartRepository } from './features/cart/cart.repository.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { createCatalogItemsRepository } from './features/cart/catalog-items.repository.ts';
import { createCatalogEditor } from './features/catalog/catalog-editor.ts';
import { createCheckoutService } from './features/checkout/checkout.service.ts';
import { createCheckoutsRepository } from './features/checkout/checkouts.repository.ts';
import { createCustomersRepository } from './features/customers/customers.repository.ts';
import { createCustomersService } from './features/customers/customers.service.ts';
import { createFiltersRepository } from './features/filters/filters.repository.ts';
import { createFiltersService } from './features/filters/filters.service.ts';
import { createLoyaltyRepository } from './features/loyalty/loyalty.repository.ts';
import { createLoyaltyService } from './features/loyalty/loyalty.service.ts';
import {
  createMerchandiseRepository,
  toAdminMerchandise,
  toMerchandiseValues,
} from './features/merchandise/merchandise.repository.ts';
import { createMerchandiseService } from './features/merchandise/merchandise.service.ts';
import { createFulfilmentService } from './features/orders/fulfilment.service.ts';
import { createOrdersRepository } from './features/orders/orders.repository.ts';
import type { PaymentProvider } from './features/payments/payment-provider.ts';
import { createSessionsRepository } from './features/sessions/sessions.repository.ts';
import { createSessionsService } from './features/sessions/sessions.service.ts';
import {
  createTournamentsRepository,
  toTournament,
  toTournamentValues,
} from './features/tournaments/tournaments.repository.ts';
import { createTournamentsService } from './features/tournaments/tournaments.service.ts';

/**
 * Every service, built once from the database, the payment provider and the clock (which tests
 * may move), for the routes to share.
 */
export interface ServiceOptions {
  payments: PaymentProvider;
  /** ADMIN_PASSWORD; unset means the generated one kept in the database. */
  adminPassword?: string | undefined;
  clock?: () => Date;
}

export function createServices(
  db: Database,
  { payments, adminPassword, clock = () => new Date() }: ServiceOptions,
) {
  const sessions = createSessionsService(createSessionsRepository(db), clock);
  const cart = createCartService(createCartRepository(db), createCatalogItemsRepository(db));
  const checkouts = createCheckoutsRepository(db);
  const loyalty = createLoyaltyRepository(db);
  const orders = createOrdersRepository(db);
  const audit = createAuditRepository(db);
  const cardsRepository = createCardsRepository(db);
  const cardSearch = createCardSearchService({
    // The lists' own orders, so a search pages with the same cursors as the list.
    index: createCardSearchIndex(pricedListOrders(cards)),
    repository: createCardSearchRepository(db),
    findByIds: cardsRepository.findByIds,
  });
  return {
    db,
    payments,
    sessions,
    cart,
    orders,
    audit,
    tournaments: createTournamentsService(createTournamentsRepository(db)),
    merchandise: createMerchandiseService(createMerchandiseRepository(db)),
    cards: createCardsService(cardsRepository, cardSearch),
    tournamentEditor: createCatalogEditor({
      db,
      audit,
      table: tournaments,
      entity: 'tournament',
      notFound: 'Tournament not found',
      toItem: toTournament,
      toValues: toTournamentValues,
    }),
    merchandiseEditor: createCatalogEditor({
      db,
      audit,
      table: merchandise,
      entity: 'merchandise',
      notFound: 'Merchandise not found',
      toItem: toAdminMerchandise,
      toValues: toMerchandiseValues,
    }),
    cardEditor: createCatalogEditor({
      db,
      audit,
      table: cards,
      entity: 'card',
      notFound: 'Card not found',
      toItem: toCard,
      toValues: toCardValues,
    }),
    filters: createFiltersService(createFiltersRepository(db), db, audit),
    adminAuth: createAdminAuthService(createEmployeesRepository(db), sessions, adminPassword),
    adminOrders: createAdminOrdersService({
      db,
      orders: createAdminOrdersRepository(db),
      audit,
      payments,
    }),
    summary: createSummaryRepository(db),
    customers: createCustomersService(createCustomersRepository(db), sessions),
    loyalty: createLoyaltyService(loyalty, clock),
    checkout: createCheckoutService({ cart, checkouts, loyalty, payments }),
    fulfilment: createFulfilmentService({ db, orders, checkouts, loyalty, payments, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
