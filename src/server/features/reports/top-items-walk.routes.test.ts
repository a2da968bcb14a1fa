import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TopItemSort } from '../../../domain/reports/reports.contract.ts';
import {
  customerOrders,
  itemSalesDays,
  itemSalesYears,
  orderItems,
} from '../../db/schema/index.ts';
import { insertCards } from '../../testing/factories.ts';
import { insertCustomer, insertOrder } from '../../testing/orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';
import { createTopItemsRepository } from './top-items.repository.ts';

/** Noon in Central time on March 4th 2026: "this year" is January 1 to March 4, 2026. */
const NOW = new Date('2026-03-04T18:00:00Z');
const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, clock: () => NOW });
let owner = { authorization: '' };

/**
 * Top items over a range holding much of its years' sales are found by walking the per-item
 * year totals (item_sales_years), a download of whole years reads them, and any other range
 * sums the item-days; all must answer alike, through cancellations, a line refunded in part
 * and a renamed line. The fixture (North Little Rock unless said, times Central):
 * - 2024-12-31 2:00 pm: X 5 x 3.00 (the year before, never counted below)
 * - 2025-01-01 12:30 am: X 2 x 3.00; 2025-12-31 11:30 pm (2026 in UTC): Y 1 x 10.00
 * - 2026-01-01 1:00 am: X 1 x 3.00, Z 4 x 1.00
 * - 2026-02-01 noon: X 1 x 3.00
 * - 2026-02-10 noon: Y 2 x 10.00, Q 1 x 7.00, then cancelled and refunded (all of Q's sales)
 * - 2026-03-04 10:00 am: Z 3 x 1.00 (then refunded down to 1), Y 1 x 10.00
 * - Benton 2026-01-15 noon: W 2 x 25.00, sold as "Benton W (old)" and renamed "Benton W"
 * - Benton 2026-02-02 noon: V 1 x 10.00 (ties with Y: card, then lower id first)
 */
beforeAll(async () => {
  const { db, app } = ctx;
  await insertEmployees(db);
  owner = await staffHeaders(app);
  const [x, y, z, q] = await insertCards(db, [
    { name: 'Card X', priceCents: 300 },
    { name: 'Card Y', priceCents: 1000 },
    { name: 'Card Z', priceCents: 100 },
    { name: 'Card Q', priceCents: 700 },
  ]);
  const [w, v] = await insertCards(db, [
    { name: 'Benton W', priceCents: 2500, location: 'benton' },
    { name: 'Benton V', priceCents: 1000, location: 'benton' },
  ]);
  if (!x || !y || !z || !q || !w || !v) throw new Error('fixture rows missing');
  const casey = await insertCustomer(db, 'Casey');
  const line = (item: { id: number; name: string }, quantity: number, unitCents: number) => ({
    itemType: 'card' as const,
    itemId: item.id,
    name: item.name,
    quantity,
    unitCents,
  });
  const order = (at: string, lines: ReturnType<typeof line>[], location?: 'benton') =>
    insertOrder(db, { customerId: casey, at, lines, ...(location ? { location } : {}) });

  await order('2024-12-31T20:00:00Z', [line(x, 5, 300)]);
  await order('2025-01-01T06:30:00Z', [line(x, 2, 300)]);
  await order('2026-01-01T05:30:00Z', [line(y, 1, 1000)]);
  await order('2026-01-01T07:00:00Z', [line(x, 1, 300), line(z, 4, 100)]);
  await order('2026-02-01T18:00:00Z', [line(x, 1, 300)]);
  const cancelled = await order('2026-02-10T18:00:00Z', [line(y, 2, 1000), line(q, 1, 700)]);
  const refunded = await order('2026-03-04T16:00:00Z', [line(z, 3, 100), line(y, 1, 1000)]);
  const renamed = await order(
    '2026-01-15T18:00:00Z',
    [line({ id: w.id, name: 'Benton W (old)' }, 2, 2500)],
    'benton',
  );
  await order('2026-02-02T18:00:00Z', [line(v, 1, 1000)], 'benton');

  await db
    .update(customerOrders)
    .set({ status: 'cancelled', paymentStatus: 'refunded' })
    .where(eq(customerOrders.id, cancelled.id));
  await db
    .update(orderItems)
    .set({ quantity: 1, totalPriceCents: 100 })
    .where(and(eq(orderItems.orderId, refunded.id), eq(orderItems.itemId, z.id)));
  await db
    .update(orderItems)
    .set({ itemName: 'Benton W' })
    .where(eq(orderItems.orderId, renamed.id));
});

type Row = { name: string; location: string; units: number; revenue: string };

const topItems = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reports/top-items?${query}`,
    headers: owner,
  });
  expect(response.statusCode).toBe(200);
  return response.json().items as Row[];
};

const figures = (rows: Row[]) =>
  rows.map((row) => [row.name, row.location, row.units, row.revenue]);

/** The same list summed from the item-days, whatever the range. */
const summed = async (
  scope: 'nlr' | 'benton' | 'all',
  from: string,
  to: string,
  sort: TopItemSort,
) =>
  (await createTopItemsRepository(ctx.db).sum({ scope, from, to }, sort, 50)).map((row) => [
    row.name,
    row.location,
    row.units,
    (row.cents / 100).toFixed(2),
  ]);

describe('top items read from the year totals', () => {
  it('keeps the year totals equal to the item-days summed per year, before and after a rebuild', async () => {
    const t = itemSalesYears;
    const d = itemSalesDays;
    const key = [t.year, t.location, t.itemType, t.itemId] as const;
    const years = (nonZero: boolean) =>
      ctx.db
        .select()
        .from(t)
        .where(nonZero ? sql`${t.units} <> 0 or ${t.cents} <> 0` : undefined)
        .orderBy(...key);
    const year = sql<number>`extract(year from ${d.day})::int`.mapWith(Number);
    const summedDays = () =>
      ctx.db
        .select({
          location: d.location,
          year,
          itemType: d.itemType,
          itemId: d.itemId,
          itemName: sql<string>`max(${d.itemName})`,
          units: sql<number>`sum(${d.units})::int`.mapWith(Number),
          cents: sql<number>`sum(${d.cents})::float8`.mapWith(Number),
        })
        .from(d)
        .groupBy(year, d.location, d.itemType, d.itemId)
        .orderBy(year, d.location, d.itemType, d.itemId);
    expect(await years(false)).toEqual(await summedDays());
    const before = await years(true);
    await ctx.db.execute(sql`select rebuild_sales_rollup()`);
    expect(await years(false)).toEqual(await summedDays());
    // A rebuild leaves out the zeros the triggers leave behind (Q's cancelled sales), as it
    // does for the item-days; every other row is the same.
    expect(await years(true)).toEqual(before);
  });

  it('answers "this year" with the figures summed from the item-days', async () => {
    const nlr = await topItems('location=nlr&from=2026-01-01&to=2026-03-04');
    expect(figures(nlr)).toEqual([
      ['Card Y', 'nlr', 1, '10.00'],
      ['Card X', 'nlr', 2, '6.00'],
      ['Card Z', 'nlr', 5, '5.00'],
    ]);
    expect(figures(nlr)).toEqual(await summed('nlr', '2026-01-01', '2026-03-04', 'revenue'));

    const byUnits = await topItems('location=nlr&from=2026-01-01&to=2026-03-04&sort=units');
    expect(byUnits.map((row) => row.name)).toEqual(['Card Z', 'Card X', 'Card Y']);
    expect(figures(byUnits)).toEqual(await summed('nlr', '2026-01-01', '2026-03-04', 'units'));

    const both = await topItems('location=all&from=2026-01-01&to=2026-03-04');
    expect(figures(both)).toEqual([
      ['Benton W', 'benton', 2, '50.00'],
      ['Card Y', 'nlr', 1, '10.00'],
      ['Benton V', 'benton', 1, '10.00'],
      ['Card X', 'nlr', 2, '6.00'],
      ['Card Z', 'nlr', 5, '5.00'],
    ]);
    expect(figures(both)).toEqual(await summed('all', '2026-01-01', '2026-03-04', 'revenue'));
    const bothByUnits = await topItems('location=all&from=2026-01-01&to=2026-12-31&sort=units');
    expect(figures(bothByUnits)).toEqual(await summed('all', '2026-01-01', '2026-03-04', 'units'));
  });

  it('answers a whole past year by its store days, and its CSV lists the same', async () => {
    const year = await topItems('location=nlr&from=2025-01-01&to=2025-12-31');
    expect(figures(year)).toEqual([
      ['Card Y', 'nlr', 1, '10.00'],
      ['Card X', 'nlr', 2, '6.00'],
    ]);
    expect(figures(year)).toEqual(await summed('nlr', '2025-01-01', '2025-12-31', 'revenue'));
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reports/top-items?location=all&from=2025-01-01&to=2025-12-31&format=csv',
      headers: owner,
    });
    expect(
      csv.body
        .split('\n')
        .slice(1, 3)
        .map((row) => row.split(',').slice(2)),
    ).toEqual([
      ['Card Y', 'nlr', '1', '10.00'],
      ['Card X', 'nlr', '2', '6.00'],
    ]);
  });

  it('answers part of a year, and a span over two, by their own days', async () => {
    const part = await topItems('location=nlr&from=2026-01-02&to=2026-03-04');
    expect(figures(part)).toEqual([
      ['Card Y', 'nlr', 1, '10.00'],
      ['Card X', 'nlr', 1, '3.00'],
      ['Card Z', 'nlr', 1, '1.00'],
    ]);
    const span = await topItems('location=nlr&from=2025-01-01&to=2026-03-04');
    expect(figures(span)).toEqual([
      ['Card Y', 'nlr', 2, '20.00'],
      ['Card X', 'nlr', 4, '12.00'],
      ['Card Z', 'nlr', 5, '5.00'],
    ]);
    const shortOfYearEnd = await topItems('location=nlr&from=2025-01-01&to=2025-12-30');
    expect(figures(shortOfYearEnd)).toEqual([['Card X', 'nlr', 2, '6.00']]);
    expect(figures(part)).toEqual(await summed('nlr', '2026-01-02', '2026-03-04', 'revenue'));
    expect(figures(span)).toEqual(await summed('nlr', '2025-01-01', '2026-03-04', 'revenue'));
  });

  it('walks the year lists a row at a time to the same pages the days give', async () => {
    const { walk, sum } = createTopItemsRepository(ctx.db);
    const depths = { first: 1, most: 100 };
    for (const scope of ['nlr', 'benton', 'all'] as const) {
      for (const [from, to] of [
        ['2025-01-01', '2026-03-04'],
        ['2025-01-02', '2026-01-01'],
        ['2026-01-01', '2026-02-01'],
        ['2026-02-02', '2026-03-04'],
      ] as const) {
        for (const sort of ['revenue', 'units'] as const) {
          const window = { scope, from, to };
          expect(await walk(window, sort, { limit: 2, depths }), `${scope} ${from} ${to}`).toEqual(
            await sum(window, sort, 2),
          );
        }
      }
    }
  });

  it('downloads every item alike from the year totals and from the days', async () => {
    const download = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/reports/top-items?${query}&format=csv`,
        headers: owner,
      });
      return response.body.trim().split('\n').slice(1);
    };
    // Both years' every sale (the year totals) against the same less January 1, 2025 (the days).
    const whole = await download('location=all&from=2025-01-01&to=2026-03-04&sort=units');
    expect(whole).toHaveLength(5);
    const lessOneDay = await download('location=all&from=2025-01-02&to=2026-03-04&sort=units');
    expect(lessOneDay.filter((row) => row.includes('Card X'))).toEqual([
      expect.stringContaining(',2,6.00'),
    ]);
    const { sum } = createTopItemsRepository(ctx.db);
    const allRows = await sum(
      { scope: 'all', from: '2025-01-01', to: '2026-03-04' },
      'units',
      undefined,
    );
    expect(whole.map((row) => row.split(',').slice(2).join(','))).toEqual(
      allRows.map((row) =>
        [row.name, row.location, row.units, (row.cents / 100).toFixed(2)].join(','),
      ),
    );
  });
});
