import { asc } from 'drizzle-orm';
import type { FilterEntry, FilterKind } from '../../../domain/filters/filter.contract.ts';
import type { Database } from '../../db/client.ts';
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
  };
}

export type FiltersRepository = ReturnType<typeof createFiltersRepository>;
