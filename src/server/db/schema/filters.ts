import { integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The card and merchandise filter lists have one shape; each is its own table. */
function filterTable(name: 'card_filters' | 'merchandise_filters') {
  return pgTable(
    name,
    {
      id: integer().primaryKey().generatedAlwaysAsIdentity(),
      filterType: varchar({ length: 50 }).notNull(),
      value: varchar({ length: 100 }).notNull(),
      createdAt: createdAt(),
    },
    (t) => [unique(`${name}_type_value_unique`).on(t.filterType, t.value)],
  );
}

export const cardFilters = filterTable('card_filters');
export const merchandiseFilters = filterTable('merchandise_filters');
