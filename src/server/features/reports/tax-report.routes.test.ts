import { beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds } from '../../db/schema/index.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { insertCustomer, insertOrder } from '../../testing/orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const RANGE = 'from=2026-03-02&to=2026-03-04';
let owner: Record<string, string>;
let nlrManager: Record<string, string>;

/**
 * North Little Rock unless said (times Central, CST = UTC-6), taxed at 9.5%:
 * - Mon Mar 2, 10:00 am: two cards at 5.00 and a 25.00 gift card, tax 0.95 on the cards
 * - Mon Mar 2, 11:30 pm (Mar 3 05:30 UTC): product 20.00, tax 1.90 (counts on the 2nd)
 * - Tue Mar 3, noon, cancelled: product 20.00, tax 1.90 (not a sale)
 * - Benton, Mon Mar 2, noon: product 40.00, tax 3.80
 */
beforeAll(async () => {
  const { db, app } = ctx;
  await insertEmployees(db);
  owner = await staffHeaders(app);
  nlrManager = await staffHeaders(app, 'nlr-manager');
  const [card] = await insertCards(db, [{ name: 'Card A', priceCents: 500, stock: 1 }]);
  const [box] = await insertMerchandise(db, [{ name: 'Box', priceCents: 2000, stock: 1 }]);
  if (!card || !box) throw new Error('fixture rows missing');
  const customerId = await insertCustomer(db, 'Casey');
  const product = (unitCents: number) => ({
    itemType: 'merchandise',
    itemId: box.id,
    name: 'Box',
    quantity: 1,
    unitCents,
  });
  await insertOrder(db, {
    customerId,
    at: '2026-03-02T16:00:00Z',
    tax: { taxableCents: 1000, taxCents: 95 },
    lines: [
      { itemType: 'card', itemId: card.id, name: 'Card A', quantity: 2, unitCents: 500 },
      { itemType: 'gift_card', itemId: 1, name: 'Gift card', quantity: 1, unitCents: 2500 },
    ],
  });
  await insertOrder(db, {
    customerId,
    at: '2026-03-03T05:30:00Z',
    status: 'picked_up',
    tax: { taxableCents: 2000, taxCents: 190 },
    lines: [product(2000)],
  });
  await insertOrder(db, {
    customerId,
    at: '2026-03-03T18:00:00Z',
    status: 'cancelled',
    paymentStatus: 'refunded',
    tax: { taxableCents: 2000, taxCents: 190 },
    lines: [product(2000)],
  });
  await insertOrder(db, {
    customerId,
    location: 'benton',
    at: '2026-03-02T18:00:00Z',
    tax: { taxableCents: 4000, taxCents: 380 },
    lines: [product(4000)],
  });
});

const get = (path: string, headers = owner) =>
  ctx.app.inject({ url: `/api/admin/reports/${path}`, headers });

const nlrDay = {
  date: '2026-03-02',
  location: 'nlr',
  channel: 'online',
  sales: 2,
  taxableSales: '30.00',
  exemptSales: '25.00',
  tax: '2.85',
  taxableReturns: '0.00',
  taxReturned: '0.00',
  netTax: '2.85',
};
const NOTHING_RETURNED = { taxableReturns: '0.00', taxReturned: '0.00' };

describe('GET /api/admin/reports/tax', () => {
  it("sums each store day's taxable and exempt sales and the tax collected, cancelled orders left out", async () => {
    const response = await get(`tax?location=nlr&${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      location: 'nlr',
      from: '2026-03-02',
      to: '2026-03-04',
      rows: [nlrDay],
      totals: [
        {
          channel: 'online',
          taxableSales: '30.00',
          exemptSales: '25.00',
          tax: '2.85',
          ...NOTHING_RETURNED,
          netTax: '2.85',
        },
        {
          channel: 'counter',
          taxableSales: '0.00',
          exemptSales: '0.00',
          tax: '0.00',
          ...NOTHING_RETURNED,
          netTax: '0.00',
        },
      ],
    });
  });

  it('shows the owner both stores, each on its own rows', async () => {
    const response = await get(`tax?location=all&${RANGE}`);
    expect(response.json().rows).toEqual([
      {
        ...nlrDay,
        location: 'benton',
        sales: 1,
        taxableSales: '40.00',
        exemptSales: '0.00',
        tax: '3.80',
        netTax: '3.80',
      },
      nlrDay,
    ]);
    expect(response.json().totals[0]).toMatchObject({ tax: '6.65' });
  });

  it('answers staff their own store only', async () => {
    expect((await get(`tax?location=nlr&${RANGE}`, nlrManager)).statusCode).toBe(200);
    for (const scope of ['benton', 'all']) {
      const refused = await get(`tax?location=${scope}&${RANGE}`, nlrManager);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    }
  });

  it('downloads the table as CSV', async () => {
    const response = await get(`tax?location=nlr&${RANGE}&format=csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-tax-nlr-2026-03-02-to-2026-03-04.csv"',
    );
    expect(response.body).toBe(
      [
        'date,store,channel,sales,taxable sales,exempt sales,tax collected,taxable returns,tax returned,net tax',
        '2026-03-02,nlr,online,2,30.00,25.00,2.85,0.00,0.00,2.85',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['from after to', 'from=2026-03-05&to=2026-03-04', 'to'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-04', 'from'],
    ['a date in another form', 'from=03/01/2026&to=2026-03-04', 'from'],
    ['a range past three years', 'from=2020-01-01&to=2026-03-04', 'to'],
  ])('refuses %s with the field named', async (_case, range, field) => {
    const response = await get(`tax?location=nlr&${range}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(String) },
    });
  });
});

describe('refunds by amount in the tax report', () => {
  it('give back the order’s tax in proportion, on the day the money went back', async () => {
    const customerId = await insertCustomer(ctx.db, 'Robin');
    const [box] = await insertMerchandise(ctx.db, [{ name: 'Deck', priceCents: 1000, stock: 2 }]);
    const order = await insertOrder(ctx.db, {
      customerId,
      location: 'benton',
      at: '2026-03-10T16:00:00Z',
      tax: { taxableCents: 2000, taxCents: 190 },
      lines: [
        {
          itemType: 'merchandise',
          itemId: box?.id ?? 0,
          name: 'Deck',
          quantity: 2,
          unitCents: 1000,
        },
      ],
    });
    // Half the order's $21.90 back on the 11th, the rest on the 12th.
    for (const [day, cents] of [
      ['2026-03-11T16:00:00Z', 1095],
      ['2026-03-12T16:00:00Z', 1095],
    ] as const) {
      await ctx.db.insert(orderRefunds).values({
        orderId: order.id,
        method: 'card',
        amountCents: cents,
        reason: 'Customer changed their mind',
        idempotencyKey: `tax-refund-${day}`,
        createdAt: new Date(day),
      });
    }
    const { rows } = (await get('tax?location=benton&from=2026-03-10&to=2026-03-12')).json();
    expect(rows).toEqual([
      expect.objectContaining({ date: '2026-03-10', tax: '1.90', taxReturned: '0.00' }),
      expect.objectContaining({
        date: '2026-03-11',
        sales: 0,
        taxableReturns: '10.00',
        taxReturned: '0.95',
        netTax: '-0.95',
      }),
      expect.objectContaining({ date: '2026-03-12', taxableReturns: '10.00', taxReturned: '0.95' }),
    ]);
  });
});
