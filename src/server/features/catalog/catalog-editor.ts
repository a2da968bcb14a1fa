import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canManageStore, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';

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
  /** The table's columns for a valid input, stock apart. */
  toValues: (input: Input) => Record<string, unknown>;
  /** For a sellable kind: the stock an input sets, written through the inventory. */
  stock?: { inventory: Inventory; itemType: ItemType; of: (input: Input) => number };
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
  const { db, audit, table, entity, notFound, toItem, toValues, stock } = options;

  async function current(tx: Transaction, id: number): Promise<Row> {
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
    if (!row) throw new NotFoundError(notFound);
    return row;
  }

  /** The written row, with its stock set by the inventory when the thing is sellable. */
  async function withStock(tx: Transaction, id: number, input: Input, row: Row): Promise<Row> {
    if (!stock) return row;
    await stock.inventory.set(tx, { itemType: stock.itemType, itemId: id }, stock.of(input));
    return current(tx, id);
  }

  return {
    create(actor: StaffActor, input: Input): Promise<Item> {
      assertCanManage(actor, input.location);
      return db.transaction(async (tx) => {
        const [inserted] = (await tx.insert(table).values(toValues(input)).returning()) as (Row & {
          id: number;
        })[];
        if (!inserted) throw new Error(`insert returned no ${entity}`);
        const row = await withStock(tx, inserted.id, input, inserted);
        const item = toItem(row);
        await audit.record(tx, {
          actor,
          location: row.location,
          entity,
          entityId: inserted.id,
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
        const [updated] = (await tx
          .update(table)
          .set({ ...toValues(input), updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning()) as Row[];
        if (!updated) throw new NotFoundError(notFound);
        const item = toItem(await withStock(tx, id, input, updated));
        await audit.record(tx, {
          actor,
          location: updated.location,
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
