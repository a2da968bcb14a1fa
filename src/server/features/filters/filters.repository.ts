import { and, asc, eq } from 'drizzle-orm';
import type {
  FilterEntry,
  FilterInput,
  FilterKind,
} from '../../../domain/filters/filter.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { cardFilters, merchandiseFilters } from '../../db/schema/index.ts';

const TABLES = { card: cardFilters, merchandise: merchandiseFilters } as const;

type FilterRow = typeof cardFilters.$inferSelect;

export function toFilterEntry(row: FilterRow): FilterEntry {
  return {
    id: row.id,
    filterType: row.filterType,
    value: row.value,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createFiltersRepository(db: Database) {
  return {
    async list(kind: FilterKind): Promise<FilterEntry[]> {
      const table = TABLES[kind];
      const rows = await db.select().from(table).orderBy(asc(table.filterType), asc(table.value));
      return rows.map(toFilterEntry);
    },

    /** The new entry, or undefined when the list already holds that type and value. */
    async insert(
      tx: Transaction,
      kind: FilterKind,
      input: FilterInput,
    ): Promise<FilterEntry | undefined> {
      const [row] = await tx.insert(TABLES[kind]).values(input).onConflictDoNothing().returning();
      return row && toFilterEntry(row);
    },

    async find(tx: Transaction, kind: FilterKind, input: FilterInput): Promise<FilterEntry> {
      const table = TABLES[kind];
      const [row] = await tx
        .select()
        .from(table)
        .where(and(eq(table.filterType, input.filterType), eq(table.value, input.value)));
      if (!row) throw new Error('a filter that conflicted is not there');
      return toFilterEntry(row);
    },

    async delete(tx: Transaction, kind: FilterKind, id: number): Promise<FilterEntry | undefined> {
      const table = TABLES[kind];
      const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
      return row && toFilterEntry(row);
    },
  };
}

export type FiltersRepository = ReturnType<typeof createFiltersRepository>;
