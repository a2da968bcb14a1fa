import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
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
    /** A registered sellable kind; the inventory refuses any other before a line is written. */
    itemType: varchar({ length: 20 }).$type<ItemType>().notNull(),
    itemId: integer().notNull(),
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
    unique('customer_carts_line_unique').on(t.customerId, t.itemType, t.itemId),
  ],
);
