import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Location } from '../../../domain/stores/stores.ts';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { employees } from './staff.ts';

/**
 * Server-side sessions for customers and staff. Only a hash of the token is stored, so a
 * copy of the database does not let anyone sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    kind: varchar({ length: 20 }).$type<'customer' | 'staff'>().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    employeeId: integer().references(() => employees.id, { onDelete: 'cascade' }),
    /** For staff: 'owner' (the shared admin password), or the employee's role. */
    role: varchar({ length: 20 }),
    /** For staff tied to one store. */
    location: text().$type<Location>(),
    /** For staff: the name their changes are recorded under. */
    label: varchar({ length: 100 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sessions_expires_idx').on(t.expiresAt),
    // Ending every session of a customer (a password reset) finds them by this.
    index('sessions_customer_idx').on(t.customerId),
  ],
);

/** Small facts the shop keeps about itself, such as the generated admin password's hash. */
export const settings = pgTable('settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
});
