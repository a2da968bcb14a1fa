import { and, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import type { SellableKindStore } from './sellable-kind.ts';

type NotNull<Data> = AnyPgColumn<{ data: Data; notNull: true }>;

/** The columns, by these names, that a table of sellable items has for the inventory to list and stock it. */
export interface StockColumns {
  id: NotNull<number>;
  name: NotNull<string>;
  priceCents: NotNull<number>;
  stock: NotNull<number>;
  imageUrl: AnyPgColumn<{ data: string; notNull: false }>;
  location: NotNull<Location>;
  forSale: NotNull<boolean>;
  /** Absent for a kind that is for no one game. */
  gameType?: AnyPgColumn<{ data: string }>;
}

export interface StockTableOptions {
  /** What the cart tells a buyer who asks for one of its items that is not for sale. */
  notForSale: string;
  /** Every item of the kind is for sale, whatever its forSale column says. */
  everyItemForSale?: boolean;
}

/** The table's own key for a column, which is what an update's `set` is written with. */
function keyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, each]) => each === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}

/**
 * A kind whose items are the rows of one table with a stock column. Every write is one
 * conditional statement, so concurrent buyers of the last copy cannot both have it.
 */
export function stockTable(
  itemType: ItemType,
  table: PgTable & StockColumns,
  { notForSale, everyItemForSale = false }: StockTableOptions,
): SellableKindStore {
  const { id, stock } = table;
  const stockKey = keyOf(table, stock);
  const listing = {
    itemId: id,
    name: table.name,
    priceCents: table.priceCents,
    stock,
    imageUrl: table.imageUrl,
    gameType: table.gameType ?? sql<string | null>`null`,
    location: table.location,
    forSale: everyItemForSale ? sql<boolean>`true` : table.forSale,
  };

  const moved = { itemId: id, location: table.location };

  /** The items' counts before a write that sets them, their rows held until the transaction ends. */
  const countsBefore = (tx: Transaction, itemIds: readonly number[]) =>
    tx
      .select({ ...moved, stock })
      .from(table)
      .where(inArray(id, [...itemIds]))
      .for('update');

  return {
    itemType,
    notForSale,

    async find(db, itemIds) {
      if (itemIds.length === 0) return [];
      const rows = await db
        .select(listing)
        .from(table)
        .where(inArray(id, [...itemIds]));
      return rows.map((row) => ({ itemType, ...row }));
    },

    async take(tx, { itemId, quantity }) {
      const [taken] = await tx
        .update(table)
        .set({ [stockKey]: sql`${stock} - ${quantity}` })
        .where(and(eq(id, itemId), gte(stock, quantity)))
        .returning(moved);
      return taken ? { ...taken, delta: -quantity } : null;
    },

    async putBack(tx, { itemId, quantity }) {
      const [returned] = await tx
        .update(table)
        .set({ [stockKey]: sql`${stock} + ${quantity}` })
        .where(eq(id, itemId))
        .returning(moved);
      return returned ? { ...returned, delta: quantity } : null;
    },

    async set(tx, itemId, count) {
      const [before] = await countsBefore(tx, [itemId]);
      if (!before) return null;
      await tx
        .update(table)
        .set({ [stockKey]: count })
        .where(eq(id, itemId));
      return { itemId, location: before.location, delta: count - before.stock };
    },

    async restock(tx, counts, mode) {
      if (counts.length === 0) return [];
      const before = new Map(
        (
          await countsBefore(
            tx,
            counts.map((each) => each.itemId),
          )
        ).map((row) => [row.itemId, row]),
      );
      // Two parameters however many items there are.
      const ids = pgArray(counts.map((each) => each.itemId));
      const values = pgArray(counts.map((each) => each.count));
      const count = sql.raw('restocked.count');
      const after = await tx
        .update(table)
        .set({ [stockKey]: mode === 'add' ? sql`${stock} + ${count}` : count })
        .from(sql`unnest(${ids}::int[], ${values}::int[]) as restocked(id, count)`)
        .where(eq(id, sql.raw('restocked.id')))
        .returning({ ...moved, stock });
      return after.map((row) => ({
        itemId: row.itemId,
        location: row.location,
        delta: row.stock - (before.get(row.itemId)?.stock ?? 0),
      }));
    },
  };
}
