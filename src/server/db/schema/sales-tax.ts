import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MAX_RATE_MILLI } from '../../../domain/tax/sales-tax.rules.ts';
import { location, locationCheck, timestamps } from './columns.ts';

/*
 * Each store's sales tax (features/sales-tax): the rate in thousandths of a percent (9.5% is
 * 9500) and the kinds the owner taxes. A store without a row charges no tax yet. A sale keeps
 * the tax it was charged, so a change here applies to new sales only.
 */
export const storeTaxSettings = pgTable(
  'store_tax_settings',
  {
    location: location().primaryKey(),
    rateMilli: integer().notNull(),
    taxedKinds: text().array().notNull(),
    ...timestamps(),
  },
  (t) => [
    locationCheck('store_tax_settings_location_check', t.location),
    check(
      'store_tax_settings_rate_check',
      sql`${t.rateMilli} >= 0 AND ${t.rateMilli} <= ${sql.raw(String(MAX_RATE_MILLI))}`,
    ),
  ],
);
