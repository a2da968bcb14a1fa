import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createBuylistRepository } from './buylist.repository.ts';
import { buylistRoutes } from './buylist.routes.ts';
import { type CardLister, createBuylistService, type OpenOffers } from './buylist.service.ts';

export interface BuylistModuleDeps {
  db: Database;
  audit: Pick<AuditRepository, 'record'>;
  /** The cards feature's list, whose text search is its in-memory index. */
  cards: CardLister;
  /** What open trade-ins already offer, which the wanted counts leave out. */
  openOffers: OpenOffers;
  /** This instance's successful writes so far, which the buylist's prices are kept against. */
  writes: () => number;
}

/** The buylist: each store's buying terms, its hotlist and not-buying marks, and the public prices. */
export function createBuylistModule({ db, audit, cards, openOffers, writes }: BuylistModuleDeps) {
  const repository = createBuylistRepository(db);
  const service = createBuylistService({ db, repository, audit, cards, openOffers, writes });
  return {
    routes: buylistRoutes(service),
    /** The store's terms and marks, which trade-ins price their lines by. */
    pricing: { terms: repository.terms, marksFor: repository.marksFor },
  };
}
