import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { createExportsService } from './exports.service.ts';
import { createImportsRepository } from './imports.repository.ts';
import { importsRoutes } from './imports.routes.ts';
import { createImportsService } from './imports.service.ts';

/** Files past the limit are refused as they arrive, before the rest is read. */
export const DEFAULT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

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
  const service = createImportsService({ db, repository, inventory, audit });
  return { routes: importsRoutes(service, createExportsService(repository), { maxBytes }) };
}
