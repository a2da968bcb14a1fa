import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import {
  type CatalogEditorOptions,
  type CatalogTable,
  createCatalogEditor,
} from './catalog-editor.ts';

/** What a catalog feature says of its table; the database and the audit trail are the module's. */
type CatalogTableSpec<
  Table extends CatalogTable,
  Row extends { id: number; location: Location },
  Item,
  Input extends { location?: Location | undefined },
> = Omit<CatalogEditorOptions<Table, Row, Item, Input>, 'db' | 'audit'>;

/**
 * Staff's editing of the catalog, shared by tournaments, merchandise and cards: each of those
 * modules asks for an editor of its own table, and every change is audited the same way.
 */
export function createCatalogModule({ db, audit }: { db: Database; audit: AuditRepository }) {
  return {
    editorFor<
      Table extends CatalogTable,
      Row extends { id: number; location: Location },
      Item,
      Input extends { location?: Location | undefined },
    >(spec: CatalogTableSpec<Table, Row, Item, Input>) {
      return createCatalogEditor({ db, audit, ...spec });
    },
  };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
