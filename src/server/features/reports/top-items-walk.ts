import type { TopItemSort } from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';

/**
 * Top items over a long range without summing every item-day in it.
 *
 * A year of a store's sales is about 200,000 item-days spread over 75,000 items, and summing
 * them took 230-500 ms on the embedded database however they were indexed. But an item's sales
 * over a range can never exceed its sales over the calendar years the range touches, and those
 * year totals (`item_sales_years`) are kept in each sort's order by an index. So each store's
 * year lists are read from the top, a slice at a time, and every item read gets its exact
 * figures over the range (one probe of its item-days). An item not read yet sits below the last
 * row read in each of its store's lists, so its figure over the range is at most the sum of
 * those rows' figures: once the page's last item beats that bound, no unread item can enter the
 * page, and the walk stops. Over half a year or more a few hundred items a list settle it.
 *
 * This relies on every item-day being zero or more, which the order lines' checks keep (a
 * quantity above zero, prices never below it).
 */

/** An item's figures over a range: what a top-items row is made of. */
export interface ItemFigures {
  itemType: string;
  itemId: number;
  location: Location;
  name: string;
  units: number;
  cents: number;
}

/** One store's items in order of their sales over one calendar year. */
export interface YearList {
  location: Location;
  year: number;
}

/** An item read off a year list: its figures over the range, and the year's that placed it. */
export interface ListedItem extends ItemFigures, YearList {
  yearUnits: number;
  yearCents: number;
}

export interface WalkDepths {
  /** Rows each list gives the first slice; each later slice doubles the rows read. */
  first: number;
  /** Rows a list is read to at most before the walk gives way to summing the range. */
  most: number;
}

/** What a range's sales are against those of the calendar years it touches. */
export interface RangeShare {
  inRange: number;
  inYears: number;
}

/** How a range's top items are best found. */
export type TopItemsPlan = 'walk' | 'years' | 'sum';

/**
 * Below a quarter of its years' sales a range is cheaper summed than walked (over a month the
 * page's last item sells so little that thousands of items a list outsell it in the year).
 */
const WALK_FROM_SHARE = 0.25;

/**
 * The page walks the year lists when the range holds enough of its years' sales. The download
 * lists every item, so it only reads the year totals when they are exactly the range's sums:
 * when the range holds every sale of the years it touches ("this year", a whole past year).
 */
export function planTopItems({ inRange, inYears }: RangeShare, wholeList: boolean): TopItemsPlan {
  if (inRange === 0) return 'sum';
  if (wholeList) return inRange === inYears ? 'years' : 'sum';
  return inRange >= WALK_FROM_SHARE * inYears ? 'walk' : 'sum';
}

const primaryOf = (item: ItemFigures, sort: TopItemSort) =>
  sort === 'revenue' ? item.cents : item.units;

const secondaryOf = (item: ItemFigures, sort: TopItemSort) =>
  sort === 'revenue' ? item.units : item.cents;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order, as the summing query sorts it: the sort's figure, the other, kind, id, store. */
export function rankOrder(sort: TopItemSort) {
  return (a: ItemFigures, b: ItemFigures) =>
    primaryOf(b, sort) - primaryOf(a, sort) ||
    secondaryOf(b, sort) - secondaryOf(a, sort) ||
    compareText(a.itemType, b.itemType) ||
    a.itemId - b.itemId ||
    compareText(a.location, b.location);
}

const keyOf = (item: ItemFigures) => `${item.location}:${item.itemType}:${item.itemId}`;

/** The item's figures over the range, without the year's that placed it in its list. */
function figuresOf({ year: _year, yearUnits: _units, yearCents: _cents, ...figures }: ListedItem) {
  return figures;
}

/**
 * The most an item no list has reached yet can have sold over the range: per store, the sum of
 * the last figures read from each of its lists (a list read to its end adds nothing), and the
 * larger store's. Undefined once every list is read to its end: no item is left unread.
 */
function unreadBound(
  lists: readonly YearList[],
  slice: readonly ListedItem[],
  sliceSize: number,
  sort: TopItemSort,
): number | undefined {
  const byStore = new Map<Location, number>();
  let anyLeft = false;
  for (const list of lists) {
    const rows = slice.filter((row) => row.location === list.location && row.year === list.year);
    const left = rows.length === sliceSize;
    anyLeft ||= left;
    const last = left
      ? Math.min(...rows.map((row) => (sort === 'revenue' ? row.yearCents : row.yearUnits)))
      : 0;
    byStore.set(list.location, (byStore.get(list.location) ?? 0) + last);
  }
  return anyLeft ? Math.max(...byStore.values()) : undefined;
}

/**
 * The first `limit` items over the range, read off the year lists a slice at a time (see the
 * top of this file), or undefined if the lists were read to `depths.most` rows without settling
 * the page: the caller then sums the range.
 */
export async function walkTopItems(
  lists: readonly YearList[],
  sort: TopItemSort,
  { limit, depths }: { limit: number; depths: WalkDepths },
  readSlice: (offset: number, count: number) => Promise<ListedItem[]>,
): Promise<ItemFigures[] | undefined> {
  const found = new Map<string, ItemFigures>();
  for (
    let offset = 0, count = depths.first;
    offset < depths.most;
    offset += count, count = offset
  ) {
    const slice = await readSlice(offset, count);
    for (const row of slice) if (row.units > 0) found.set(keyOf(row), figuresOf(row));
    const page = [...found.values()].sort(rankOrder(sort)).slice(0, limit);
    const bound = unreadBound(lists, slice, count, sort);
    const last = page[limit - 1];
    if (bound === undefined || (last && primaryOf(last, sort) > bound)) return page;
  }
  return undefined;
}
