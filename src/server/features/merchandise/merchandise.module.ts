import type { Database } from '../../db/client.ts';
import { merchandise } from '../../db/schema/index.ts';
import type { CatalogModule } from '../catalog/catalog.module.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import {
  createMerchandiseRepository,
  lockMerchandise,
  toAdminMerchandise,
  toMerchandiseValues,
} from './merchandise.repository.ts';
import { merchandiseRoutes } from './merchandise.routes.ts';
import { createMerchandiseService } from './merchandise.service.ts';

export interface MerchandiseModuleDeps {
  db: Database;
  catalog: CatalogModule;
  /** A product's stock is the inventory's to write, so staff edits go through it. */
  inventory: Inventory;
}

/** Sealed product and supplies: the shop's lists, staff's edits, and the service the back office reads. */
export function createMerchandiseModule({ db, catalog, inventory }: MerchandiseModuleDeps) {
  const editor = catalog.editorFor({
    table: merchandise,
    entity: 'merchandise',
    notFound: 'Merchandise not found',
    toItem: toAdminMerchandise,
    toValues: toMerchandiseValues,
    lockRow: lockMerchandise,
    stock: { inventory, itemType: 'merchandise', of: (input) => input.stock, field: 'stock' },
    uniqueFields: {
      merchandise_barcode_unique: {
        field: 'barcode',
        message: 'Another product at this store has this barcode.',
        code: 'barcode_taken',
      },
    },
  });
  const service = createMerchandiseService(createMerchandiseRepository(db));
  return { service, routes: merchandiseRoutes(service, editor) };
}
