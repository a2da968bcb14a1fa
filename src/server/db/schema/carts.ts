import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { location, locationCheck, timestamps } from './columns.ts';
import { customers } from './customers.ts';

/** A signed-in customer's cart, the source of truth the browser's copy follows. */
export const customerCarts = pgTable(
  'customer_carts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemType: varchar({ length: 20 }).$type<'card' | 'merchandise'>().notNull(),
    /** Kept as text, as the specification's cart rows carry it. */
    itemId: text().notNull(),
    itemName: text().notNull(),
    quantity: integer().notNull().default(1),
    priceCents: integer().notNull(),
    imageUrl: text(),
    location: location(),
    ...timestamps(),
  },
  (t) => [
    locationCheck('customer_carts_location_check', t.location),
    check('customer_carts_quantity_check', sql`${t.quantity} > 0`),
    check('customer_carts_item_type_check', sql`${t.itemType} in ('card', 'merchandise')`),
    unique('customer_carts_line_unique').on(t.customerId, t.itemType, t.itemId),
  ],
);
