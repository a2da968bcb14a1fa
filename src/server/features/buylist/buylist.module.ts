import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createBuylistRepository } from './buylist.repository.ts';
import { buylistRoutes } from './buylist.routes.ts';
import { type CardLister, createBuylistService } from './buylist.service.ts';

export interface BuylistModuleDeps {
  db: Database;
  audit: Pick<AuditRepository, 'record'>;
  /** The cards feature's list, whose text search is its in-memory index. */
  cards: CardLister;
}

/** The buylist: each store's buying terms, its hotlist and not-buying marks, and the public prices. */
export function createBuylistModule({ db, audit, cards }: BuylistModuleDeps) {
  const service = createBuylistService({
    db,
    repository: createBuylistRepository(db),
    audit,
    cards,
  });
  return { routes: buylistRoutes(service) };
}
