import { type Database, serverPool } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createPriceImportListRepository } from './price-import-list.repository.ts';
import { createPriceImportsRepository } from './price-imports.repository.ts';
import { createPricingRepository } from './pricing.repository.ts';
import { pricingRoutes } from './pricing.routes.ts';
import { createPricingService } from './pricing.service.ts';

/** A price file of 100,000 TCGplayer rows is about 15 MB. */
const PRICE_FILE_MAX_BYTES = 50 * 1024 * 1024;

export interface PricingModuleDeps {
  db: Database;
  audit: AuditRepository;
}

/** Market pricing: rules, price files, and the history a hand edit of a price also writes. */
export function createPricingModule({ db, audit }: PricingModuleDeps) {
  const service = createPricingService({
    db,
    repository: createPricingRepository(db),
    imports: createPriceImportsRepository(db),
    importList: createPriceImportListRepository(db),
    audit,
    // Only the embedded database runs statements on the event loop; a server's would not
    // gain from a pause, and the apply's transaction would just hold its rows longer.
    yieldBetweenStatements: serverPool(db) === undefined,
  });
  return {
    routes: pricingRoutes(service, { maxBytes: PRICE_FILE_MAX_BYTES }),
    /** The card editor records hand edits of prices through this, in its own transaction. */
    handPricing: { edited: service.handEdited },
  };
}
