import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createBuysReportRepository } from './buys-report.repository.ts';
import { createCreditReportRepository } from './credit-report.repository.ts';
import { createEndOfDayRepository } from './end-of-day.repository.ts';
import { createReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import { type CardsByShelfValue, createStockReportRepository } from './stock-report.repository.ts';
import { createTaxReportRepository } from './tax-report.repository.ts';
import { createTopItemsRepository } from './top-items.repository.ts';

export interface ReportsModuleDeps {
  db: Database;
  /** A changed threshold goes in the audit trail. */
  audit: Pick<AuditRepository, 'record'>;
  /** The inventory's registered kinds, which the sales chart shows. */
  kinds: readonly string[];
  clock?: (() => Date) | undefined;
  /** The slow movers walk each store's cards in the order of the money on the shelf. */
  cardsByShelfValue: CardsByShelfValue;
}

/** The owner's and staff's reports: sales, top sellers, stock, events, refunds, sales tax, the pickup queue, store credit, the counter's end of day and the cards bought. */
export function createReportsModule({
  db,
  audit,
  kinds,
  clock,
  cardsByShelfValue,
}: ReportsModuleDeps) {
  const service = createReportsService({
    db,
    reports: createReportsRepository(db),
    topItems: createTopItemsRepository(db),
    stock: createStockReportRepository(db, cardsByShelfValue),
    credit: createCreditReportRepository(db),
    tax: createTaxReportRepository(db),
    endOfDay: createEndOfDayRepository(db),
    buys: createBuysReportRepository(db),
    audit,
    kinds,
    clock,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(reportsRoutes(service));
  };
  return { routes };
}
