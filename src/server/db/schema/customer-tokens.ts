import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';

export type CustomerTokenPurpose = 'password_reset' | 'email_verification' | 'sign_in';

/**
 * Single-use links mailed to a customer: a password reset, an address check. Only a hash of
 * the token is kept, so the table read by someone else opens no account.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 30 }).$type<CustomerTokenPurpose>().notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId, t.purpose)],
);
