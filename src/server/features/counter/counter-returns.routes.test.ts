import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import {
  customerOrders,
  merchandise,
  orderRefunds,
  orderReturns,
  stockMovements,
} from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { balanceOf, cardRefundedCents, issueCredit } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<'owner' | 'nlrStaff' | 'bentonStaff', Record<string, string>>;
/** A $10.00 playmat at North Little Rock, taxed at 9.5%: one comes to $10.95. */
let playmat = 0;
let drawerId = 0;

interface SaleLine {
  lineId: number;
  returnedQuantity: number;
}

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
  return response.json().drawers.find((drawer: { id: number }) => drawer.id === drawerId).expected;
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

describe('a return at the counter', () => {
  it('counts in the end of day without tax beside gross and net, its tax taken off the day’s tax', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const before = await endOfDayCents();
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    const after = await endOfDayCents();
    expect({
      gross: after.gross - before.gross,
      returns: after.returns - before.returns,
      net: after.net - before.net,
      tax: after.tax - before.tax,
    }).toEqual({ gross: 0, returns: 1000, net: -1000, tax: -95 });
  });

  it('shows in the tax report as taxable returns and tax returned, taken off the net tax', async () => {
    const today = storeDate();
    const counterDay = async () => {
      const report = await ctx.app.inject({
        url: `/api/admin/reports/tax?location=nlr&from=${today}&to=${today}`,
        headers: as.owner,
      });
      return report.json().totals.find((total: { channel: string }) => total.channel === 'counter');
    };
    const sale = await sell({ lines: playmats(2), tenders: [{ method: 'card', amount: '21.90' }] });
    const before = await counterDay();
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    const after = await counterDay();
    const change = (field: string) =>
      Math.round((Number(after[field]) - Number(before[field])) * 100);
    expect({
      taxableSales: change('taxableSales'),
      tax: change('tax'),
      taxableReturns: change('taxableReturns'),
      taxReturned: change('taxReturned'),
      netTax: change('netTax'),
    }).toEqual({ taxableSales: 0, tax: 0, taxableReturns: 1000, taxReturned: 95, netTax: -95 });
  });

  it('gives back part of a cash sale from the drawer, puts the stock back and shows on the sale', async () => {
    const sale = await sell({
      lines: playmats(3),
      tenders: [{ method: 'cash', amount: '32.85' }],
    });
    const [line] = sale.lines;
    const cashBefore = await expectedCash();
    const stockBefore = await stockOf(playmat);

    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: line?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      returnNumber: `${sale.receiptNumber}-R1`,
      receiptNumber: sale.receiptNumber,
      orderNumber: null,
      lines: [
        { lineId: line?.lineId, name: 'Playmat', quantity: 1, restock: true, amount: '10.00' },
      ],
      refundTotal: '10.95',
      taxRefunded: '0.95',
      refundTo: 'original',
      tenders: [{ method: 'cash', amount: '10.95' }],
      cashier: expect.any(String),
    });
    expect(Number(await expectedCash())).toBeCloseTo(Number(cashBefore) - 10.95, 2);
    expect(await stockOf(playmat)).toBe(stockBefore + 1);
    const [moved] = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, receipt.returnNumber));
    expect(moved).toMatchObject({ reason: 'return', delta: 1, itemId: playmat });

    const shown = await saleOf(sale.receiptNumber);
    expect(shown.lines[0].returnedQuantity).toBe(1);
    expect(shown.refundedAmount).toBe('10.95');
    expect(shown.returns).toEqual([receipt]);
  });

  it('limits a second return by the first, refusing more than is left with nothing written', async () => {
    const sale = await sell({ lines: playmats(3), tenders: [{ method: 'cash', amount: '32.85' }] });
    const lineId = sale.lines[0]?.lineId;
    const first = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId, quantity: 2, restock: true }],
    });
    expect(first.json()).toMatchObject({ refundTotal: '21.90' });
    const before = await snapshot();

    const tooMany = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId, quantity: 2, restock: true }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'return_exceeds_sold',
      error: expect.stringContaining('Playmat'),
      fields: { 'lines.0.quantity': 'At most 1' },
    });
    expect(await snapshot()).toEqual(before);

    // The last one gives back what is left of the line, so the returns add up to the sale.
    const last = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId, quantity: 1, restock: true }],
    });
    expect(last.json()).toMatchObject({
      returnNumber: `${sale.receiptNumber}-R2`,
      refundTotal: '10.95',
    });
    expect((await saleOf(sale.receiptNumber)).refundedAmount).toBe('32.85');
  });

  it('splits the refund over a card and store credit in proportion, the card at the terminal', async () => {
    const customer = await registerCustomer(ctx.app);
    await issueCredit(ctx.app, as.owner, customer, '10.00');
    const sale = await sell({
      customerId: customer.id,
      lines: playmats(2),
      tenders: [
        { method: 'store_credit', amount: '10.00' },
        { method: 'card', amount: '11.90', cardBrand: 'Visa', last4: '4242', reference: 'T-1' },
      ],
    });
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    // The card named as the terminal took it, so the cashier refunds the right one.
    expect(response.json().tenders).toEqual([
      { method: 'store_credit', amount: '5.00', cardBrand: null, last4: null },
      { method: 'card', amount: '5.95', cardBrand: 'Visa', last4: '4242' },
    ]);
    expect(await balanceOf(ctx.app, customer)).toBe('5.00');
    const card = (
      await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.method, 'card'))
    ).find((refund) => refund.reason.includes(response.json().returnNumber));
    // The store's terminal gave it back: recorded as refunded, nothing left for the provider.
    expect(card?.refundedAt).not.toBeNull();
  });

  it('puts it all on store credit when the customer prefers, and needs a customer for it', async () => {
    const customer = await registerCustomer(ctx.app);
    const sale = await sell({
      customerId: customer.id,
      lines: playmats(1),
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    const walkIn = await sell({
      lines: playmats(1),
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    const before = await snapshot();
    const refused = await bringBack({
      location: 'nlr',
      receiptNumber: walkIn.receiptNumber,
      lines: [{ lineId: walkIn.lines[0]?.lineId, quantity: 1, restock: true }],
      refundTo: 'store_credit',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('customer_required');
    expect(await snapshot()).toEqual(before);

    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
      refundTo: 'store_credit',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      refundTo: 'store_credit',
      tenders: [{ method: 'store_credit', amount: '10.95' }],
    });
    expect(await balanceOf(ctx.app, customer)).toBe('10.95');
    expect(await expectedCash()).toBe(before.cash);
  });

  it('takes back a damaged line without restocking it, and records it', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const stockBefore = await stockOf(playmat);
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: false }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().lines).toEqual([
      expect.objectContaining({ quantity: 1, restock: false, amount: '10.00' }),
    ]);
    expect(await stockOf(playmat)).toBe(stockBefore);
    const moved = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, response.json().returnNumber));
    expect(moved).toEqual([]);
    expect((await saleOf(sale.receiptNumber)).lines[0].returnedQuantity).toBe(1);
  });

  it('takes back an online order’s line by its order number, the card refunded through the provider', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'merchandise', playmat, 2);
    const { paymentIntentId } = await payCart(ctx.app, customer);
    const placed = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(placed.statusCode).toBe(200);
    const { orderNumber } = placed.json();
    const adminOrder = async () =>
      (
        await ctx.app.inject({ url: `/api/admin/orders?q=${orderNumber}`, headers: as.owner })
      ).json()[0];
    const [item] = (await adminOrder()).items;

    const notHandedOver = await bringBack({
      location: 'nlr',
      orderNumber,
      lines: [{ lineId: item.lineId, quantity: 1, restock: true }],
    });
    expect(notHandedOver.statusCode).toBe(409);
    expect(notHandedOver.json().code).toBe('not_returnable');

    await ctx.db
      .update(customerOrders)
      .set({ status: 'picked_up' })
      .where(eq(customerOrders.orderNumber, orderNumber));
    const response = await bringBack({
      location: 'nlr',
      orderNumber,
      lines: [{ lineId: item.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orderNumber,
      receiptNumber: null,
      refundTotal: '10.95',
      tenders: [{ method: 'card', amount: '10.95' }],
    });
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(1095);
    expect((await adminOrder()).items[0]).toMatchObject({
      lineId: item.lineId,
      returnedQuantity: 1,
    });
    expect((await adminOrder()).refunds).toEqual([
      expect.objectContaining({
        amount: '10.95',
        method: 'card',
        reason: `Return ${orderNumber}-R1: 1 × Playmat`,
      }),
    ]);
  });

  it('refuses another store’s staff with 403 and nothing written', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const before = await snapshot();
    const response = await bringBack(
      {
        location: 'benton',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
      },
      as.bentonStaff,
    );
    expect(response.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with 400 and nothing written', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const lineId = sale.lines[0]?.lineId;
    const before = await snapshot();
    for (const payload of [
      { location: 'nlr', lines: [{ lineId, quantity: 1, restock: true }] },
      {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        orderNumber: sale.receiptNumber,
        lines: [{ lineId, quantity: 1, restock: true }],
      },
      { location: 'nlr', receiptNumber: sale.receiptNumber, lines: [{ lineId, quantity: 0 }] },
      { location: 'nlr', receiptNumber: sale.receiptNumber, lines: [] },
      {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: 999_999, quantity: 1, restock: true }],
      },
      {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId, quantity: 1 }],
        refundTo: 'cash',
      },
    ]) {
      const response = await bringBack(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.any(String),
        fields: expect.any(Object),
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs an open drawer to pay cash back', async () => {
    const back = await openDrawer(ctx.app, as.nlrStaff, {
      location: 'nlr',
      register: 'Back',
      float: '0.00',
    });
    const sold = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      register: 'Back',
      lines: playmats(1),
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    const sale = sold.json();
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/counter/drawers/${back}/close`,
      headers: as.nlrStaff,
      payload: { counted: '10.95' },
    });
    expect(closed.statusCode).toBe(200);
    const before = await snapshot();
    const response = await bringBack({
      location: 'nlr',
      register: 'Back',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('drawer_closed');
    expect(await snapshot()).toEqual(before);
  });

  it('pays no more cash back than the drawer holds, so an empty till never counts as over', async () => {
    await openDrawer(ctx.app, as.nlrStaff, { location: 'nlr', register: 'Till 3', float: '5.00' });
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const before = await snapshot();
    const response = await bringBack({
      location: 'nlr',
      register: 'Till 3',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'not_enough_cash',
      error:
        'The drawer should hold $5.00; give it back in store credit, or put cash in with Paid in first.',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a counter sale refunded from the orders tab', () => {
  const orderIdOf = async (receiptNumber: string) =>
    (
      await ctx.db
        .select({ id: customerOrders.id })
        .from(customerOrders)
        .where(eq(customerOrders.orderNumber, receiptNumber))
    )[0]?.id;
  const refund = async (receiptNumber: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${await orderIdOf(receiptNumber)}/refunds`,
      headers: as.nlrStaff,
      payload: { reason: 'Price match', ...payload },
    });

  it('pays its cash back from the drawer, whether or not a customer is attached', async () => {
    const customer = await registerCustomer(ctx.app);
    for (const customerId of [undefined, customer.id]) {
      const sale = await sell({
        customerId,
        lines: playmats(1),
        tenders: [{ method: 'cash', amount: '10.95' }],
      });
      const cashBefore = await expectedCash();
      const response = await refund(sale.receiptNumber, { amount: '3.00' });
      expect(response.statusCode, response.body).toBe(201);
      expect(Number(cashBefore) - Number(await expectedCash())).toBeCloseTo(3);
    }
    expect(await balanceOf(ctx.app, customer)).toBe('0.00');
  });

  it('is told a walk-in cannot be refunded to store credit, by code', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const response = await refund(sale.receiptNumber, { amount: '3.00', refundTo: 'store_credit' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('customer_required');
  });

  it('leaves a later return only what is left to give back, its lines adding up to it', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    expect((await refund(sale.receiptNumber, { amount: '2.00' })).statusCode).toBe(201);
    const cashBefore = await expectedCash();
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ refundTotal: '8.95' });
    expect(Number(cashBefore) - Number(await expectedCash())).toBeCloseTo(8.95);
    const again = await refund(sale.receiptNumber, { amount: '0.01' });
    expect(again.json().code).toBe('refund_exceeds_paid');
  });
});
