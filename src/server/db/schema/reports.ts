import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../domain/reports/reports.contract.ts';
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
