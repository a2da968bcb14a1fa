import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { location, locationCheck, timestamps } from './columns.ts';

/** The owner's settings for a store's reports; a store without a row reads the defaults. */
export const reportSettings = pgTable(
  'report_settings',
  {
    location: location().primaryKey(),
    /** Items at or below this many in stock are listed as low stock. */
    lowStockThreshold: integer().notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    ...timestamps(),
  },
  (t) => [
    locationCheck('report_settings_location_check', t.location),
    check('report_settings_threshold_check', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/*
 * The sales rolled up per store day, kept by triggers on customer_orders and order_items
 * (drizzle/0016_reports.sql) in the transaction of every change: a year of orders is then a
 * year of days to add up, not 100,000 orders and their lines to join (docs/performance.md).
 * Only orders that count as sales (paid, ready, picked up) are in the money and the lines;
 * cancelled ones are counted apart. `rebuild_sales_rollup()` computes them again from scratch.
 */

const storeCode = () => text().$type<Location>().notNull();
const cents = () => bigint({ mode: 'number' }).notNull().default(0);

/** Per store and day: the sales, what was paid and discounted, and the orders cancelled. */
export const salesDays = pgTable(
  'sales_days',
  {
    location: storeCode(),
    day: date({ mode: 'string' }).notNull(),
    orders: integer().notNull().default(0),
    paidCents: cents(),
    discountCents: cents(),
    cancelled: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.location, t.day] })],
);

/** Per store, day and kind of thing sold: the line totals and units. */
export const kindSalesDays = pgTable(
  'kind_sales_days',
  {
    location: storeCode(),
    day: date({ mode: 'string' }).notNull(),
    itemType: varchar({ length: 20 }).notNull(),
    units: integer().notNull().default(0),
    cents: cents(),
  },
  (t) => [primaryKey({ columns: [t.location, t.day, t.itemType] })],
);

/** Per store, day and item: units and line totals, and the name it was last sold under. */
export const itemSalesDays = pgTable(
  'item_sales_days',
  {
    location: storeCode(),
    day: date({ mode: 'string' }).notNull(),
    itemType: varchar({ length: 20 }).notNull(),
    itemId: integer().notNull(),
    itemName: text().notNull(),
    units: integer().notNull().default(0),
    cents: cents(),
  },
  (t) => [
    primaryKey({ columns: [t.location, t.day, t.itemType, t.itemId] }),
    // Slow movers: whether an item sold in a range, one probe per item.
    index('item_sales_days_item_idx').on(t.itemType, t.itemId, t.day),
  ],
);
