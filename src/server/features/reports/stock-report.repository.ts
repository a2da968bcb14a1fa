import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SellableKind } from '../../../domain/inventory/sellable-kinds.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type StockList,
} from '../../../domain/reports/reports.contract.ts';
import { TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { cards, itemSalesDays, merchandise } from '../../db/schema/index.ts';
import { countWhere, withinDays } from './report-sql.ts';
import type { ReportWindow } from './reports.repository.ts';

/** One store's cards or products: the stock lists are made of one such part each. */
interface StockPart {
  store: Location;
  itemType: SellableKind;
  table: typeof cards | typeof merchandise;
}

function partsOf(window: ReportWindow): StockPart[] {
  const stores = window.scope === 'all' ? LOCATIONS : [window.scope];
  return stores.flatMap((store) => [
    { store, itemType: 'card' as const, table: cards },
    { store, itemType: 'merchandise' as const, table: merchandise },
  ]);
}

/**
 * Cards and products for sale at or below their store's threshold (low), or in stock with
 * nothing sold in the range (slow, the money sitting on the shelf first).
 */
export function createStockReportRepository(db: Database) {
  return {
    /**
     * The list's first `limit` rows (every row without one) and its total, which stops at
     * TOTAL_COUNT_CAP as the catalog lists' do. Each part takes its own first rows in its
     * index's order and the union is merged after: over a union the planner sorted every
     * in-stock card (seq scan and sort, 100-500 ms) rather than merge the parts' index scans.
     * A part that gave fewer rows than asked has been counted by that; only the others are
     * counted again (slow movers over a year probe every in-stock product, and did it twice).
     */
    async list(
      window: ReportWindow,
      list: StockList,
      thresholds: ReadonlyMap<Location, number>,
      limit: number | undefined,
    ) {
      // One probe of the item's days per item, in the list's order. `offset 0` keeps it a
      // probe: as an anti join the planner merged every product's item-days in the range
      // against the products (40,000 rows a store over a year, 110 ms) to find the few unsold.
      const unsold = (itemType: SellableKind, id: typeof cards.id | typeof merchandise.id) =>
        sql`not exists (select 1 from ${itemSalesDays}
          where ${itemSalesDays.itemType} = ${itemType} and ${itemSalesDays.itemId} = ${id}
          and ${withinDays(itemSalesDays.day, window.from, window.to)} and ${itemSalesDays.units} > 0
          offset 0)`;
      const select = (
        { store, itemType, table }: StockPart,
        first: { ordered: boolean; limit: number | undefined },
      ) => {
        const threshold = thresholds.get(store) ?? DEFAULT_LOW_STOCK_THRESHOLD;
        const query = db
          .select({
            itemType: sql<SellableKind>`${itemType}::text`.as('item_type'),
            itemId: sql<number>`${table.id}`.as('item_id'),
            name: sql<string>`${table.name}`.as('name'),
            location: sql<Location>`${table.location}`.as('location'),
            stock: sql<number>`${table.stock}`.as('stock'),
            priceCents: sql<number>`${table.priceCents}`.as('price_cents'),
            threshold: sql<number>`${threshold}::int`.mapWith(Number).as('threshold'),
          })
          .from(table)
          .where(
            and(
              eq(table.location, store),
              list === 'low'
                ? and(eq(table.forSale, true), lte(table.stock, threshold))
                : and(gt(table.stock, 0), unsold(itemType, table.id)),
            ),
          )
          .orderBy(
            ...(!first.ordered
              ? []
              : list === 'low'
                ? [asc(table.stock), asc(table.name), asc(table.id)]
                : [
                    desc(sql`${table.priceCents} * ${table.stock}`),
                    asc(table.name),
                    asc(table.id),
                  ]),
          );
        return first.limit === undefined ? query : query.limit(first.limit);
      };
      const union = (
        parts: StockPart[],
        first: { ordered: boolean; limit: number | undefined },
      ) => {
        const [one, two, ...more] = parts.map((part) => select(part, first));
        if (!one) return undefined;
        return two ? unionAll(one, two, ...more) : one;
      };

      const parts = partsOf(window);
      const listed = union(parts, { ordered: true, limit });
      if (!listed) return { rows: [], total: 0, totalCapped: false };
      const items = listed.as('items');
      const rows = await db
        .select()
        .from(items)
        .orderBy(
          ...(list === 'low'
            ? [asc(items.stock), asc(items.name)]
            : [desc(sql`${items.priceCents} * ${items.stock}`), asc(items.name)]),
          asc(items.itemId),
          asc(items.itemType),
        );
      const rowsOf = (part: StockPart) =>
        rows.filter((row) => row.location === part.store && row.itemType === part.itemType).length;
      const full = parts.filter((part) => limit !== undefined && rowsOf(part) === limit);
      const counted = parts.reduce(
        (sum, part) => sum + (full.includes(part) ? 0 : rowsOf(part)),
        0,
      );
      // A part past the cap already makes the total capped, so none need count further.
      const countable = union(full, { ordered: false, limit: TOTAL_COUNT_CAP + 1 });
      const [more] = countable
        ? await db.select({ total: countWhere() }).from(
            db
              .select({ one: sql`1` })
              .from(countable.as('countable'))
              .limit(TOTAL_COUNT_CAP + 1)
              .as('counted'),
          )
        : [];
      const total = counted + (more?.total ?? 0);
      return {
        rows: limit === undefined ? rows : rows.slice(0, limit),
        total: Math.min(total, TOTAL_COUNT_CAP),
        totalCapped: total > TOTAL_COUNT_CAP,
      };
    },
  };
}

export type StockReportRepository = ReturnType<typeof createStockReportRepository>;
