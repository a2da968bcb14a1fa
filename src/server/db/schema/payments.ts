import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { PricedLineItem } from '../../../domain/inventory/sellable-kinds.ts';
import { createdAt, location, locationCheck, timestamps } from './columns.ts';
import { customers } from './customers.ts';

/**
 * What a payment intent was created for: its purpose (which feature fulfils it), the lines at
 * the prices charged, and the total. The order made from a succeeded payment is built from
 * this, never from what a browser sends.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentIntentId: text().notNull().unique(),
    provider: varchar({ length: 20 }).$type<'stripe' | 'test'>().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Which fulfiller turns the paid purchase into its order: 'cart' today. */
    purpose: varchar({ length: 20 }).notNull().default('cart'),
    location: location(),
    lines: jsonb().$type<PricedLineItem[]>().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    locationCheck('checkouts_location_check', t.location),
    index('checkouts_customer_idx').on(t.customerId),
  ],
);

/**
 * The built-in test provider's payment intents, kept in the database so they survive a
 * restart and every app instance sees the same ones. Card numbers are never stored.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  amountCents: integer().notNull(),
  currency: varchar({ length: 3 }).notNull().default('usd'),
  status: varchar({ length: 30 }).notNull().default('requires_payment_method'),
  lastError: text(),
  cardLast4: varchar({ length: 4 }),
  refundedCents: integer().notNull().default(0),
  metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
  ...timestamps(),
});
