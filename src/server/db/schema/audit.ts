import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { Location } from '../../../domain/stores/stores.ts';
import { createdAt } from './columns.ts';

/** Every change staff make: who, when, to what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    actor: varchar({ length: 100 }).notNull(),
    employeeId: integer(),
    /** The store the change belongs to; null for shop-wide lists (the filters). */
    location: text().$type<Location>(),
    entity: varchar({ length: 30 }).notNull(),
    entityId: varchar({ length: 50 }).notNull(),
    action: varchar({ length: 10 }).$type<'create' | 'update' | 'delete'>().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_location_at_idx').on(t.location, t.at)],
);
