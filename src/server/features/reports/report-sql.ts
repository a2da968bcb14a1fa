import { type AnyColumn, and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { SALE_STATUSES } from '../../../domain/orders/sale-statuses.ts';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import type { ReportScope } from '../../../domain/reports/reports.contract.ts';
import { STORE_TIME_ZONE } from '../../../domain/stores/stores.ts';
import { customerOrders, orderRefunds } from '../../db/schema/index.ts';

/**
 * SQL pieces the reports share. Days are store days: a moment is turned into the stores' wall
 * clock (`at time zone 'America/Chicago'`) before its date is taken, so a sale at 11:30 pm
 * counts on its own day (the sales rollup's triggers take the day the same way), and ranges
 * of moments are bounded by the stores' midnights so the (location, created_at) indexes
 * answer them.
 */

const zone = sql.raw(`'${STORE_TIME_ZONE}'`);

/** The row's store, or either store when the scope is both. */
export function inScope(column: AnyColumn, scope: ReportScope): SQL | undefined {
  return scope === 'all' ? undefined : eq(column, scope);
}

/** Whether an order's status makes it a sale: the domain's one rule, on every channel. */
export function isSale(status: AnyColumn): SQL {
  return inArray(status, [...SALE_STATUSES]);
}

/** From the stores' midnight starting `from` up to the one ending `to`. */
export function withinStoreDays(moment: AnyColumn, from: string, to: string): SQL {
  return sql`${moment} >= (${from}::date)::timestamp at time zone ${zone}
    and ${moment} < (${to}::date + 1)::timestamp at time zone ${zone}`;
}

/** Whether a moment comes before the stores' midnight starting `day`. */
export function beforeStoreDay(moment: AnyColumn, day: string): SQL {
  return sql`${moment} < (${day}::date)::timestamp at time zone ${zone}`;
}

/** Whether a moment comes after the stores' midnight ending `day`. */
export function afterStoreDay(moment: AnyColumn, day: string): SQL {
  return sql`${moment} >= (${day}::date + 1)::timestamp at time zone ${zone}`;
}

/** The store day a moment falls on, as YYYY-MM-DD; null for no moment. */
export function storeDayText(moment: AnyColumn): SQL<string | null> {
  return sql<string | null>`to_char(${storeDayOf(moment)}, 'YYYY-MM-DD')`;
}

/** The store day a moment falls on, as a date. */
export function storeDayOf(moment: AnyColumn): SQL {
  return sql`(${moment} at time zone ${zone})::date`;
}

/** Whether a store day lies in the range, both ends included. */
export function withinDays(day: SQL | AnyColumn, from: string, to: string): SQL {
  return sql`${day} between ${from}::date and ${to}::date`;
}

/** The first day of a store day's bucket as YYYY-MM-DD, never before `from` (see `bucketOf` in the domain). */
export function bucketOf(day: SQL | AnyColumn, groupBy: GroupBy, from: string): SQL<string> {
  const start =
    groupBy === 'day' ? day : sql`greatest(date_trunc(${groupBy}, ${day})::date, ${from}::date)`;
  return sql<string>`to_char(${start}, 'YYYY-MM-DD')`;
}

/** A sum of cents as a JavaScript number, from either driver (float8 is exact to 2^53 cents). */
export function centsSum(expression: SQL | AnyColumn, filter?: SQL): SQL<number> {
  const where = filter ? sql` filter (where ${filter})` : sql``;
  return sql<number>`coalesce(sum(${expression})${where}, 0)::float8`.mapWith(Number);
}

export function countWhere(filter?: SQL): SQL<number> {
  const where = filter ? sql` filter (where ${filter})` : sql``;
  return sql<number>`count(*)${where}::int`.mapWith(Number);
}

/**
 * Money staff gave back on orders still standing: refunds by amount and returns at the
 * counter, on the day given back. Entry refunds are counted from their drops, and a cancelled
 * order's refund is its cancellation. Reads `order_refunds` joined to their orders.
 */
export function staffRefundsIn(scope: ReportScope, from: string, to: string): SQL | undefined {
  return and(
    isNull(orderRefunds.registrationId),
    ne(customerOrders.status, 'cancelled'),
    inScope(customerOrders.location, scope),
    withinStoreDays(orderRefunds.createdAt, from, to),
  );
}
