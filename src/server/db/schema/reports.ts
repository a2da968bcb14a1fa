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
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
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

/** Per store, day and channel: the sales, what was paid and discounted, and the orders cancelled. */
export const salesDays = pgTable(
  'sales_days',
  {
    location: storeCode(),
    day: date({ mode: 'string' }).notNull(),
    /** The order's own channel, as written: a channel added later needs no change here. */
    channel: varchar({ length: 10 }).$type<SalesChannel>().notNull().default('online'),
    orders: integer().notNull().default(0),
    paidCents: cents(),
    discountCents: cents(),
    cancelled: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.location, t.day, t.channel] })],
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

/**
 * Per store, day and item: units and line totals, less what was brought back (drizzle/0046),
 * and the name it was last sold under.
 */
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

/**
 * Per store, store-day year and item: the sums of its item-days in that year, and the largest
 * name among them (what `max(item_name)` over the year's item-days gives). Kept by the same
 * triggers as `item_sales_days`, in the same statement. A store's items in order of a year's
 * sales, read off an index, bound what they can have sold over any range in that year, so a
 * long range's top items are found by walking these lists a few hundred rows deep instead of
 * summing 200,000 item-days (`top-items-walk.ts`, docs/performance.md).
 */
export const itemSalesYears = pgTable(
  'item_sales_years',
  {
    location: storeCode(),
    year: integer().notNull(),
    itemType: varchar({ length: 20 }).notNull(),
    itemId: integer().notNull(),
    itemName: text().notNull(),
    units: integer().notNull().default(0),
    cents: cents(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.location, t.itemType, t.itemId] }),
    // Top items in each sort's order, ties by kind then id as the summing query orders them;
    // items whose sales were all cancelled or refunded (units back to 0) are left out, as there.
    index('item_sales_years_revenue_idx')
      .on(
        t.year,
        t.location,
        t.cents.desc().nullsFirst(),
        t.units.desc().nullsFirst(),
        t.itemType,
        t.itemId,
      )
      .where(sql`${t.units} > 0`),
    index('item_sales_years_units_idx')
      .on(
        t.year,
        t.location,
        t.units.desc().nullsFirst(),
        t.cents.desc().nullsFirst(),
        t.itemType,
        t.itemId,
      )
      .where(sql`${t.units} > 0`),
  ],
);
