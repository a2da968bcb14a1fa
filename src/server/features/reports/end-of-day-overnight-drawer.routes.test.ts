import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeInstant } from '../../../domain/shared/dates.ts';
import {
  cashDrawers,
  counterSales,
  customerOrders,
  drawerMovements,
} from '../../db/schema/index.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** A Friday Night Magic that ran past midnight, and the Saturday after it. */
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';

// The shop's clock reads Saturday afternoon: the drawer list's "closed today" is Saturday.
const ctx = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  clock: () => storeInstant(`${SATURDAY} 15:00`),
});
let manager: Record<string, string>;

/** Moves what a cash sale wrote (its order, its counter row, its cash into the drawer) to a moment. */
async function rungAt(receiptNumber: string, minute: string) {
  const at = storeInstant(minute);
  const [order] = await ctx.db
    .update(customerOrders)
    .set({ createdAt: at })
    .where(eq(customerOrders.orderNumber, receiptNumber))
    .returning({ id: customerOrders.id });
  await ctx.db
    .update(counterSales)
    .set({ createdAt: at })
    .where(eq(counterSales.orderId, order?.id ?? 0));
  await ctx.db
    .update(drawerMovements)
    .set({ createdAt: at })
    .where(inArray(drawerMovements.reference, [receiptNumber]));
}

/**
 * Friday 10:00 pm the Main drawer opens with a $50.00 float; a $10.00 playmat (9.5% tax, $10.95)
 * is sold for cash at 11:30 pm Friday and another at 12:30 am Saturday; the drawer is counted
 * at 1:00 am Saturday at $71.40: expected $50.00 + $10.95 + $10.95 = $71.90, 50 cents short.
 */
beforeAll(async () => {
  await insertEmployees(ctx.db);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  await setStoreTax(ctx.db, 'nlr', 9500, ['merchandise']);
  const [mat] = await insertMerchandise(ctx.db, [{ name: 'Playmat', priceCents: 1000, stock: 5 }]);
  const drawer = await openDrawer(ctx.app, manager, { location: 'nlr', float: '50.00' });
  await ctx.db
    .update(cashDrawers)
    .set({ openedAt: storeInstant(`${FRIDAY} 22:00`) })
    .where(eq(cashDrawers.id, drawer));
  for (const minute of [`${FRIDAY} 23:30`, `${SATURDAY} 00:30`]) {
    const sold = await ringUp(ctx.app, manager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: mat?.id ?? 0, quantity: 1 }],
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    if (sold.statusCode !== 201) throw new Error(`the sale failed: ${sold.body}`);
    await rungAt(sold.json().receiptNumber, minute);
  }
  const closed = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/counter/drawers/${drawer}/close`,
    headers: manager,
    payload: { counted: '71.40' },
  });
  if (closed.statusCode !== 200) throw new Error(`closing failed: ${closed.body}`);
  await ctx.db
    .update(cashDrawers)
    .set({ closedAt: storeInstant(`${SATURDAY} 01:00`) })
    .where(eq(cashDrawers.id, drawer));
});

const endOfDay = (day: string, format = 'json') =>
  ctx.app.inject({
    url: `/api/admin/reports/end-of-day?location=nlr&date=${day}&format=${format}`,
    headers: manager,
  });

const cashTender = { method: 'cash', count: 1, amount: '10.95' };

describe('a drawer still open past midnight', () => {
  it('is on the day it was opened, whole: its count, expected cash and over/short once', async () => {
    const friday = (await endOfDay(FRIDAY)).json();
    // Each sale counts on the day it was rung, its cash in the drawer of the day before.
    expect(friday).toMatchObject({ sales: 1, net: '10.00', drawersCarriedOver: [] });
    expect(friday.byTender).toContainEqual(cashTender);
    expect(friday.drawers).toEqual([
      expect.objectContaining({
        register: 'Main',
        float: '50.00',
        cashSales: '21.90',
        cashSalesAfterDay: '10.95',
        expected: '71.90',
        counted: '71.40',
        overShort: '-0.50',
        closedOn: SATURDAY,
      }),
    ]);
  });

  it('is named on the next day, beside that day’s cash, and counted there no second time', async () => {
    const saturday = (await endOfDay(SATURDAY)).json();
    expect(saturday).toMatchObject({ sales: 1, net: '10.00', drawers: [] });
    expect(saturday.byTender).toContainEqual(cashTender);
    expect(saturday.drawersCarriedOver).toEqual([
      expect.objectContaining({
        register: 'Main',
        openedOn: FRIDAY,
        closedOn: SATURDAY,
        cashSales: '10.95',
      }),
    ]);
  });

  it('writes both days’ lines in the CSV', async () => {
    const lines = async (day: string) => (await endOfDay(day, 'csv')).body.trim().split('\n');
    expect(await lines(FRIDAY)).toEqual(
      expect.arrayContaining([
        'drawer Main opened by nlr-manager,cash sales,,21.90',
        'drawer Main opened by nlr-manager,cash sales after the day,,10.95',
        'drawer Main opened by nlr-manager,over/short,,-0.50',
      ]),
    );
    expect(await lines(SATURDAY)).toContain(
      `drawer Main opened by nlr-manager on ${FRIDAY},cash sales this day,,10.95`,
    );
  });

  it('is listed on the counter on the day it was closed', async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/counter/drawers?location=nlr',
      headers: manager,
    });
    expect(response.json().drawers).toEqual([
      expect.objectContaining({ status: 'closed', expected: '71.90', overShort: '-0.50' }),
    ]);
  });

  it('leaves the day before it alone', async () => {
    const thursday = (await endOfDay('2026-03-05')).json();
    expect(thursday).toMatchObject({ sales: 0, drawers: [], drawersCarriedOver: [] });
  });
});
