import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createFiltersRepository } from './filters.repository.ts';
import { filtersRoutes } from './filters.routes.ts';
import { createFiltersService } from './filters.service.ts';

/** The card and merchandise filter lists staff keep; each change is audited. */
export function createFiltersModule({ db, audit }: { db: Database; audit: AuditRepository }) {
  const service = createFiltersService(createFiltersRepository(db), db, audit);
  return { routes: filtersRoutes(service) };
}
