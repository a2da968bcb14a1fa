import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { createExportsService } from './exports.service.ts';
import { createImportsRepository } from './imports.repository.ts';
import { importsRoutes } from './imports.routes.ts';
import { createImportsService, DEFAULT_IMPORT_MAX_BYTES } from './imports.service.ts';

export interface ImportsModuleDeps {
  db: Database;
  /** Stock the import brings is the inventory's to write. */
  inventory: Inventory;
  audit: AuditRepository;
  /** Larger files are refused; 20 MB unless configured. */
  maxBytes?: number;
}

/** CSV in and out: staff's imports of cards and merchandise, and the exports they read back. */
export function createImportsModule({
  db,
  inventory,
  audit,
  maxBytes = DEFAULT_IMPORT_MAX_BYTES,
}: ImportsModuleDeps) {
  const repository = createImportsRepository(db);
  const service = createImportsService({ db, repository, inventory, audit, maxBytes });
  return { routes: importsRoutes(service, createExportsService(repository), { maxBytes }) };
}
