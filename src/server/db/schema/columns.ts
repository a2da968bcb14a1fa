import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, text, timestamp } from 'drizzle-orm/pg-core';
import { SALES_CHANNELS } from '../../../domain/orders/sales-channel.ts';
import { DEFAULT_LOCATION, type Location } from '../../../domain/stores/stores.ts';

/** Column helpers the tables share, so a rule about them lives in one place. */

export const createdAt = () =>
  timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const location = () => text().$type<Location>().notNull().default(DEFAULT_LOCATION);

/** Keeps a location column to the shop's two stores. */
export const locationCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('nlr', 'benton')`);

export const nonNegativeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} >= 0`);

/**
 * A sale's channel is online or the counter, and only a counter sale may be without a customer
 * (a walk-in paying cash).
 */
export const channelChecks = (table: string, channel: AnyPgColumn, customerId: AnyPgColumn) =>
  check(
    `${table}_channel_check`,
    sql`${channel} in (${sql.raw(SALES_CHANNELS.map((name) => `'${name}'`).join(', '))}) and (${channel} = 'counter' or ${customerId} is not null)`,
  );
