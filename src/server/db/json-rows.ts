import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

type Columns = Record<string, PgColumn>;

/** The row a plain select of these columns answers. */
export type RowOf<Selected extends Columns> = {
  [Key in keyof Selected]: Selected[Key]['_']['notNull'] extends true
    ? Selected[Key]['_']['data']
    : Selected[Key]['_']['data'] | null;
};

/**
 * The rows matching `where`, read as one JSON value and turned back into the rows a plain
 * select of `columns` answers, by each column's own mapping. The embedded database hands each
 * row to JavaScript at a fixed cost far above finding it (25 cards by id: about 4.7 ms as
 * rows, 0.9 ms as one value), so reads that answer shoppers in bulk use this.
 */
export async function selectAsJson<Selected extends Columns>(
  db: Database,
  columns: Selected,
  from: PgTable,
  where: SQL | undefined,
): Promise<RowOf<Selected>[]> {
  const entries = Object.entries(columns);
  const values = sql.join(
    entries.map(([, column]) => sql`${column}`),
    sql`, `,
  );
  const [result] = await db
    .select({ rows: sql<string | null>`json_agg(json_build_array(${values}))::text` })
    .from(from)
    .where(where);
  const rows = JSON.parse(result?.rows ?? '[]') as unknown[][];
  // Every row gets its fields in the same order, so all share one object shape.
  return rows.map(
    (row) =>
      Object.fromEntries(
        entries.map(([key, column], i) => [
          key,
          row[i] === null ? null : column.mapFromDriverValue(row[i]),
        ]),
      ) as RowOf<Selected>,
  );
}

/** Every column of a table's rows matching `where`, read as one JSON value. */
export function selectRowsAsJson<Table extends PgTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
): Promise<Table['$inferSelect'][]> {
  return selectAsJson(db, getTableColumns(table), table, where) as Promise<Table['$inferSelect'][]>;
}
