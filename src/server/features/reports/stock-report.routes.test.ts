import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { insertCustomer, insertOrder } from '../../testing/orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** Noon in Central time on March 4th 2026. */
const NOW = new Date('2026-03-04T18:00:00Z');
const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, clock: () => NOW });
let owner = { authorization: '' };
const RANGE = 'from=2026-03-01&to=2026-03-04';

const numbered = (prefix: string, count: number, row: { stock: number; location?: 'benton' }) =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${String(index + 1).padStart(4, '0')}`,
    priceCents: 100,
    ...row,
  }));

/**
 * Lists longer than a page: North Little Rock has 70 cards at 1 in stock and 3 products sold
 * out (73 low, 70 in stock, one card of them sold on March 2); Benton 55 cards at 2.
 */
beforeAll(async () => {
  const { db, app } = ctx;
  await insertEmployees(db);
  owner = await staffHeaders(app);
  const [sold] = await insertCards(db, numbered('Low Card', 70, { stock: 1 }));
  await insertMerchandise(db, numbered('Sold Out Box', 3, { stock: 0 }));
  await insertCards(db, numbered('Benton Card', 55, { stock: 2, location: 'benton' }));
  if (!sold) throw new Error('fixture rows missing');
  await insertOrder(db, {
    customerId: await insertCustomer(db, 'Casey'),
    at: '2026-03-02T18:00:00Z',
    lines: [{ itemType: 'card', itemId: sold.id, name: sold.name, quantity: 1, unitCents: 100 }],
  });
});

const stock = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reports/stock?${RANGE}&${query}`,
    headers: owner,
  });
  expect(response.statusCode).toBe(200);
  return response;
};

type Report = { total: number; totalCapped: boolean; items: { name: string; stock: number }[] };

describe('stock lists longer than a page', () => {
  it('answers the first 50 rows and counts every one, across kinds and stores', async () => {
    const nlr: Report = (await stock('location=nlr&list=low')).json();
    expect(nlr.items).toHaveLength(50);
    expect(nlr.items.slice(0, 4).map((item) => [item.name, item.stock])).toEqual([
      ['Sold Out Box 0001', 0],
      ['Sold Out Box 0002', 0],
      ['Sold Out Box 0003', 0],
      ['Low Card 0001', 1],
    ]);
    expect([nlr.total, nlr.totalCapped]).toEqual([73, false]);

    const both: Report = (await stock('location=all&list=low')).json();
    expect(both.items).toHaveLength(50);
    expect([both.total, both.totalCapped]).toEqual([128, false]);

    const slow: Report = (await stock('location=nlr&list=slow')).json();
    expect(slow.items).toHaveLength(50);
    expect(slow.items.map((item) => item.name)).not.toContain('Low Card 0001');
    expect([slow.total, slow.totalCapped]).toEqual([69, false]);
  });

  it('downloads every row', async () => {
    const csv = (await stock('location=all&list=low&format=csv')).body.trim().split('\n');
    expect(csv).toHaveLength(1 + 128);
  });

  it('lists slow movers by the money on the shelf, across kinds, as of the latest price', async () => {
    const [star] = await insertCards(ctx.db, [{ name: 'Shelf Star', stock: 3, priceCents: 500 }]);
    await insertMerchandise(ctx.db, [{ name: 'Shelf Box', stock: 1, priceCents: 1200 }]);
    if (!star) throw new Error('fixture rows missing');
    const names = (report: Report) => report.items.slice(0, 3).map((item) => item.name);

    const slow: Report = (await stock('location=nlr&list=slow')).json();
    expect(names(slow)).toEqual(['Shelf Star', 'Shelf Box', 'Low Card 0002']);
    expect([slow.total, slow.totalCapped]).toEqual([71, false]);

    // $15.00 on the shelf becomes $3.00: the next report has it below the box at once.
    await ctx.db.update(cards).set({ priceCents: 100 }).where(eq(cards.id, star.id));
    const repriced: Report = (await stock('location=nlr&list=slow')).json();
    expect(names(repriced)).toEqual(['Shelf Box', 'Shelf Star', 'Low Card 0002']);

    const csv = (await stock('location=nlr&list=slow&format=csv')).body.trim().split('\n');
    expect(csv).toHaveLength(1 + 71);
    expect(csv.slice(1, 3).map((line) => line.split(',')[2])).toEqual(['Shelf Box', 'Shelf Star']);
  });

  it('stops counting past 1,000 and says so', async () => {
    await insertCards(ctx.db, numbered('More Benton Card', 1000, { stock: 1, location: 'benton' }));
    const benton: Report = (await stock('location=benton&list=low')).json();
    expect([benton.total, benton.totalCapped]).toEqual([1000, true]);
    const both: Report = (await stock('location=all&list=low')).json();
    expect([both.total, both.totalCapped]).toEqual([1000, true]);
    expect(both.items.slice(0, 2).map((item) => item.name)).toEqual([
      'Sold Out Box 0001',
      'Sold Out Box 0002',
    ]);

    const slow: Report = (await stock('location=all&list=slow')).json();
    expect([slow.total, slow.totalCapped]).toEqual([1000, true]);
    expect(slow.items).toHaveLength(50);
  });
});
