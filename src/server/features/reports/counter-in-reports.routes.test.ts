import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../domain/orders/order.contract.ts';
import { SALE_STATUSES } from '../../../domain/orders/sale-statuses.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import { ringUp } from '../../testing/counter.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { insertCustomer, insertOrder } from '../../testing/orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const today = storeDate();
const range = `location=nlr&from=${today}&to=${today}`;
let manager: Record<string, string> = {};

const report = (name: string, query = '') =>
  ctx.app.inject({ url: `/api/admin/reports/${name}?${range}${query}`, headers: manager });

/** Today at North Little Rock (no tax): $10.00 of sleeves sold online, two $13.47 deck boxes at the counter by card. */
beforeAll(async () => {
  await insertEmployees(ctx.db);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  const [deckBox, sleeves] = await insertMerchandise(ctx.db, [
    { name: 'Deck box', priceCents: 1347, stock: 3 },
    { name: 'Sleeves', priceCents: 500, stock: 10 },
    { name: 'Playmat', priceCents: 2000, stock: 5 },
  ]);
  await insertOrder(ctx.db, {
    customerId: await insertCustomer(ctx.db, 'Online'),
    at: new Date().toISOString(),
    lines: [
      {
        itemType: 'merchandise',
        itemId: sleeves?.id ?? 0,
        name: 'Sleeves',
        quantity: 2,
        unitCents: 500,
      },
    ],
  });
  const sale = await ringUp(ctx.app, manager, {
    location: 'nlr',
    lines: [{ itemType: 'merchandise', itemId: deckBox?.id ?? 0, quantity: 2 }],
    tenders: [{ method: 'card', amount: '26.94' }],
  });
  expect(sale.statusCode).toBe(201);
  counterSale = sale.json();
});

let counterSale: { receiptNumber: string; lines: { lineId: number }[] };

describe('the counter in the reports', () => {
  it('splits the sales report by channel, each period and in total, beside the figures it had', async () => {
    const response = await report('sales', '&groupBy=day');
    expect(response.statusCode).toBe(200);
    const sales = response.json();
    expect(sales.rows).toEqual([
      expect.objectContaining({
        date: today,
        orders: 2,
        revenue: '36.94',
        byChannel: { online: '10.00', counter: '26.94' },
      }),
    ]);
    expect(sales.totals).toMatchObject({
      orders: 2,
      revenue: '36.94',
      byChannel: { online: '10.00', counter: '26.94' },
    });
    const csv = (await report('sales', '&groupBy=day&format=csv')).body.trim().split('\n');
    expect(csv[0]?.endsWith(',online,counter')).toBe(true);
    expect(csv[1]?.endsWith(',10.00,26.94')).toBe(true);
  });

  it("leaves counter sales out of the dashboard's order count, as the Orders tab lists none", async () => {
    const summary = await ctx.app.inject({
      url: '/api/admin/summary?location=nlr',
      headers: manager,
    });
    expect(summary.json().orders).toBe(1);
  });

  it('counts counter sales among the top items', async () => {
    const top = (await report('top-items')).json();
    expect(top.items[0]).toMatchObject({ name: 'Deck box', units: 2, revenue: '26.94' });
  });

  it('shows the stock a counter sale took in the low-stock list, and its item is no slow mover', async () => {
    const low = (await report('stock', '&list=low')).json();
    expect(low.items).toContainEqual(expect.objectContaining({ name: 'Deck box', stock: 1 }));
    const slow = (await report('stock', '&list=slow')).json();
    const names = slow.items.map((item: { name: string }) => item.name);
    expect(names).toContain('Playmat');
    expect(names).not.toContain('Deck box');
  });
});

/** One deck box of the counter sale brought back at the counter, to the tenders that paid. */
const returnOneDeckBox = (restock: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/counter/returns',
    headers: manager,
    payload: {
      location: 'nlr',
      receiptNumber: counterSale.receiptNumber,
      lines: [{ lineId: counterSale.lines[0]?.lineId, quantity: 1, restock }],
    },
  });

describe('money given back by staff', () => {
  it('comes off the revenue as refunds on its day, and is listed among the refunds', async () => {
    expect((await returnOneDeckBox(false)).statusCode).toBe(201);

    const sales = (await report('sales', '&groupBy=day')).json();
    expect(sales.totals).toMatchObject({ orders: 2, revenue: '23.47', refunds: '13.47' });
    const refunds = (await report('refunds')).json();
    expect(refunds.items).toContainEqual({
      kind: 'order_refund',
      date: today,
      location: 'nlr',
      reference: counterSale.receiptNumber,
      customer: 'Walk-in',
      amount: '13.47',
      state: 'refunded',
    });
  });

  it('takes goods brought back off the top items, and leaves out an item brought back whole', async () => {
    const topItems = async () => (await report('top-items', '&sort=units')).json().items;
    expect(await topItems()).toContainEqual(
      expect.objectContaining({ name: 'Deck box', units: 1, revenue: '13.47' }),
    );
    expect((await returnOneDeckBox(true)).statusCode).toBe(201);
    const names = (await topItems()).map((item: { name: string }) => item.name);
    expect(names).toEqual(['Sleeves']);
    const slow = (await report('stock', '&list=slow')).json();
    expect(slow.items.map((item: { name: string }) => item.name)).toContain('Deck box');
  });

  it('rebuilds the rollup from the orders to the same figures, returns included', async () => {
    const before = (await report('top-items')).json();
    await ctx.db.execute(sql`select rebuild_sales_rollup()`);
    expect((await report('top-items')).json()).toEqual(before);
  });
});

describe('what counts as a sale', () => {
  it('is the domain’s rule in the rollup the sales report reads, for every order status', async () => {
    const customerId = await insertCustomer(ctx.db, 'Statuses');
    // One order of each status, each on its own day of June 2025 at noon Central.
    const days = ORDER_STATUSES.map((_, index) => `2025-06-0${index + 1}`);
    for (const [index, status] of ORDER_STATUSES.entries()) {
      await insertOrder(ctx.db, {
        customerId,
        at: `${days[index]}T17:00:00Z`,
        status,
        lines: [{ itemType: 'merchandise', itemId: 1, name: 'Box', quantity: 1, unitCents: 100 }],
      });
    }
    const response = await ctx.app.inject({
      url: `/api/admin/reports/sales?location=nlr&from=${days[0]}&to=${days.at(-1)}&groupBy=day`,
      headers: manager,
    });
    const counted = response.json().rows.map((row: { orders: number }) => row.orders);
    expect(counted).toEqual(
      ORDER_STATUSES.map((status) =>
        (SALE_STATUSES as readonly string[]).includes(status) ? 1 : 0,
      ),
    );
  });
});
