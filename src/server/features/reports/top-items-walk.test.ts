import { describe, expect, it } from 'vitest';
import type { TopItemSort } from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import {
  type ItemFigures,
  type ListedItem,
  planTopItems,
  rankOrder,
  walkTopItems,
  type YearList,
} from './top-items-walk.ts';

interface Sale {
  location: Location;
  itemType: string;
  itemId: number;
  day: string;
  units: number;
  cents: number;
}

/** A small deterministic generator, so a failure names the seed that shows it. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const DAYS = ['2025-03-01', '2025-07-15', '2025-12-31', '2026-01-01', '2026-02-10', '2026-06-30'];
const LISTS: YearList[] = [2025, 2026].flatMap((year) =>
  (['nlr', 'benton'] as const).map((location) => ({ location, year })),
);

/** Sales with many ties: few distinct quantities and prices. */
function salesOf(seed: number): Sale[] {
  const random = randomFrom(seed);
  return Array.from({ length: 120 }, () => {
    const units = 1 + random(3);
    return {
      location: random(2) ? 'nlr' : 'benton',
      itemType: random(4) ? 'card' : 'merchandise',
      itemId: 1 + random(30),
      day: DAYS[random(DAYS.length)] ?? '2026-01-01',
      units,
      cents: units * 100 * (1 + random(4)),
    };
  });
}

const keyOf = (sale: Pick<Sale, 'location' | 'itemType' | 'itemId'>) =>
  `${sale.location}:${sale.itemType}:${sale.itemId}`;

function totals(sales: Sale[], name: (sale: Sale) => string) {
  const byKey = new Map<string, ItemFigures>();
  for (const sale of sales) {
    const key = `${name(sale)}|${keyOf(sale)}`;
    const { location, itemType, itemId } = sale;
    const total = byKey.get(key) ?? {
      location,
      itemType,
      itemId,
      name: `Item ${itemId}`,
      units: 0,
      cents: 0,
    };
    byKey.set(key, { ...total, units: total.units + sale.units, cents: total.cents + sale.cents });
  }
  return byKey;
}

/** What summing the range gives, to hold the walk to. */
function summed(sales: Sale[], from: string, to: string, sort: TopItemSort, limit: number) {
  const inRange = sales.filter((sale) => sale.day >= from && sale.day <= to);
  return [...totals(inRange, () => '').values()].sort(rankOrder(sort)).slice(0, limit);
}

/** The year lists as the database holds them, read a slice at a time with the range's figures. */
function yearLists(sales: Sale[], from: string, to: string, sort: TopItemSort) {
  const inRange = totals(
    sales.filter((sale) => sale.day >= from && sale.day <= to),
    () => '',
  );
  const byYear = totals(sales, (sale) => sale.day.slice(0, 4));
  const lists = LISTS.map(({ location, year }) =>
    [...byYear.entries()]
      .filter(([key, item]) => key.startsWith(`${year}|`) && item.location === location)
      .map(([, item]) => item)
      .sort(rankOrder(sort))
      .map(
        (item): ListedItem => ({
          ...item,
          units: inRange.get(`|${keyOf(item)}`)?.units ?? 0,
          cents: inRange.get(`|${keyOf(item)}`)?.cents ?? 0,
          year,
          yearUnits: item.units,
          yearCents: item.cents,
        }),
      ),
  );
  const reads: number[] = [];
  const readSlice = async (offset: number, count: number) => {
    reads.push(count);
    return lists.flatMap((list) => list.slice(offset, offset + count));
  };
  return { readSlice, reads };
}

describe('walking the year lists for top items', () => {
  it('finds the same page as summing the range, over many ranges, sorts and seeds', async () => {
    let walksOverSeveralSlices = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const sales = salesOf(seed);
      for (const [from, to] of [
        ['2025-01-01', '2026-12-31'],
        ['2025-07-15', '2026-02-10'],
        ['2026-01-01', '2026-06-30'],
        ['2025-12-31', '2026-01-01'],
        ['2026-02-10', '2026-02-10'],
      ] as const) {
        for (const sort of ['revenue', 'units'] as const) {
          const { readSlice, reads } = yearLists(sales, from, to, sort);
          const page = await walkTopItems(
            LISTS,
            sort,
            { limit: 5, depths: { first: 2, most: 1000 } },
            readSlice,
          );
          expect(page, `seed ${seed}, ${from} to ${to} by ${sort}`).toEqual(
            summed(sales, from, to, sort, 5),
          );
          if (reads.length > 1) walksOverSeveralSlices += 1;
        }
      }
    }
    // The walk stops early on some and reads on on others; both are held to the sums.
    expect(walksOverSeveralSlices).toBeGreaterThan(100);
  });

  it('reads on while an unread item could still tie the page on its figure', async () => {
    // P took 5.00 in the range and was given away three times before it, so it leads the year
    // by units; Q took the same 5.00 in two units in the range and must come first over it.
    const sale = (itemId: number, day: string, units: number, cents: number): Sale => ({
      location: 'nlr',
      itemType: 'card',
      itemId,
      day,
      units,
      cents,
    });
    const sales = [
      sale(1, '2026-01-01', 3, 0),
      sale(1, '2026-02-10', 1, 500),
      sale(2, '2026-02-10', 2, 500),
    ];
    const { readSlice } = yearLists(sales, '2026-02-10', '2026-06-30', 'revenue');
    const page = await walkTopItems(
      LISTS,
      'revenue',
      { limit: 1, depths: { first: 1, most: 100 } },
      readSlice,
    );
    expect(page).toEqual(summed(sales, '2026-02-10', '2026-06-30', 'revenue', 1));
    expect(page?.map((item) => item.itemId)).toEqual([2]);
  });

  it('reads each slice twice as deep as the one before, and gives up past the deepest', async () => {
    const sales = salesOf(7);
    const { readSlice, reads } = yearLists(sales, '2026-02-10', '2026-02-10', 'units');
    const page = await walkTopItems(
      LISTS,
      'units',
      { limit: 5, depths: { first: 1, most: 4 } },
      readSlice,
    );
    expect(page).toBeUndefined();
    expect(reads).toEqual([1, 1, 2]);
  });

  it('walks a range holding a quarter or more of its years sales, and reads whole years for a download', () => {
    expect(planTopItems({ inRange: 300, inYears: 1000 }, false)).toBe('walk');
    expect(planTopItems({ inRange: 250, inYears: 1000 }, false)).toBe('walk');
    expect(planTopItems({ inRange: 249, inYears: 1000 }, false)).toBe('sum');
    expect(planTopItems({ inRange: 0, inYears: 1000 }, false)).toBe('sum');
    expect(planTopItems({ inRange: 1000, inYears: 1000 }, true)).toBe('years');
    expect(planTopItems({ inRange: 999, inYears: 1000 }, true)).toBe('sum');
    expect(planTopItems({ inRange: 0, inYears: 0 }, true)).toBe('sum');
  });
});
