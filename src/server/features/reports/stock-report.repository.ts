import { and, asc, desc, eq, gt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { SellableKind } from '../../../domain/inventory/sellable-kinds.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type StockList,
} from '../../../domain/reports/reports.contract.ts';
import { TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { cards, itemSalesDays, merchandise } from '../../db/schema/index.ts';
import { countWhere, withinDays } from './report-sql.ts';
import type { ReportWindow } from './reports.repository.ts';

/** One store's cards or products: the stock lists are made of one such part each. */
interface StockPart {
  store: Location;
  itemType: SellableKind;
  table: typeof cards | typeof merchandise;
}

function partsOf(window: ReportWindow, list: StockList): StockPart[] {
  return storesOf(window).flatMap((store) => [
    // Slow cards are walked in the search index's order instead (`unsoldCards`).
    ...(list === 'low' ? [{ store, itemType: 'card' as const, table: cards }] : []),
    { store, itemType: 'merchandise' as const, table: merchandise },
  ]);
}

const storesOf = (window: ReportWindow): readonly Location[] =>
  window.scope === 'all' ? LOCATIONS : [window.scope];

/** A card in stock, as the store's cards are handed over in the order of the money on the shelf. */
export type ShelfCard = Pick<
  typeof cards.$inferSelect,
  'id' | 'name' | 'location' | 'stock' | 'priceCents'
>;

/**
 * A store's cards in stock, the most money on the shelf (price × stock) first, then by name and
 * id: kept by the cards' in-memory index, because a database index of it would make every
 * price change write an entry in each of the table's indexes (drizzle/0041).
 */
export type CardsByShelfValue = (store: Location) => Promise<readonly ShelfCard[]>;

/** Cards asked about a statement, as the slow movers walk a store's shelf. */
const PROBE_CHUNK = 2000;

/** The probe's answer, as either driver (pg, PGlite) hands its rows back. */
const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

interface StockRow {
  itemType: SellableKind;
  itemId: number;
  name: string;
  location: Location;
  stock: number;
  priceCents: number;
  threshold: number;
}

const shelfValue = (row: StockRow) => row.priceCents * row.stock;

/** The slow movers' order: the most money on the shelf first, then by name, id and kind. */
function bySlowOrder(a: StockRow, b: StockRow): number {
  return (
    shelfValue(b) - shelfValue(a) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    a.itemId - b.itemId ||
    (a.itemType < b.itemType ? -1 : a.itemType > b.itemType ? 1 : 0)
  );
}

/**
 * Cards and products for sale at or below their store's threshold (low), or in stock with
 * nothing sold in the range (slow, the money sitting on the shelf first).
 */
export function createStockReportRepository(db: Database, cardsByShelfValue: CardsByShelfValue) {
  /**
   * Nothing of the item sold in the range: one probe of its days. `offset 0` keeps it a probe:
   * as an anti join the planner merged every product's item-days in the range against the
   * products (40,000 rows a store over a year, 110 ms) to find the few unsold.
   */
  const unsold = (window: ReportWindow, itemType: SellableKind, id: SQLWrapper) =>
    sql`not exists (select 1 from ${itemSalesDays}
      where ${itemSalesDays.itemType} = ${itemType} and ${itemSalesDays.itemId} = ${id}
      and ${withinDays(itemSalesDays.day, window.from, window.to)} and ${itemSalesDays.units} > 0
      offset 0)`;

  /** Of these cards, the ones not sold in the range. */
  async function unsoldAmong(window: ReportWindow, ids: readonly number[]): Promise<Set<number>> {
    const result = await db.execute(sql`
      select ids.id from unnest(${pgArray(ids)}::int[]) as ids(id)
      where ${unsold(window, 'card', sql`ids.id`)}`);
    return new Set(idRows.parse(result).rows.map((row) => row.id));
  }

  /**
   * The store's cards in stock with no sale in the range, walked a chunk at a time in the
   * order of the money on the shelf: the first `limit` (every one without a limit), and how
   * many there are, counted up to just past the cap.
   */
  async function unsoldCards(
    window: ReportWindow,
    store: Location,
    threshold: number,
    limit: number | undefined,
  ): Promise<{ rows: StockRow[]; counted: number }> {
    const shelf = await cardsByShelfValue(store);
    const countUpTo = limit === undefined ? Number.POSITIVE_INFINITY : TOTAL_COUNT_CAP + 1;
    const rows: StockRow[] = [];
    let counted = 0;
    for (let from = 0; from < shelf.length && counted < countUpTo; from += PROBE_CHUNK) {
      const chunk = shelf.slice(from, from + PROBE_CHUNK);
      const unsoldInChunk = await unsoldAmong(
        window,
        chunk.map((card) => card.id),
      );
      for (const card of chunk) {
        if (!unsoldInChunk.has(card.id) || counted >= countUpTo) continue;
        counted += 1;
        if (limit !== undefined && rows.length >= limit) continue;
        const { id, name, location, stock, priceCents } = card;
        rows.push({ itemType: 'card', itemId: id, name, location, stock, priceCents, threshold });
      }
    }
    return { rows, counted };
  }

  /**
   * The parts' first `limit` rows (every row without one), in the list's order, and their
   * total up to just past the cap. Each part takes its own first rows in its index's order
   * and the union is merged after: over a union the planner sorted every in-stock card (seq
   * scan and sort, 100-500 ms) rather than merge the parts' index scans. A part that gave
   * fewer rows than asked has been counted by that; only the others are counted again (slow
   * movers over a year probe every in-stock product, and did it twice).
   */
  async function listParts(
    window: ReportWindow,
    list: StockList,
    thresholdOf: (store: Location) => number,
    limit: number | undefined,
  ): Promise<{ rows: StockRow[]; total: number }> {
    const select = (
      { store, itemType, table }: StockPart,
      first: { ordered: boolean; limit: number | undefined },
    ) => {
      const query = db
        .select({
          itemType: sql<SellableKind>`${itemType}::text`.as('item_type'),
          itemId: sql<number>`${table.id}`.as('item_id'),
          name: sql<string>`${table.name}`.as('name'),
          location: sql<Location>`${table.location}`.as('location'),
          stock: sql<number>`${table.stock}`.as('stock'),
          priceCents: sql<number>`${table.priceCents}`.as('price_cents'),
          threshold: sql<number>`${thresholdOf(store)}::int`.mapWith(Number).as('threshold'),
        })
        .from(table)
        .where(
          and(
            eq(table.location, store),
            list === 'low'
              ? and(eq(table.forSale, true), lte(table.stock, thresholdOf(store)))
              : and(gt(table.stock, 0), unsold(window, itemType, table.id)),
          ),
        )
        .orderBy(
          ...(!first.ordered
            ? []
            : list === 'low'
              ? [asc(table.stock), asc(table.name), asc(table.id)]
              : [desc(sql`${table.priceCents} * ${table.stock}`), asc(table.name), asc(table.id)]),
        );
      return first.limit === undefined ? query : query.limit(first.limit);
    };
    const union = (parts: StockPart[], first: { ordered: boolean; limit: number | undefined }) => {
      const [one, two, ...more] = parts.map((part) => select(part, first));
      if (!one) return undefined;
      return two ? unionAll(one, two, ...more) : one;
    };

    const parts = partsOf(window, list);
    const listed = union(parts, { ordered: true, limit });
    if (!listed) return { rows: [], total: 0 };
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
    const counted = parts.reduce((sum, part) => sum + (full.includes(part) ? 0 : rowsOf(part)), 0);
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
    return { rows, total: counted + (more?.total ?? 0) };
  }

  return {
    /**
     * The list's first `limit` rows (every row without one) and its total, which stops at
     * TOTAL_COUNT_CAP as the catalog lists' do.
     */
    async list(
      window: ReportWindow,
      list: StockList,
      thresholds: ReadonlyMap<Location, number>,
      limit: number | undefined,
    ) {
      const thresholdOf = (store: Location) => thresholds.get(store) ?? DEFAULT_LOW_STOCK_THRESHOLD;
      const [listed, ...walked] = await Promise.all([
        listParts(window, list, thresholdOf, limit),
        ...(list === 'slow'
          ? storesOf(window).map((store) => unsoldCards(window, store, thresholdOf(store), limit))
          : []),
      ]);
      const rows =
        walked.length === 0
          ? listed.rows
          : [...listed.rows, ...walked.flatMap((part) => part.rows)].sort(bySlowOrder);
      const total = walked.reduce((sum, part) => sum + part.counted, listed.total);
      return {
        rows: limit === undefined ? rows : rows.slice(0, limit),
        total: Math.min(total, TOTAL_COUNT_CAP),
        totalCapped: total > TOTAL_COUNT_CAP,
      };
    },
  };
}

export type StockReportRepository = ReturnType<typeof createStockReportRepository>;
