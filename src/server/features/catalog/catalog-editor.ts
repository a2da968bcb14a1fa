import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canManageStore, type StaffActor } from '../../../domain/admin/permissions.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';

type CatalogTable = PgTable & { id: AnyPgColumn; location: AnyPgColumn };

export interface CatalogEditorOptions<
  Row extends { location: Location },
  Item,
  Input extends { location: Location },
> {
  db: Database;
  audit: AuditRepository;
  table: CatalogTable;
  /** How the audit trail and messages name the thing: 'tournament', 'merchandise', 'card'. */
  entity: string;
  notFound: string;
  toItem: (row: Row) => Item;
  /** The table's columns for a valid input. */
  toValues: (input: Input) => Record<string, unknown>;
}

function assertCanManage(actor: StaffActor, store: Location): void {
  if (!canManageStore(actor, store)) {
    throw new ForbiddenError(`Only staff of the ${storeName(store)} store can change its items.`);
  }
}

/**
 * Creating, replacing and deleting tournaments, merchandise and cards: each change checked
 * against the store the actor may manage (before and after), and recorded in the audit trail
 * in the same transaction.
 */
export function createCatalogEditor<
  Row extends { location: Location },
  Item,
  Input extends { location: Location },
>(options: CatalogEditorOptions<Row, Item, Input>) {
  const { db, audit, table, entity, notFound, toItem, toValues } = options;

  async function current(tx: Transaction, id: number): Promise<Row> {
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
    if (!row) throw new NotFoundError(notFound);
    return row;
  }

  return {
    create(actor: StaffActor, input: Input): Promise<Item> {
      assertCanManage(actor, input.location);
      return db.transaction(async (tx) => {
        const [row] = (await tx.insert(table).values(toValues(input)).returning()) as Row[];
        if (!row) throw new Error(`insert returned no ${entity}`);
        const item = toItem(row);
        await audit.record(tx, {
          actor,
          location: row.location,
          entity,
          entityId: (row as { id: number } & Row).id,
          action: 'create',
          before: null,
          after: item,
        });
        return item;
      });
    },

    update(actor: StaffActor, id: number, input: Input): Promise<Item> {
      assertCanManage(actor, input.location);
      return db.transaction(async (tx) => {
        const before = await current(tx, id);
        assertCanManage(actor, before.location);
        const [row] = (await tx
          .update(table)
          .set({ ...toValues(input), updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning()) as Row[];
        if (!row) throw new NotFoundError(notFound);
        const item = toItem(row);
        await audit.record(tx, {
          actor,
          location: row.location,
          entity,
          entityId: id,
          action: 'update',
          before: toItem(before),
          after: item,
        });
        return item;
      });
    },

    remove(actor: StaffActor, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await current(tx, id);
        assertCanManage(actor, before.location);
        await tx.delete(table).where(eq(table.id, id));
        await audit.record(tx, {
          actor,
          location: before.location,
          entity,
          entityId: id,
          action: 'delete',
          before: toItem(before),
          after: null,
        });
      });
    },
  };
}
