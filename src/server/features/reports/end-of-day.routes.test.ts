import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import { customerOrders, employees, giftCards, orderRefunds } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import {
  insertEmployees,
  OWNER_PASSWORD,
  STAFF_PASSWORD,
  staffHeaders,
} from '../../testing/staff.ts';
import { issueCredit } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';
import { hashGiftCode } from '../gift-cards/gift-card-codes.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<'owner' | 'manager' | 'sam' | 'bentonStaff', Record<string, string>>;
const cashiers = { manager: '', sam: '' };
const today = storeDate();

const endOfDay = (query: string, headers = as.manager) =>
  ctx.app.inject({ url: `/api/admin/reports/end-of-day?${query}`, headers });

async function sale(headers: Record<string, string>, payload: object) {
  const response = await ringUp(ctx.app, headers, { location: 'nlr', ...payload });
  if (response.statusCode !== 201) throw new Error(`the sale failed: ${response.body}`);
  return response.json() as { receiptNumber: string; cashier: string };
}

/**
 * A day at North Little Rock (merchandise taxed at 9.5%, a $10.00 playmat): two cashiers, a
 * sale each by cash, card, store credit and gift card, a discount, a paid out, a refund and a
 * drawer counted 85 cents short.
 */
beforeAll(async () => {
  await insertEmployees(ctx.db);
  await ctx.db.insert(employees).values({
    username: 'nlr-staff',
    passwordHash: await hashPassword(STAFF_PASSWORD),
    location: 'nlr',
    role: 'staff',
    firstName: 'Sam',
  });
  as.owner = await staffHeaders(ctx.app);
  as.manager = await staffHeaders(ctx.app, 'nlr-manager');
  as.sam = await staffHeaders(ctx.app, 'nlr-staff');
  as.bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
  await setStoreTax(ctx.db, 'nlr', 9500, ['card', 'merchandise']);
  const [mat] = await insertMerchandise(ctx.db, [
    { name: 'Playmat', priceCents: 1000, stock: 100 },
  ]);
  const playmats = (quantity: number) => [
    { itemType: 'merchandise', itemId: mat?.id ?? 0, quantity },
  ];
  const drawer = await openDrawer(ctx.app, as.manager, { location: 'nlr', float: '100.00' });

  // $20.00 + $1.90 tax in cash, $30.00 handed over.
  const cash = await sale(as.manager, {
    lines: playmats(2),
    tenders: [{ method: 'cash', amount: '21.90', tendered: '30.00' }],
  });
  cashiers.manager = cash.cashier;
  // $30.00 less $5.00 off, $2.38 tax on $25.00, by card; $5.00 of it refunded later.
  const discounted = await sale(as.manager, {
    lines: playmats(3),
    discount: { amount: '5.00', reason: 'Regular' },
    tenders: [{ method: 'card', amount: '27.38' }],
  });
  const [order] = await ctx.db
    .select({ id: customerOrders.id })
    .from(customerOrders)
    .where(eq(customerOrders.orderNumber, discounted.receiptNumber));
  await ctx.db.insert(orderRefunds).values({
    orderId: order?.id ?? 0,
    method: 'card',
    amountCents: 500,
    reason: 'Bent corner',
    idempotencyKey: 'end-of-day-return',
  });

  const regular = await registerCustomer(ctx.app);
  await issueCredit(ctx.app, as.owner, regular, '10.00');
  const credit = await sale(as.sam, {
    customerId: regular.id,
    lines: playmats(1),
    tenders: [
      { method: 'store_credit', amount: '10.00' },
      { method: 'cash', amount: '0.95' },
    ],
  });
  cashiers.sam = credit.cashier;

  const code = 'ACDEFGHJKMNPQR34';
  const holder = await registerCustomer(ctx.app);
  await ctx.db.insert(giftCards).values({
    location: 'nlr',
    buyerCustomerId: holder.id,
    amountCents: 2500,
    status: 'issued',
    codeHash: hashGiftCode(code),
    lastFour: 'QR34',
    issuedAt: new Date(),
  });
  await sale(as.sam, {
    customerId: holder.id,
    lines: playmats(2),
    tenders: [{ method: 'gift_card', amount: '21.90', code }],
  });

  const drawerPost = (path: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/counter/drawers/${drawer}/${path}`,
      headers: as.manager,
      payload,
    });
  await drawerPost('movements', { kind: 'paid_out', amount: '5.00', reason: 'Sleeves for prizes' });
  const closed = await drawerPost('close', { counted: '117.00' });
  expect(closed.statusCode).toBe(200);
});

describe('the end of day', () => {
  it('adds up the counter’s day to the cent: sales, tenders, kinds, cashiers, the drawer and credit', async () => {
    const response = await endOfDay(`location=nlr&date=${today}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      location: 'nlr',
      date: today,
      sales: 4,
      gross: '80.00',
      discounts: '5.00',
      returns: '5.00',
      net: '70.00',
      tax: '7.13',
      byTender: [
        { method: 'card', count: 1, amount: '27.38' },
        { method: 'store_credit', count: 1, amount: '10.00' },
        { method: 'gift_card', count: 1, amount: '21.90' },
        { method: 'cash', count: 2, amount: '22.85' },
      ],
      byCashier: expect.arrayContaining([
        { cashier: cashiers.manager, count: 2, amount: '49.28' },
        { cashier: cashiers.sam, count: 2, amount: '32.85' },
      ]),
      drawers: [
        {
          register: 'Main',
          status: 'closed',
          float: '100.00',
          cashSales: '22.85',
          cashRefunds: '0.00',
          paidIn: '0.00',
          paidOut: '5.00',
          expected: '117.85',
          counted: '117.00',
          overShort: '-0.85',
        },
      ],
      giftCardsSold: { count: 0, amount: '0.00' },
      giftCardsRedeemed: { count: 1, amount: '25.00' },
      creditIssued: '10.00',
      creditRefunded: '0.00',
      creditSpent: '10.00',
    });
    expect(report.byCashier).toHaveLength(2);
    expect(report.byKind).toContainEqual({ kind: 'merchandise', units: 8, amount: '75.00' });
    expect(report.byKind.map((row: { kind: string }) => row.kind)).toEqual(
      expect.arrayContaining(['card', 'merchandise', 'event_entry', 'gift_card']),
    );
  });

  it('reads today in store time when no date is given, and an empty day as zeros', async () => {
    expect((await endOfDay('location=nlr')).json()).toMatchObject({ date: today, sales: 4 });
    expect((await endOfDay('location=nlr&date=2020-01-01')).json()).toMatchObject({
      sales: 0,
      gross: '0.00',
      net: '0.00',
      drawers: [],
      byCashier: [],
    });
  });

  it('downloads as CSV, a line per figure', async () => {
    const response = await endOfDay(`location=nlr&date=${today}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`end-of-day-nlr-${today}.csv`);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('section,item,count,amount');
    expect(lines).toEqual(
      expect.arrayContaining([
        'sales,sales,4,',
        'sales,net,,70.00',
        'tender,cash,2,22.85',
        `cashier,${cashiers.sam},2,32.85`,
        `drawer Main opened by ${cashiers.manager},over/short,,-0.85`,
        'store credit,spent,,10.00',
      ]),
    );
  });

  it('is refused to staff of the other store, and a malformed day is a 400', async () => {
    const other = await endOfDay(`location=nlr&date=${today}`, as.bentonStaff);
    expect(other.statusCode).toBe(403);
    const bad = await endOfDay('location=nlr&date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('date');
    expect((await endOfDay('location=all')).statusCode).toBe(400);
  });
});
