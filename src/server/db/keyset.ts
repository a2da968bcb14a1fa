import { and, asc, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Page, TOTAL_COUNT_CAP } from '../../domain/shared/page.contract.ts';
import { z } from '../../domain/shared/zod.ts';
import type { Database } from './client.ts';
import { fitsKey, type KeyKind } from './key-kinds.ts';

export type KeyValue = string | number;

/**
 * A sort order for keyset paging: the keys (the last one unique, usually the id) in one
 * direction, and how to read each key's value off a row for the next cursor.
 */
export interface KeysetOrder<Row> {
  keys: readonly SQLWrapper[];
  /** What each key holds where a column's type does not tell: an expression's kind. */
  kinds?: readonly (KeyKind | undefined)[];
  direction: 'asc' | 'desc';
  values: (row: Row) => readonly KeyValue[];
}

export function orderBy<Row>(order: KeysetOrder<Row>): SQL[] {
  const by = order.direction === 'asc' ? asc : desc;
  return order.keys.map((key) => by(key));
}

/** Rows after the cursor, as one row-value comparison an index on the keys can answer. */
export function afterCursor<Row>(
  order: KeysetOrder<Row>,
  cursor: string | undefined,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const values = decodeCursor(cursor, order.keys.length);
  const fits = (value: KeyValue, index: number) =>
    fitsKey(order.keys[index] as SQLWrapper, order.kinds?.[index], value);
  if (!values.every(fits)) {
    throw new InvalidCursorError();
  }
  const keys = sql.join(
    order.keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const params = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return order.direction === 'asc' ? sql`(${keys}) > (${params})` : sql`(${keys}) < (${params})`;
}

/** Turns `limit + 1` fetched rows into a page, with the cursor of its last row when more follow. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  total: number,
  order: KeysetOrder<Row>,
  toItem: (row: Row) => Item,
): Page<Item> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    total: Math.min(total, TOTAL_COUNT_CAP),
    totalCapped: total > TOTAL_COUNT_CAP,
    nextCursor: hasMore && last !== undefined ? encodeCursor(order.values(last)) : null,
  };
}

export function encodeCursor(values: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * A cursor that is not one this shop wrote. Storage knows no HTTP: the error handler answers
 * it as the bad input it is.
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('cursor is not valid');
    this.name = 'InvalidCursorError';
  }
}

/** A cursor's key values; with `types`, each value must also be of its key's type. */
export function decodeCursor(
  cursor: string,
  length: number,
  types?: readonly ('string' | 'number')[],
): KeyValue[] {
  const parsed = cursorSchema.length(length).safeParse(parseJson(cursor));
  if (!parsed.success || parsed.data.some((value, i) => types && typeof value !== types[i])) {
    throw new InvalidCursorError();
  }
  return parsed.data;
}

const cursorSchema = z.array(z.union([z.string().max(200), z.number().int().safe()]));

function parseJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** `%` and `_` typed by a shopper are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface PageRequest<Row, Item> {
  table: PgTable;
  where: SQL | undefined;
  order: KeysetOrder<Row>;
  query: { cursor?: string | undefined; limit: number };
  toItem: (row: Row) => Item;
}

/** One page of a table's rows matching `where`, in keyset order, with the total count. */
export async function selectPage<Row, Item>(
  db: Database,
  request: PageRequest<Row, Item>,
): Promise<Page<Item>> {
  const { table, where, order, query, toItem } = request;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table)
      .where(and(where, afterCursor(order, query.cursor)))
      .orderBy(...orderBy(order))
      .limit(query.limit + 1),
    countUpToCap(db, table, where),
  ]);
  return toPage(rows as Row[], query.limit, total, order, toItem);
}

/** A table's rows matching `where`, counted up to one past TOTAL_COUNT_CAP. */
export async function countUpToCap(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  // Counting stops past the cap: a count of every match costs as much as reading them all.
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(TOTAL_COUNT_CAP + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  return counted?.total ?? 0;
}

interface PricedColumns {
  name: SQLWrapper;
  priceCents: SQLWrapper;
  id: SQLWrapper;
}

/** The sorts the merchandise and card lists share: by name, by price either way, newest first. */
export function pricedListOrders<Row extends { name: string; priceCents: number; id: number }>(
  columns: PricedColumns,
): Record<'name' | 'price' | '-price' | 'newest', KeysetOrder<Row>> {
  const byPrice = (direction: 'asc' | 'desc'): KeysetOrder<Row> => ({
    keys: [columns.priceCents, columns.id],
    direction,
    values: (r) => [r.priceCents, r.id],
  });
  return {
    name: { keys: [columns.name, columns.id], direction: 'asc', values: (r) => [r.name, r.id] },
    price: byPrice('asc'),
    '-price': byPrice('desc'),
    // Ids grow with each insert, so the id alone orders by age and stays unique.
    newest: { keys: [columns.id], direction: 'desc', values: (r) => [r.id] },
  };
}
