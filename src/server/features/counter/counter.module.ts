import type { Location } from '../../../domain/stores/stores.ts';
import type { TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { GiftCardsService } from '../gift-cards/gift-cards.service.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import { counterRoutes } from './counter.routes.ts';
import { createCounterLookupRepository } from './counter-lookup.repository.ts';
import { createCounterLookupService } from './counter-lookup.service.ts';
import { createCounterSalesRepository } from './counter-sales.repository.ts';
import { createCounterSalesService } from './counter-sales.service.ts';
import { createDrawersRepository } from './drawers.repository.ts';
import { createDrawersService } from './drawers.service.ts';

export interface CounterModuleDeps {
  db: Database;
  inventory: Inventory;
  audit: Pick<AuditRepository, 'record'>;
  ledger: Pick<StoreCreditService, 'spend' | 'balance'>;
  redeemGiftCard: GiftCardsService['redeemIn'];
  loyalty: Pick<LoyaltyRepository, 'stamp'>;
  /** The store's sales tax now, read in the sale's transaction (features/sales-tax). */
  taxPolicy: (location: Location, reader: Transaction) => Promise<TaxPolicy>;
  clock?: (() => Date) | undefined;
}

/**
 * The point of sale (issue 27): a counter sale is a purchase of the counter channel, written
 * with its order, stock, tenders and drawer cash at once; the drawers; the Scan or search.
 */
export function createCounterModule({ db, audit, clock, ...deps }: CounterModuleDeps) {
  const drawers = createDrawersService({
    db,
    repository: createDrawersRepository(db),
    audit,
    clock,
  });
  const sales = createCounterSalesService({
    db,
    repository: createCounterSalesRepository(db),
    drawers,
    audit,
    clock,
    ...deps,
  });
  const lookup = createCounterLookupService({
    repository: createCounterLookupRepository(db),
    inventory: deps.inventory,
    clock,
  });
  return { routes: counterRoutes(sales, drawers, lookup), walkIns: { sellEntry: sales.sellEntry } };
}
