import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, storeDate, storeInstant } from '../../../domain/shared/dates.ts';
import { counterSales, customerOrders } from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { insertEmployees, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();
let manager: Record<string, string>;
let dice = 0;
const today = storeDate();
const yesterday = addDays(today, -1);

const cardSale = async () => {
  const response = await ringUp(ctx.app, manager, {
    location: 'nlr',
    lines: [{ itemType: 'merchandise', itemId: dice, quantity: 1 }],
    tenders: [{ method: 'card', amount: '5.00' }],
  });
  if (response.statusCode !== 201) throw new Error(`the sale failed: ${response.body}`);
  return response.json().receiptNumber as string;
};

/** Moves a sale to 11:30 pm of a store day: still that day, half an hour before the next. */
const rungAtLateOn = async (receiptNumber: string, day: string) => {
  const [order] = await ctx.db
    .select({ id: customerOrders.id })
    .from(customerOrders)
    .where(eq(customerOrders.orderNumber, receiptNumber));
  await ctx.db
    .update(counterSales)
    .set({ createdAt: storeInstant(`${day} 23:30`) })
    .where(eq(counterSales.orderId, order?.id ?? 0));
};

const listed = async (query: string) =>
  ctx.app.inject({ url: `/api/admin/counter/sales?location=nlr&${query}`, headers: manager });

let yesterdays = '';
let todays = '';

beforeAll(async () => {
  await insertEmployees(ctx.db);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  const [item] = await insertMerchandise(ctx.db, [{ name: 'Dice', priceCents: 500, stock: 100 }]);
  dice = item?.id ?? 0;
  yesterdays = await cardSale();
  await rungAtLateOn(yesterdays, yesterday);
  todays = await cardSale();
});

describe("the store's sales of one day", () => {
  it('lists only the sales rung on that store day', async () => {
    const receipts = async (query: string) =>
      (await listed(query))
        .json()
        .sales.map((sale: { receiptNumber: string }) => sale.receiptNumber);
    expect(await receipts(`day=${today}`)).toEqual([todays]);
    expect(await receipts(`day=${yesterday}`)).toEqual([yesterdays]);
    expect(await receipts('')).toEqual([todays, yesterdays]);
  });

  it('searches within the day', async () => {
    const response = await listed(`day=${today}&q=${yesterdays}`);
    expect(response.json().sales).toEqual([]);
  });

  it('pages every sale once, even two rung within the same millisecond across a page break', async () => {
    const receipts = [];
    for (let sale = 0; sale < 51; sale += 1) receipts.push(await cardSale());
    // The oldest two share a millisecond, 56 microseconds apart: the page breaks between them.
    const instants = receipts.map((_, index) =>
      index === 0
        ? '2026-03-02T18:00:00.123400Z'
        : index === 1
          ? '2026-03-02T18:00:00.123456Z'
          : `2026-03-02T18:00:${String(index).padStart(2, '0')}.000000Z`,
    );
    for (const [index, receipt] of receipts.entries()) {
      const [order] = await ctx.db
        .select({ id: customerOrders.id })
        .from(customerOrders)
        .where(eq(customerOrders.orderNumber, receipt));
      await ctx.db.execute(
        sql`update ${counterSales} set created_at = ${instants[index]}::timestamptz where order_id = ${order?.id ?? 0}`,
      );
    }
    const first = (await listed('day=2026-03-02')).json();
    expect(first.sales).toHaveLength(50);
    const second = (await listed(`day=2026-03-02&cursor=${first.nextCursor}`)).json();
    const paged = [...first.sales, ...second.sales].map(
      (sale: { receiptNumber: string }) => sale.receiptNumber,
    );
    expect(paged).toEqual([...receipts].reverse());
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a day that is not a date with 400 naming the field', async () => {
    const response = await listed('day=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('day');
  });
});
