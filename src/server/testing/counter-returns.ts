import { count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { customerOrders, merchandise, orderRefunds, orderReturns } from '../db/schema/index.ts';
import { openDrawer, ringUp } from './counter.ts';
import { insertMerchandise } from './factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

interface SaleLine {
  lineId: number;
  returnedQuantity: number;
}

/**
 * The shop of a counter returns route test file, filled in before the file's tests run: the
 * staff team signed in, sales tax at 9.5% at North Little Rock, a playmat on the shelf and the
 * drawer open; and the calls that sell, bring back and read what a return changed.
 */
export function setUpCounterReturns() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const as = {} as Record<'owner' | 'nlrStaff' | 'bentonStaff', Record<string, string>>;
  let playmat = 0;
  let drawerId = 0;

  const stockOf = async (id: number) =>
    (
      await ctx.db
        .select({ stock: merchandise.stock })
        .from(merchandise)
        .where(eq(merchandise.id, id))
    )[0]?.stock ?? 0;
  const returnsCount = async () => (await ctx.db.select({ n: count() }).from(orderReturns))[0]?.n;
  const refundsCount = async () => (await ctx.db.select({ n: count() }).from(orderRefunds))[0]?.n;

  const expectedCash = async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/counter/drawers?location=nlr',
      headers: as.nlrStaff,
    });
    return response.json().drawers.find((drawer: { id: number }) => drawer.id === drawerId)
      .expected;
  };

  const playmats = (quantity: number) => [{ itemType: 'merchandise', itemId: playmat, quantity }];

  async function sell(payload: object): Promise<{ receiptNumber: string; lines: SaleLine[] }> {
    const sold = await ringUp(ctx.app, as.nlrStaff, { location: 'nlr', ...payload });
    expect(sold.statusCode).toBe(201);
    return sold.json();
  }

  const bringBack = (payload: object, headers = as.nlrStaff) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/counter/returns', headers, payload });

  const saleOf = async (receiptNumber: string) =>
    (
      await ctx.app.inject({
        url: `/api/admin/counter/sales/${receiptNumber}`,
        headers: as.nlrStaff,
      })
    ).json();

  /** The order a counter sale wrote, by its receipt number. */
  const orderIdOf = async (receiptNumber: string) =>
    (
      await ctx.db
        .select({ id: customerOrders.id })
        .from(customerOrders)
        .where(eq(customerOrders.orderNumber, receiptNumber))
    )[0]?.id ?? 0;

  /** The state a refused return must leave untouched. */
  const snapshot = async () => ({
    returns: await returnsCount(),
    refunds: await refundsCount(),
    stock: await stockOf(playmat),
    cash: await expectedCash(),
  });

  beforeAll(async () => {
    Object.assign(as, await signInStaffTeam(ctx));
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sales-tax/settings?location=nlr',
      headers: as.owner,
      payload: { rate: '9.5', taxedKinds: ['card', 'merchandise'] },
    });
    expect(set.statusCode).toBe(200);
    const [mat] = await insertMerchandise(ctx.db, [
      { name: 'Playmat', priceCents: 1000, stock: 100, sku: 'MAT-1' },
    ]);
    playmat = mat?.id ?? 0;
    drawerId = await openDrawer(ctx.app, as.nlrStaff, { location: 'nlr', float: '100.00' });
  });

  /** The end of day's figures for today at North Little Rock, in cents. */
  async function endOfDayCents() {
    const report = (
      await ctx.app.inject({ url: '/api/admin/reports/end-of-day?location=nlr', headers: as.owner })
    ).json();
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    return {
      gross: cents(report.gross),
      returns: cents(report.returns),
      net: cents(report.net),
      tax: cents(report.tax),
    };
  }

  return {
    ctx,
    as,
    /** A $10.00 playmat at North Little Rock, taxed at 9.5%: one comes to $10.95. */
    get playmat() {
      return playmat;
    },
    stockOf,
    returnsCount,
    refundsCount,
    expectedCash,
    playmats,
    sell,
    bringBack,
    saleOf,
    orderIdOf,
    snapshot,
    endOfDayCents,
  };
}
