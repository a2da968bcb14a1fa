import { type AnyColumn, and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  REPORT_LIST_LIMIT,
  type ReportScope,
  type TopItemSort,
} from '../../../domain/reports/reports.contract.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { itemSalesDays, itemSalesYears, salesDays } from '../../db/schema/index.ts';
import { inScope, withinDays } from './report-sql.ts';
import type { ReportWindow } from './reports.repository.ts';
import {
  type ItemFigures,
  type ListedItem,
  planTopItems,
  type RangeShare,
  type WalkDepths,
  walkTopItems,
  type YearList,
} from './top-items-walk.ts';

/** A page settles within a few hundred rows a list; past 3,200 summing the range is cheaper. */
export const WALK_DEPTHS: WalkDepths = {
  first: 4 * REPORT_LIST_LIMIT,
  most: 64 * REPORT_LIST_LIMIT,
};

const storesOf = (scope: ReportScope): readonly Location[] =>
  scope === 'all' ? LOCATIONS : [scope];

const yearOf = (day: string) => Number(day.slice(0, 4));

/** Every store's list for every calendar year the range touches. */
function yearListsOf({ scope, from, to }: ReportWindow): YearList[] {
  const lists: YearList[] = [];
  for (let year = yearOf(from); year <= yearOf(to); year += 1) {
    for (const location of storesOf(scope)) lists.push({ location, year });
  }
  return lists;
}

/** The sort's figure first, then the other: the order of every top-items list. */
function rank(sort: TopItemSort, units: SQL | AnyColumn, cents: SQL | AnyColumn) {
  return sort === 'revenue' ? [desc(cents), desc(units)] : [desc(units), desc(cents)];
}

/**
 * The items that brought the most money, or sold the most copies, over a range: the page walks
 * the per-item year totals when the range holds enough of its years' sales (see
 * `top-items-walk.ts`), a download reads them when they are exactly the range's sums, and
 * anything else adds up the range's item-days.
 */
export function createTopItemsRepository(db: Database) {
  /** The range's sale orders, and those of the whole calendar years it touches. */
  async function shareOf(tx: Transaction, { scope, from, to }: ReportWindow): Promise<RangeShare> {
    const orders = (filter?: SQL) => {
      const where = filter ? sql` filter (where ${filter})` : sql``;
      return sql<number>`coalesce(sum(${salesDays.orders})${where}, 0)::int`.mapWith(Number);
    };
    const [share] = await tx
      .select({ inRange: orders(withinDays(salesDays.day, from, to)), inYears: orders() })
      .from(salesDays)
      .where(
        and(
          inScope(salesDays.location, scope),
          withinDays(salesDays.day, `${yearOf(from)}-01-01`, `${yearOf(to)}-12-31`),
        ),
      );
    return share ?? { inRange: 0, inYears: 0 };
  }

  /**
   * The rows `offset` to `offset + count` of each year list, each with its exact figures over
   * the range: one probe of `item_sales_days_item_idx` an item, which also finds its name.
   */
  function readSlice(
    tx: Transaction,
    { from, to }: ReportWindow,
    lists: readonly YearList[],
    sort: TopItemSort,
    offset: number,
    count: number,
  ): Promise<ListedItem[]> {
    const y = itemSalesYears;
    const part = ({ location, year }: YearList) =>
      tx
        .select({
          // Named apart from the item-days' own columns, which the probe below also reads.
          listLocation: sql<Location>`${y.location}`.as('list_location'),
          listYear: sql<number>`${y.year}`.mapWith(Number).as('list_year'),
          listType: sql<string>`${y.itemType}`.as('list_type'),
          listId: sql<number>`${y.itemId}`.mapWith(Number).as('list_id'),
          yearUnits: sql<number>`${y.units}`.mapWith(Number).as('year_units'),
          yearCents: sql<number>`${y.cents}::float8`.mapWith(Number).as('year_cents'),
        })
        .from(y)
        .where(and(eq(y.year, year), eq(y.location, location), gt(y.units, 0)))
        .orderBy(...rank(sort, y.units, y.cents), asc(y.itemType), asc(y.itemId))
        .offset(offset)
        .limit(count);
    const [first, second, ...more] = lists.map(part);
    if (!first) return Promise.resolve([]);
    const slice = (second ? unionAll(first, second, ...more) : first).as('slice');
    const d = itemSalesDays;
    const sums = tx
      .select({
        units: sql<number>`coalesce(sum(${d.units}), 0)::int`.mapWith(Number).as('units'),
        cents: sql<number>`coalesce(sum(${d.cents}::float8), 0)`.mapWith(Number).as('cents'),
        name: sql<string>`coalesce(max(${d.itemName}), '')`.as('name'),
      })
      .from(d)
      .where(
        and(
          eq(d.itemType, slice.listType),
          eq(d.itemId, slice.listId),
          eq(d.location, slice.listLocation),
          withinDays(d.day, from, to),
        ),
      )
      .as('sums');
    return tx
      .select({
        location: slice.listLocation,
        year: slice.listYear,
        itemType: slice.listType,
        itemId: slice.listId,
        yearUnits: slice.yearUnits,
        yearCents: slice.yearCents,
        name: sums.name,
        units: sums.units,
        cents: sums.cents,
      })
      .from(slice)
      .crossJoinLateral(sums);
  }

  /**
   * Every item's year totals summed over the years: exactly the range's figures when the range
   * holds all those years' sales. One row an item and year instead of one a sale day.
   */
  function fromYears(tx: Transaction, { scope, from, to }: ReportWindow, sort: TopItemSort) {
    const y = itemSalesYears;
    const units = sql<number>`sum(${y.units})::int`.mapWith(Number);
    const cents = sql<number>`sum(${y.cents}::float8)`.mapWith(Number);
    return tx
      .select({
        itemType: y.itemType,
        itemId: y.itemId,
        name: sql<string>`max(${y.itemName})`,
        location: y.location,
        units: units.as('units'),
        cents: cents.as('cents'),
      })
      .from(y)
      .where(
        and(
          inArray(y.location, storesOf(scope)),
          sql`${y.year} between ${yearOf(from)} and ${yearOf(to)}`,
        ),
      )
      .groupBy(y.itemType, y.itemId, y.location)
      .having(sql`sum(${y.units}) > 0`)
      .orderBy(...rank(sort, units, cents), asc(y.itemType), asc(y.itemId), asc(y.location));
  }

  /**
   * The range's item-days added up: about 200,000 a store over a year. The sums run in float8
   * (exact below 2^53 cents, and far cheaper in WebAssembly than the numeric `sum(bigint)`
   * gives), grouped in one in-memory hash (`work_mem` raised for the transaction; at the
   * default 4 MB the planner walked the item index and fetched every row from the heap), and
   * only the page's items look up their name.
   */
  async function summed(
    tx: Transaction,
    { scope, from, to }: ReportWindow,
    sort: TopItemSort,
    limit: number | undefined,
  ): Promise<ItemFigures[]> {
    const d = itemSalesDays;
    const inRange = and(inScope(d.location, scope), withinDays(d.day, from, to));
    const summedUnits = sql<number>`sum(${d.units})::int`.mapWith(Number);
    const summedCents = sql<number>`coalesce(sum(${d.cents}::float8), 0)`.mapWith(Number);
    const totals = tx
      .select({
        itemType: d.itemType,
        itemId: d.itemId,
        location: d.location,
        // A download lists every item: its names come with the sums, not one lookup each.
        name: (limit === undefined ? sql<string>`max(${d.itemName})` : sql<string>`null::text`).as(
          'name',
        ),
        units: summedUnits.as('units'),
        cents: summedCents.as('cents'),
      })
      .from(d)
      .where(inRange)
      .groupBy(d.itemType, d.itemId, d.location)
      .having(sql`sum(${d.units}) > 0`)
      .orderBy(
        ...rank(sort, summedUnits, summedCents),
        asc(d.itemType),
        asc(d.itemId),
        asc(d.location),
      );
    const top = (limit === undefined ? totals : totals.limit(limit)).as('top');
    const name =
      limit === undefined
        ? sql<string>`${top.name}`
        : // Qualified by hand: drizzle names a subquery's columns bare, and "location" would
          // then be the lookup's own.
          sql<string>`(select max(${d.itemName}) from ${d}
            where ${d.itemType} = "top"."item_type" and ${d.itemId} = "top"."item_id"
            and ${d.location} = "top"."location" and ${withinDays(d.day, from, to)})`;
    const units = sql<number>`${top.units}`.mapWith(Number);
    const cents = sql<number>`${top.cents}`.mapWith(Number);
    return tx
      .select({
        itemType: top.itemType,
        itemId: top.itemId,
        name,
        location: top.location,
        units,
        cents,
      })
      .from(top)
      .orderBy(...rank(sort, units, cents), asc(top.itemType), asc(top.itemId), asc(top.location));
  }

  /** One consistent reading: every step of a walk sees the same sales. */
  const consistently = <T>(read: (tx: Transaction) => Promise<T>) =>
    db.transaction(
      async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        return read(tx);
      },
      { isolationLevel: 'repeatable read' },
    );

  const walked = (
    tx: Transaction,
    window: ReportWindow,
    sort: TopItemSort,
    options: { limit: number; depths: WalkDepths },
  ) => {
    const lists = yearListsOf(window);
    return walkTopItems(lists, sort, options, (offset, count) =>
      readSlice(tx, window, lists, sort, offset, count),
    );
  };

  return {
    /** The first `limit` items over the range, or every item (a download) without one. */
    list(window: ReportWindow, sort: TopItemSort, limit: number | undefined) {
      return consistently(async (tx): Promise<ItemFigures[]> => {
        const plan = planTopItems(await shareOf(tx, window), limit === undefined);
        if (plan === 'years') return fromYears(tx, window, sort);
        if (plan === 'walk' && limit !== undefined) {
          const page = await walked(tx, window, sort, { limit, depths: WALK_DEPTHS });
          if (page) return page;
        }
        return summed(tx, window, sort, limit);
      });
    },

    /** The walk alone, however the range compares with its years (undefined if it gave up). */
    walk(window: ReportWindow, sort: TopItemSort, options: { limit: number; depths: WalkDepths }) {
      return consistently((tx) => walked(tx, window, sort, options));
    },

    /** The range's item-days added up, whatever the range. */
    sum(window: ReportWindow, sort: TopItemSort, limit: number | undefined) {
      return consistently((tx) => summed(tx, window, sort, limit));
    },
  };
}

export type TopItemsRepository = ReturnType<typeof createTopItemsRepository>;
