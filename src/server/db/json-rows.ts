import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

type Columns = Record<string, PgColumn>;

/** The row a plain select of these columns answers. */
type RowOf<Selected extends Columns> = {
  [Key in keyof Selected]: Selected[Key]['_']['notNull'] extends true
    ? Selected[Key]['_']['data']
    : Selected[Key]['_']['data'] | null;
};

/**
 * A prepared read of the rows matching `where` (with `sql.placeholder`s for its values), sent
 * as one JSON value and turned back into the rows a plain select of `columns` answers, by each
 * column's own mapping. The embedded database hands each row to JavaScript at a fixed cost far
 * above finding it (25 cards by id: about 4.7 ms as rows, 0.9 ms as one value), and building
 * the statement once saves about 1 ms a call more, so reads that answer shoppers in bulk use
 * this.
 */
function prepareJsonRows<Selected extends Columns>(
  db: Database,
  statement: { name: string; columns: Selected; from: PgTable; where: SQL },
): (params: Record<string, unknown>) => Promise<RowOf<Selected>[]> {
  const { name, columns, from, where } = statement;
  const entries = Object.entries(columns);
  const values = sql.join(
    entries.map(([, column]) => sql`${column}`),
    sql`, `,
  );
  const query = db
    .select({ rows: sql<string | null>`json_agg(json_build_array(${values}))::text` })
    .from(from)
    .where(where)
    .prepare(name);
  return async (params) => {
    const [result] = await query.execute(params);
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
  };
}

/** The same for every column of a table. */
export function prepareTableRowsAsJson<Table extends PgTable>(
  db: Database,
  statement: { name: string; table: Table; where: SQL },
): (params: Record<string, unknown>) => Promise<Table['$inferSelect'][]> {
  const { name, table, where } = statement;
  return prepareJsonRows(db, { name, columns: getTableColumns(table), from: table, where });
}

/** `column = any($name)`: the column's value is one of an array given when the read runs. */
export const oneOf = (column: PgColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)})`;
