import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import { DEFAULT_LOCATION, type Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { isItemInUse } from './item-use.repository.ts';

/** A table of catalog items, keyed by a numeric id. */
export type CatalogTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/** A row as the editor reads it: every catalog item belongs to a store. */
type CatalogRow = { id: number; location: Location; stock?: number };
/**
 * An item's input: its store (left out: the caller's store on a create, the item's own on an
 * edit), and on an edit of a sellable one the stock its editor showed.
 */
type CatalogInput = { location?: Location | undefined; stockSeen?: number | undefined };

/**
 * A feature's own rules on changes to its items, beyond the editor's: run in the change's
 * transaction with the row locked (a throw refuses the change), and after it commits.
 */
export interface CatalogChangeRules<Row, Input = unknown> {
  created?(tx: Transaction, row: Row): Promise<void>;
  changed?(
    tx: Transaction,
    before: Row,
    after: Row,
    change: { actor: StaffActor; input: Input },
  ): Promise<void>;
  removing?(tx: Transaction, row: Row): Promise<void>;
  /** Work that must not run inside the change's transaction (a payment provider's refunds). */
  committed?(): Promise<void>;
}

export interface CatalogEditorOptions<
  Table extends CatalogTable,
  Row extends CatalogRow,
  Item,
  Input extends CatalogInput,
> {
  db: Database;
  audit: AuditRepository;
  table: Table;
  /** How the audit trail and messages name the thing: 'tournament', 'merchandise', 'card'. */
  entity: string;
  notFound: string;
  /**
   * Reads a row to change it, locked until the transaction ends. The feature's own query,
   * typed by its table: Drizzle cannot type a select from a table it only knows generically.
   */
  lockRow: (tx: Transaction, id: number) => Promise<Row | undefined>;
  toItem: (row: Row) => Item;
  /** The table's columns for a valid input, stock apart. */
  toValues: (input: Input) => Table['$inferInsert'];
  /**
   * Unique constraints beyond the item's identity, by name, with the field a write that breaks
   * one is refused on (a product's barcode).
   */
  uniqueFields?: Readonly<Record<string, UniqueField>>;
  /**
   * For a sellable kind: the stock an input sets, written through the inventory, and the
   * input's field that holds it (`quantity` for cards, `stock` for products).
   */
  stock?: {
    inventory: Inventory;
    itemType: ItemType;
    of: (input: Input) => number;
    field: keyof Input & string;
  };
  rules?: CatalogChangeRules<Row, Input>;
  /**
   * The item type its cart and order lines carry, when it is not its stock's (an event's
   * entries): an item anyone holds or bought stays at its store.
   */
  soldAs?: ItemType;
}

/** A field that must be unique in a store, and what a write that repeats it is told. */
export interface UniqueField {
  field: string;
  message: string;
  code: ErrorCode;
}

const assertCanManage = (actor: StaffActor, store: Location) =>
  assertStoreAccess(actor, store, 'change its items');

/**
 * Creating, replacing and deleting tournaments, merchandise and cards: each change checked
 * against the store the actor may manage (before and after), and recorded in the audit trail
 * in the same transaction.
 */
export function createCatalogEditor<
  Table extends CatalogTable,
  Row extends CatalogRow,
  Item,
  Input extends CatalogInput,
>(options: CatalogEditorOptions<Table, Row, Item, Input>) {
  const { db, audit, table, entity, notFound, lockRow, toItem, toValues, stock, rules } = options;

  /**
   * A write that would repeat a unique field, or list a second item of one identity (cards),
   * is refused, not failed.
   */
  async function unique<Result>(write: () => Promise<Result>): Promise<Result> {
    try {
      return await write();
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === undefined) throw error;
      const repeated = options.uniqueFields?.[constraint];
      if (repeated) {
        throw new ConflictError(repeated.message, {
          code: repeated.code,
          fields: { [repeated.field]: repeated.message },
        });
      }
      throw new ConflictError(
        `This ${entity} is already listed at the store: change that one's stock instead.`,
      );
    }
  }

  async function current(tx: Transaction, id: number): Promise<Row> {
    const row = await lockRow(tx, id);
    if (!row) throw new NotFoundError(notFound);
    return row;
  }

  /**
   * The row as written, with its stock set by the inventory when the thing is sellable: a hand
   * edit by the actor, all of it moved in when the item is new.
   */
  async function written(
    tx: Transaction,
    actor: StaffActor,
    item: { id: number; isNew: boolean },
    count: number | undefined,
  ): Promise<Row> {
    if (stock && count !== undefined) {
      await stock.inventory.set(
        tx,
        { itemType: stock.itemType, itemId: item.id, isNew: item.isNew },
        count,
        { reason: 'hand_edit', reference: null, by: { kind: 'staff', staff: actor } },
      );
    }
    return current(tx, item.id);
  }

  /**
   * An item moved to the other store would leave its carts, orders and seats at the old one,
   * where the new store's staff could refund them and the old store's stock no longer
   * answered them: one in use is refused, and the other store lists its own.
   */
  async function assertStaysWithItsUse(tx: Transaction, before: Row, input: Input) {
    const itemType = options.soldAs ?? stock?.itemType;
    if ((input.location ?? before.location) === before.location || !itemType) return;
    if (!(await isItemInUse(tx, { itemType, itemId: before.id }))) return;
    const message = `This ${entity} is in carts, orders or registrations at its store, so it stays there: list it at the other store instead.`;
    throw new ConflictError(message, { code: 'item_in_use', fields: { location: message } });
  }

  /**
   * The stock an edit writes. An editor that says what stock it showed (`stockSeen`) and left
   * the count as shown keeps what sold while it was open; a count changed after the stock moved
   * is refused, for staff to check it against the stock now. Without `stockSeen` the count is
   * written as sent.
   */
  function editedStock(before: Row, input: Input): number | undefined {
    if (!stock) return undefined;
    const wanted = stock.of(input);
    const seen = input.stockSeen;
    if (seen === undefined || before.stock === undefined || seen === before.stock) return wanted;
    if (wanted === seen) return before.stock;
    const message = `The stock changed from ${seen} to ${before.stock} while this was open. Check the count and save again.`;
    throw new ConflictError(message, {
      code: 'stock_changed',
      fields: { [stock.field]: message },
      stock: before.stock,
    });
  }

  return {
    create(actor: StaffActor, sent: Input): Promise<Item> {
      // The specified default store, nlr, for the owner; a store's staff work at their own.
      const input = { ...sent, location: sent.location ?? actor.location ?? DEFAULT_LOCATION };
      assertCanManage(actor, input.location);
      return unique(() =>
        db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(table)
            .values(toValues(input))
            .returning({ id: table.id });
          if (!inserted) throw new Error(`insert returned no ${entity}`);
          const row = await written(tx, actor, { id: inserted.id, isNew: true }, stock?.of(input));
          await rules?.created?.(tx, row);
          const item = toItem(row);
          await audit.record(tx, {
            actor,
            location: row.location,
            entity,
            entityId: row.id,
            action: 'create',
            before: null,
            after: item,
          });
          return item;
        }),
      );
    },

    async update(actor: StaffActor, id: number, input: Input): Promise<Item> {
      if (input.location) assertCanManage(actor, input.location);
      const updated = await unique(() =>
        db.transaction(async (tx) => {
          const before = await current(tx, id);
          assertCanManage(actor, before.location);
          await assertStaysWithItsUse(tx, before, input);
          const count = editedStock(before, input);
          await tx.update(table).set(toValues(input)).where(eq(table.id, id));
          const row = await written(tx, actor, { id, isNew: false }, count);
          await rules?.changed?.(tx, before, row, { actor, input });
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
        }),
      );
      await rules?.committed?.();
      return updated;
    },

    remove(actor: StaffActor, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await current(tx, id);
        assertCanManage(actor, before.location);
        await rules?.removing?.(tx, before);
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
