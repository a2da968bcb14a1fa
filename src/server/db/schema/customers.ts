import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Location } from '../../../domain/stores/stores.ts';
import { timestamps } from './columns.ts';

export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a customer staff added at the counter with a phone number only. */
    email: varchar({ length: 255 }).unique(),
    passwordHash: text().notNull(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    phone: varchar({ length: 20 }),
    isEmailVerified: boolean().notNull().default(false),
    preferredLocation: text().$type<Location>(),
    emailOrderUpdates: boolean().notNull().default(true),
    /** Optional mail: new events at their store (or at either, with no preferred store). */
    emailEventAnnouncements: boolean().notNull().default(false),
    /** Organised-play IDs, for tournament rosters: all optional. */
    wizardsEmail: varchar({ length: 255 }),
    pokemonPlayerId: varchar({ length: 10 }),
    konamiCardGameId: varchar({ length: 10 }),
    ...timestamps(),
  },
  // E-mail is unique however it is capitalised.
  (t) => [uniqueIndex('customers_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: varchar({ length: 20 }).notNull().default('shipping'),
    isDefault: boolean().notNull().default(false),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    company: varchar({ length: 255 }),
    addressLine1: varchar({ length: 255 }).notNull(),
    addressLine2: varchar({ length: 255 }),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 100 }).notNull(),
    postalCode: varchar({ length: 20 }).notNull(),
    country: varchar({ length: 2 }).notNull().default('US'),
    ...timestamps(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export const customerPaymentMethods = pgTable(
  'customer_payment_methods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: varchar({ length: 20 }).notNull().default('card'),
    isDefault: boolean().notNull().default(false),
    cardLast4: varchar({ length: 4 }),
    cardBrand: varchar({ length: 20 }),
    cardExpMonth: smallint(),
    cardExpYear: smallint(),
    /** The payment provider's id for the stored method; card numbers never touch the shop. */
    externalId: text(),
    encryptedData: text(),
    ...timestamps(),
  },
  (t) => [index('customer_payment_methods_customer_idx').on(t.customerId)],
);
