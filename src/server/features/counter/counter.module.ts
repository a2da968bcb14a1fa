import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CardsService } from '../cards/cards.service.ts';
import type { CounterGiftCards } from '../gift-cards/counter-gift-cards.ts';
import type { GiftCardsService } from '../gift-cards/gift-cards.service.ts';
import { createIdempotentRequests } from '../idempotency/idempotent-requests.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OrderRefunds } from '../orders/order-refunds.service.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import { counterRoutes } from './counter.routes.ts';
import { createCounterLookupRepository } from './counter-lookup.repository.ts';
import { createCounterLookupService } from './counter-lookup.service.ts';
import { createCounterReturnsRepository } from './counter-returns.repository.ts';
import { counterReturnsRoutes } from './counter-returns.routes.ts';
import { createCounterReturnsService } from './counter-returns.service.ts';
import { createCounterSalesRepository } from './counter-sales.repository.ts';
import { createCounterSalesService } from './counter-sales.service.ts';
import { createDrawersRepository } from './drawers.repository.ts';
import { createDrawersService } from './drawers.service.ts';
import { createReceiptSettingsRepository } from './receipt-settings.repository.ts';
import { receiptsRoutes } from './receipts.routes.ts';
import { createReceiptsService } from './receipts.service.ts';

export interface CounterModuleDeps {
  db: Database;
  inventory: Inventory;
  audit: Pick<AuditRepository, 'record'>;
  /** The cards feature's list, which Scan or search finds cards through (its in-memory index). */
  cards: CardsService['list'];
  ledger: Pick<StoreCreditService, 'spend' | 'balance'>;
  giftCardTender: GiftCardsService['tenderIn'];
  /** Gift cards sold as a line of the sale, issued in its transaction. */
  giftCards: CounterGiftCards;
  loyalty: Pick<LoyaltyRepository, 'stamp'>;
  /** The orders' one way to give money back, which returns pay through (features/orders). */
  refunds: Pick<OrderRefunds, 'refund' | 'refundableCents' | 'send'>;
  /** The store's sales tax now, read in the sale's transaction (features/sales-tax). */
  taxPolicy: (location: Location, reader: Transaction) => Promise<TaxPolicy>;
  /** Receipts mailed at the customer's request (Email receipt). */
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}

/**
 * The point of sale (issue 27): a counter sale is a purchase of the counter channel, written
 * with its order, stock, tenders and drawer cash at once; the drawers; the Scan or search.
 */
export function createCounterModule({
  db,
  audit,
  clock,
  mailer,
  publicUrl,
  refunds,
  cards,
  ...deps
}: CounterModuleDeps) {
  const receiptSettings = createReceiptSettingsRepository(db);
  const drawers = createDrawersService({
    db,
    repository: createDrawersRepository(db),
    audit,
    idempotency: createIdempotentRequests(),
    clock,
  });
  const returns = createCounterReturnsService({
    db,
    repository: createCounterReturnsRepository(db),
    drawers,
    inventory: deps.inventory,
    refunds,
    audit,
  });
  const sales = createCounterSalesService({
    db,
    repository: createCounterSalesRepository(db),
    drawers,
    returns,
    audit,
    clock,
    returnPolicy: receiptSettings.returnPolicy,
    ...deps,
  });
  const receipts = createReceiptsService({
    db,
    settings: receiptSettings,
    sales,
    audit,
    mailer,
    publicUrl,
  });
  const lookup = createCounterLookupService({
    repository: createCounterLookupRepository(db),
    cards,
    inventory: deps.inventory,
    clock,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(counterRoutes(sales, drawers, lookup));
    await app.register(receiptsRoutes(receipts));
    await app.register(counterReturnsRoutes(returns));
  };
  return { routes, drawers, walkIns: { sellEntry: sales.sellEntry } };
}
