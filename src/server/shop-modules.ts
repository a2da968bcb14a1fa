import type { BlockList } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Database, serverPool } from './db/client.ts';
import { createAdminModule } from './features/admin/admin.module.ts';
import { createApiKeysModule } from './features/api-keys/api-keys.module.ts';
import { createAuditModule } from './features/audit/audit.module.ts';
import { createBuylistModule } from './features/buylist/buylist.module.ts';
import { createCardsModule } from './features/cards/cards.module.ts';
import { createCartModule } from './features/cart/cart.module.ts';
import { createCatalogModule } from './features/catalog/catalog.module.ts';
import { createCheckoutModule } from './features/checkout/checkout.module.ts';
import { createCounterModule } from './features/counter/counter.module.ts';
import { createCustomersModule } from './features/customers/customers.module.ts';
import { createFiltersModule } from './features/filters/filters.module.ts';
import { createGiftCardKind } from './features/gift-cards/gift-card-kind.ts';
import { createGiftCardMail } from './features/gift-cards/gift-card-mail.ts';
import { createGiftCardsModule } from './features/gift-cards/gift-cards.module.ts';
import { createHealthModule } from './features/health/health.module.ts';
import { createImportsModule } from './features/imports/imports.module.ts';
import { createInventoryModule } from './features/inventory/inventory.module.ts';
import type { SellableKindStore } from './features/inventory/sellable-kind.ts';
import { createLoyaltyModule } from './features/loyalty/loyalty.module.ts';
import { createMailModule, KEPT_MAIL, type MailSettings } from './features/mail/mail.module.ts';
import { createMerchandiseModule } from './features/merchandise/merchandise.module.ts';
import { createOrderRefundsRepository } from './features/orders/order-refunds.repository.ts';
import { createOrderRefunds } from './features/orders/order-refunds.service.ts';
import { createOrdersModule } from './features/orders/orders.module.ts';
import { createOrdersRepository } from './features/orders/orders.repository.ts';
import { createOrderMail } from './features/orders/queue-order-mail.ts';
import { createPaymentsModule } from './features/payments/payments.module.ts';
import type { StripeProvider } from './features/payments/stripe-provider.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from './features/payments/test-provider.ts';
import { createPricingModule } from './features/pricing/pricing.module.ts';
import { createPurchasesModule } from './features/purchases/purchases.module.ts';
import { createEventEntryKind } from './features/registrations/event-entry-kind.ts';
import { createEventMail } from './features/registrations/queue-event-mail.ts';
import { createRegistrationsModule } from './features/registrations/registrations.module.ts';
import { createReportsModule } from './features/reports/reports.module.ts';
import { createSalesTaxModule } from './features/sales-tax/sales-tax.module.ts';
import { createSessionsModule } from './features/sessions/sessions.module.ts';
import { createStoreCreditModule } from './features/store-credit/store-credit.module.ts';
import { createTournamentsModule } from './features/tournaments/tournaments.module.ts';
import { createTradeInsModule } from './features/trade-ins/trade-ins.module.ts';
import { createTradeInsRepository } from './features/trade-ins/trade-ins.repository.ts';
import { createUploadsModule } from './features/uploads/uploads.module.ts';
import {
  countInPostgres,
  DEFAULT_RATE_LIMITS,
  type RateLimitOptions,
} from './plugins/rate-limit-options.ts';
import type { ApiKeyResolver, SessionResolver } from './plugins/session-contract.ts';
import { createShopWrites, type ShopWrites } from './plugins/shop-writes.ts';

export interface ShopModulesOptions {
  db: Database;
  /** Where uploaded images are kept (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Stripe when configured; the built-in test provider otherwise. */
  payments?: StripeProvider | TestPaymentProvider;
  /** Tests tighten or loosen some limits; the rest keep their defaults. */
  limits?: Partial<RateLimitOptions>;
  /** The stores' own networks (STORE_NETWORKS), which the sign-up limits per address spare. */
  storeNetworks?: BlockList | undefined;
  /** The shared admin (owner) password; unset means the generated one kept in the database. */
  adminPassword?: string | undefined;
  /** Where mail goes and whom it is from; kept in the outbox when absent. */
  mail?: MailSettings;
  /** The shop's address as customers reach it (PUBLIC_URL), for links in e-mails. */
  publicUrl?: string;
  /** Now, for rules that depend on the date (loyalty stamps); tests move it. */
  clock?: () => Date;
  /**
   * Kinds the shop sells beside its own cards and merchandise, each with where its listings
   * and stock live; the inventory takes them, so the cart and the purchase pipeline sell them
   * too. A test registers one to sell a kind of its own.
   */
  sellableKinds?: readonly SellableKindStore[];
  /** Import files larger than this many bytes are refused (IMPORT_MAX_BYTES; 20 MB). */
  importMaxBytes?: number | undefined;
}

/** What the HTTP app takes from the modules: each feature's routes, and what its plugins need. */
export interface ShopModules {
  /** The PostgreSQL server's pool, when the shop runs on one: its instances share what it holds. */
  shared: pg.Pool | undefined;
  sessions: SessionResolver;
  apiKeys: ApiKeyResolver;
  /** This instance's successful writes, which empty the read cache. */
  writes: ShopWrites;
  /** Uploaded images, served beside the API rather than under it. */
  images: FastifyPluginAsync;
  /** Each feature's routes, in the order they register under /api. */
  routes: readonly FastifyPluginAsyncZod[];
}

/**
 * The shop's feature modules, each given only what it needs, in the order they depend on one
 * another; `features` lists them in the order their routes register. This is the table of
 * contents of the API.
 */
export function createShopModules({
  db,
  uploadsDir,
  payments = createTestPaymentProvider(db),
  limits: limitOverrides = {},
  storeNetworks,
  clock,
  mail: mailSettings = KEPT_MAIL,
  publicUrl = 'http://localhost:5000',
  sellableKinds,
  adminPassword,
  importMaxBytes,
}: ShopModulesOptions): ShopModules {
  // On a PostgreSQL server, limits count there: every instance behind the proxy shares them.
  const pool = serverPool(db);
  const limits = {
    ...DEFAULT_RATE_LIMITS,
    ...(pool && { counters: countInPostgres(pool) }),
    ...limitOverrides,
    ...(storeNetworks && { storeNetworks }),
  };
  // The parts several features share.
  const mail = createMailModule({ db, settings: mailSettings, clock });
  const eventMail = createEventMail({ mailer: mail.mailer, publicUrl });
  const giftCardMail = createGiftCardMail({ mailer: mail.mailer, publicUrl });
  const stock = createInventoryModule({
    db,
    sellableKinds: [
      createEventEntryKind({ db, mail: eventMail, clock }),
      createGiftCardKind({ db, mail: giftCardMail, clock }),
      ...(sellableKinds ?? []),
    ],
  });
  const inventory = stock.service;
  const audit = createAuditModule({ db }).repository;
  const sessions = createSessionsModule({ db, clock }).service;
  const apiKeys = createApiKeysModule({ db, audit, clock });
  // Orders are written by the purchase pipeline and read by their customer and by staff.
  const orderRecords = createOrdersRepository(db);
  const orderMail = createOrderMail({ orders: orderRecords, mailer: mail.mailer, publicUrl });
  const storeCredit = createStoreCreditModule({
    db,
    audit,
    mailer: mail.mailer,
    publicUrl,
    clock,
  });
  const loyalty = createLoyaltyModule({ db, clock });
  // Money back for an order, one way for staff's refunds, cancellations and dropped entries.
  const orderRefunds = createOrderRefunds({
    repository: createOrderRefundsRepository(db),
    ledger: storeCredit.ledger,
    stamps: loyalty.repository,
    payments,
    mail: orderMail,
    clock,
  });

  const health = createHealthModule({ db });
  const catalog = createCatalogModule({ db, audit });
  const cart = createCartModule({ db, inventory });
  const registrations = createRegistrationsModule({
    db,
    audit,
    cart: cart.service,
    orderRefunds,
    mail: eventMail,
    // The counter is built further down, on the inventory this module's entry kind joins; a
    // walk-in is only ever sold once the app is built.
    walkIns: { sellEntry: (actor, entry) => counter.walkIns.sellEntry(actor, entry) },
    clock,
  });
  const tournaments = createTournamentsModule({
    db,
    catalog,
    seats: registrations.service,
    eventChanges: registrations.eventChanges,
    mailer: mail.mailer,
    publicUrl,
  });
  const merchandise = createMerchandiseModule({ db, catalog, inventory });
  const pricing = createPricingModule({ db, audit });
  const cards = createCardsModule({ db, catalog, inventory, handPricing: pricing.handPricing });
  // Open trade-ins' offers come off the buylist's wanted counts; trade-ins price by the buylist.
  const tradeInRecords = createTradeInsRepository(db);
  // Counted by the read cache as each write answers; the buylist's prices are kept against it.
  const writes = createShopWrites();
  const buylist = createBuylistModule({
    db,
    audit,
    cards: cards.list,
    openOffers: (location) =>
      tradeInRecords.openOffers(db, location, 'all', clock ? clock() : new Date()),
    writes: writes.count,
  });
  const filters = createFiltersModule({ db, audit });
  const customers = createCustomersModule({
    db,
    sessions,
    cart: cart.service,
    limits,
    mailer: mail.mailer,
    publicUrl,
    clock,
    storeCredit: storeCredit.ledger,
    audit,
  });
  const giftCards = createGiftCardsModule({
    db,
    cart: cart.service,
    ledger: storeCredit.ledger,
    limits,
    mail: giftCardMail,
    clock,
  });
  const salesTax = createSalesTaxModule({ db, audit, inventory });
  const purchases = createPurchasesModule({
    db,
    orders: orderRecords,
    inventory,
    loyalty: loyalty.repository,
    payments,
    credit: storeCredit.ledger,
    taxPolicy: (location) => salesTax.policy(location),
    fulfillers: [cart.fulfiller],
    orderMail,
    clock,
  });
  const checkout = createCheckoutModule({
    cart: cart.service,
    loyalty: loyalty.repository,
    pipeline: purchases.pipeline,
    payments,
    limits,
  });
  const orders = createOrdersModule({
    orders: orderRecords,
    pipeline: purchases.pipeline,
    refunds: orderRefunds,
  });
  const admin = createAdminModule({
    db,
    sessions,
    audit,
    inventory,
    orderLines: orderRecords,
    refunds: orderRefunds,
    merchandise: merchandise.service,
    orderMail,
    // The counter is built further down; its drawers are only reached once the app is built.
    drawers: { payOutCash: (tx, till, cash) => counter.drawers.payOutCash(tx, till, cash) },
    adminPassword,
    limits,
  });
  const counter = createCounterModule({
    db,
    inventory,
    audit,
    // Scan or search finds cards as the catalog's search does, in its in-memory index.
    cards: cards.list,
    ledger: storeCredit.ledger,
    giftCardTender: giftCards.tenderIn,
    giftCards: giftCards.counterSales,
    loyalty: loyalty.repository,
    refunds: orderRefunds,
    taxPolicy: salesTax.policy,
    mailer: mail.mailer,
    publicUrl,
    clock,
  });
  const tradeIns = createTradeInsModule({
    db,
    repository: tradeInRecords,
    pricing: buylist.pricing,
    inventory,
    ledger: storeCredit.ledger,
    drawers: counter.drawers,
    mailer: mail.mailer,
    audit,
    publicUrl,
    clock,
  });
  const reports = createReportsModule({
    db,
    audit,
    kinds: inventory.kinds(),
    clock,
    cardsByShelfValue: cards.byShelfValue,
  });
  const uploads = createUploadsModule({ directory: uploadsDir });
  const imports = createImportsModule({ db, inventory, audit, maxBytes: importMaxBytes });
  const paymentPages = createPaymentsModule({ provider: payments, pipeline: purchases.pipeline });

  // In this order: a feature's routes, hooks and limits stay inside its own plugin.
  const features = [
    health,
    tournaments,
    registrations,
    merchandise,
    cards,
    buylist,
    filters,
    customers,
    storeCredit,
    giftCards,
    cart,
    loyalty,
    checkout,
    purchases,
    orders,
    admin,
    apiKeys,
    salesTax,
    counter,
    tradeIns,
    mail,
    reports,
    uploads,
    imports,
    pricing,
    stock,
    paymentPages,
  ];
  return {
    shared: pool,
    sessions,
    apiKeys: apiKeys.resolver,
    writes,
    images: uploads.images,
    routes: features.map((feature) => feature.routes),
  };
}
