import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { createSalesTaxRepository } from './sales-tax.repository.ts';
import { salesTaxRoutes } from './sales-tax.routes.ts';
import { createSalesTaxService } from './sales-tax.service.ts';

export interface SalesTaxModuleDeps {
  db: Database;
  audit: Pick<AuditRepository, 'record'>;
  /** The kinds the owner chooses among come from the inventory's registry. */
  inventory: Pick<Inventory, 'kinds'>;
}

/**
 * Sales tax: the owner's rate and taxed kinds per store (`settings`), and `policy`, the one
 * reading of them that both the website's checkout and the counter tax by.
 */
export function createSalesTaxModule({ db, audit, inventory }: SalesTaxModuleDeps) {
  const repository = createSalesTaxRepository(db);
  const service = createSalesTaxService({ db, repository, audit, kinds: inventory.kinds });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(salesTaxRoutes(service));
  };
  return { routes, policy: repository.policy };
}
