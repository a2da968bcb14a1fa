import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations, reportSettings } from '../../db/schema/index.ts';
import { insertCards, insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { insertCustomer, insertOrder } from '../../testing/orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** Noon in Central time on March 4th 2026 (CST, UTC-6): the pickup queue's orders are aged from here. */
const NOW = new Date('2026-03-04T18:00:00Z');
const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, clock: () => NOW });

type Reader = 'owner' | 'nlr manager' | 'benton staff';
const headers = {} as Record<Reader, { authorization: string }>;
const ids = { cardA: 0, cardB: 0, cardC: 0, productM: 0, productN: 0, event: 0 };
const orderNumbers = { p1: '', o1: '', o2: '', o3: '', o4: '', o5: '' };

/**
 * The fixture, North Little Rock unless said (times Central, CST = UTC-6):
 * - P1 Sun Mar 1, 9:00 pm (Mar 2 03:00 UTC), paid: card A 1 x 12.00 (the previous period)
 * - O1 Mon Mar 2, 10:00 am, paid: card A 2 x 5.00, product M 1 x 20.00 = 30.00
 * - O2 Mon Mar 2, 11:30 pm (Mar 3 05:30 UTC), picked up: card B 1 x 7.50 (counts on the 2nd)
 * - O3 Tue Mar 3, noon, cancelled and refunded: product M 1 x 20.00 (left out, counted cancelled)
 * - O4 Tue Mar 3, 3:00 pm, ready: event entry 1 x 10.00 + product M 1 x 20.00 - 4.50 = 25.50
 * - a drop on Tue Mar 3, 8:00 pm, owes the entry's 10.00 back (a refund on the 3rd)
 * - O5 Wed Mar 4, 12:30 am (06:30 UTC), paid: card A 3 x 5.00 = 15.00
 * - O6 Wed Mar 4, 9:00 am, pending (never paid): left out
 * - B1 Benton, Mon Mar 2, noon, paid: product 1 x 40.00
 */
beforeAll(async () => {
  const { db, app } = ctx;
  await insertEmployees(db);
  headers.owner = await staffHeaders(app);
  headers['nlr manager'] = await staffHeaders(app, 'nlr-manager');
  headers['benton staff'] = await staffHeaders(app, 'benton-staff');

  const [cardA, cardB, cardC] = await insertCards(db, [
    { name: 'Card A', priceCents: 500, stock: 1 },
    { name: 'Card B', priceCents: 750, stock: 0 },
    { name: 'Card C', priceCents: 300, stock: 4 },
  ]);
  const [productM, productN] = await insertMerchandise(db, [
    { name: 'Product M', priceCents: 2000, stock: 3 },
    { name: 'Product N', priceCents: 1000, stock: 10 },
  ]);
  const [bentonProduct] = await insertMerchandise(db, [
    { name: 'Benton Box', priceCents: 4000, stock: 1, location: 'benton' },
  ]);
  const [event] = await insertTournaments(db, [
    { name: 'Friday Draft', date: '2026-03-04', maxParticipants: 8, entryFeeCents: 1000 },
  ]);
  if (!cardA || !cardB || !cardC || !productM || !productN || !bentonProduct || !event)
    throw new Error('fixture rows missing');
  Object.assign(ids, {
    cardA: cardA.id,
    cardB: cardB.id,
    cardC: cardC.id,
    productM: productM.id,
    productN: productN.id,
    event: event.id,
  });

  const casey = await insertCustomer(db, 'Casey');
  const card = (item: { id: number; name: string }, quantity: number, unitCents: number) => ({
    itemType: 'card',
    itemId: item.id,
    name: item.name,
    quantity,
    unitCents,
  });
  const product = (item: { id: number; name: string }, unitCents: number) => ({
    itemType: 'merchandise',
    itemId: item.id,
    name: item.name,
    quantity: 1,
    unitCents,
  });
  const p1 = await insertOrder(db, {
    customerId: casey,
    at: '2026-03-02T03:00:00Z',
    lines: [card(cardA, 1, 1200)],
  });
  const o1 = await insertOrder(db, {
    customerId: casey,
    at: '2026-03-02T16:00:00Z',
    lines: [card(cardA, 2, 500), product(productM, 2000)],
  });
  const o2 = await insertOrder(db, {
    customerId: casey,
    at: '2026-03-03T05:30:00Z',
    status: 'picked_up',
    lines: [card(cardB, 1, 750)],
  });
  const o3 = await insertOrder(db, {
    customerId: casey,
    at: '2026-03-03T18:00:00Z',
    status: 'cancelled',
    paymentStatus: 'refunded',
    lines: [product(productM, 2000)],
  });
  const o4 = await insertOrder(db, {
    customerId: casey,
    at: '2026-03-03T21:00:00Z',
    status: 'ready_for_pickup',
    discountCents: 450,
    lines: [
      {
        itemType: 'event_entry',
        itemId: event.id,
        name: 'Friday Draft',
        quantity: 1,
        unitCents: 1000,
      },
      product(productM, 2000),
    ],
  });
  const o5 = await insertOrder(db, {
    customerId: casey,
    at: '2026-03-04T06:30:00Z',
    lines: [card(cardA, 3, 500)],
  });
  await insertOrder(db, {
    customerId: casey,
    at: '2026-03-04T15:00:00Z',
    status: 'pending',
    paymentStatus: 'pending',
    lines: [card(cardC, 1, 300)],
  });
  await insertOrder(db, {
    customerId: casey,
    location: 'benton',
    at: '2026-03-02T18:00:00Z',
    lines: [product(bentonProduct, 4000)],
  });
  Object.assign(orderNumbers, {
    p1: p1.orderNumber,
    o1: o1.orderNumber,
    o2: o2.orderNumber,
    o3: o3.orderNumber,
    o4: o4.orderNumber,
    o5: o5.orderNumber,
  });

  // Friday Draft: three seated (one paid at the counter), two waiting, one dropped and refunded.
  const players = await Promise.all(
    ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => insertCustomer(db, name)),
  );
  const seat = (customerId: number, extra: Partial<typeof registrations.$inferInsert>) => ({
    tournamentId: event.id,
    customerId,
    code: `C${customerId}`,
    status: 'registered' as const,
    ...extra,
  });
  await db.insert(registrations).values([
    seat(casey, {
      status: 'dropped',
      orderId: o4.id,
      paidCents: 1000,
      refundCents: 1000,
      droppedAt: new Date('2026-03-04T02:00:00Z'),
      endedReason: 'dropped',
    }),
    seat(players[0] ?? 0, { paidCents: 1000, orderId: o4.id }),
    seat(players[1] ?? 0, { paidCents: 1000, paidAtCounter: true }),
    seat(players[2] ?? 0, { paidCents: 1000, orderId: o4.id }),
    seat(players[3] ?? 0, { status: 'waitlisted', position: 1 }),
    seat(players[4] ?? 0, { status: 'waitlisted', position: 2 }),
  ]);
});

const get = (path: string, reader: Reader | 'anonymous' = 'owner') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reports/${path}`,
    headers: reader === 'anonymous' ? {} : headers[reader],
  });

const RANGE = 'from=2026-03-02&to=2026-03-04';

describe('sales over time', () => {
  it('sums each store day, a sale at 11:30 pm Central on its own day, refunds subtracted and cancelled orders left out', async () => {
    const response = await get(`sales?location=nlr&${RANGE}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      location: 'nlr',
      groupBy: 'day',
      kinds: ['card', 'merchandise', 'event_entry', 'gift_card'],
    });
    expect(report.rows).toEqual([
      {
        date: '2026-03-02',
        orders: 2,
        revenue: '37.50',
        byKind: { card: '17.50', merchandise: '20.00', event_entry: '0.00', gift_card: '0.00' },
        discounts: '0.00',
        refunds: '0.00',
        cancelled: 0,
        byChannel: { online: '37.50', counter: '0.00' },
      },
      {
        date: '2026-03-03',
        orders: 1,
        revenue: '15.50',
        byKind: { card: '0.00', merchandise: '20.00', event_entry: '10.00', gift_card: '0.00' },
        discounts: '4.50',
        refunds: '10.00',
        cancelled: 1,
        byChannel: { online: '25.50', counter: '0.00' },
      },
      {
        date: '2026-03-04',
        orders: 1,
        revenue: '15.00',
        byKind: { card: '15.00', merchandise: '0.00', event_entry: '0.00', gift_card: '0.00' },
        discounts: '0.00',
        refunds: '0.00',
        cancelled: 0,
        byChannel: { online: '15.00', counter: '0.00' },
      },
    ]);
    expect(report.totals).toEqual({
      orders: 4,
      revenue: '68.00',
      byKind: { card: '32.50', merchandise: '40.00', event_entry: '10.00', gift_card: '0.00' },
      discounts: '4.50',
      refunds: '10.00',
      cancelled: 1,
      byChannel: { online: '78.00', counter: '0.00' },
    });
  });

  it('answers the previous period of equal length for the comparison line', async () => {
    const report = (await get(`sales?location=nlr&${RANGE}`)).json();
    expect(report.previous).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
      rows: [
        { date: '2026-02-27', orders: 0, revenue: '0.00' },
        { date: '2026-02-28', orders: 0, revenue: '0.00' },
        { date: '2026-03-01', orders: 1, revenue: '12.00' },
      ],
    });
  });

  it('adds both stores together for the owner', async () => {
    const report = (await get(`sales?location=all&${RANGE}`)).json();
    expect(report.rows[0]).toMatchObject({ date: '2026-03-02', orders: 3, revenue: '77.50' });
    expect(report.totals).toMatchObject({ orders: 5, revenue: '108.00' });
  });

  it('groups by week and month, each bucket labelled by its first day in the range', async () => {
    const weekly = (
      await get(`sales?location=nlr&from=2026-02-25&to=2026-03-04&groupBy=week`)
    ).json();
    expect(
      weekly.rows.map((row: { date: string; orders: number }) => [row.date, row.orders]),
    ).toEqual([
      ['2026-02-25', 1],
      ['2026-03-02', 4],
    ]);
    const monthly = (
      await get(`sales?location=nlr&from=2026-02-01&to=2026-03-31&groupBy=month`)
    ).json();
    expect(
      monthly.rows.map((row: { date: string; revenue: string }) => [row.date, row.revenue]),
    ).toEqual([
      ['2026-02-01', '0.00'],
      ['2026-03-01', '80.00'],
    ]);
  });

  it('chooses weeks for a range past a month when no groupBy is asked', async () => {
    const report = (await get('sales?location=nlr&from=2026-01-01&to=2026-03-31')).json();
    expect(report.groupBy).toBe('week');
  });

  it('downloads the table as CSV', async () => {
    const response = await get(`sales?location=nlr&${RANGE}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-nlr-2026-03-02-to-2026-03-04.csv"',
    );
    expect(response.body).toBe(
      [
        'date,orders,revenue,card,merchandise,event_entry,gift_card,discounts,refunds,cancelled orders,online,counter',
        '2026-03-02,2,37.50,17.50,20.00,0.00,0.00,0.00,0.00,0,37.50,0.00',
        '2026-03-03,1,15.50,0.00,20.00,10.00,0.00,4.50,10.00,1,25.50,0.00',
        '2026-03-04,1,15.00,15.00,0.00,0.00,0.00,0.00,0.00,0,15.00,0.00',
        '',
      ].join('\n'),
    );
  });
});

describe('top sellers', () => {
  it('ranks by revenue and by units over the sales only', async () => {
    const byRevenue = (await get(`top-items?location=nlr&${RANGE}`)).json();
    expect(
      byRevenue.items.map((item: { name: string; units: number; revenue: string }) => [
        item.name,
        item.units,
        item.revenue,
      ]),
    ).toEqual([
      ['Product M', 2, '40.00'],
      ['Card A', 5, '25.00'],
      ['Friday Draft', 1, '10.00'],
      ['Card B', 1, '7.50'],
    ]);
    const byUnits = (await get(`top-items?location=nlr&${RANGE}&sort=units`)).json();
    expect(byUnits.items.map((item: { name: string }) => item.name)).toEqual([
      'Card A',
      'Product M',
      'Friday Draft',
      'Card B',
    ]);
  });

  it('downloads as CSV', async () => {
    const response = await get(`top-items?location=nlr&${RANGE}&sort=units&format=csv`);
    expect(response.body.split('\n').slice(0, 2)).toEqual([
      'kind,id,name,store,units,revenue',
      `card,${ids.cardA},Card A,nlr,5,25.00`,
    ]);
  });
});

describe('stock', () => {
  it('lists items at or below the default threshold of 2, fewest first', async () => {
    const report = (await get(`stock?location=nlr&${RANGE}&list=low`)).json();
    expect(report.total).toBe(2);
    expect(
      report.items.map((item: { name: string; stock: number }) => [item.name, item.stock]),
    ).toEqual([
      ['Card B', 0],
      ['Card A', 1],
    ]);
    // Without a list named, the stock report is the low-stock one.
    expect((await get(`stock?location=nlr&${RANGE}`)).json()).toEqual(report);
  });

  it('lists slow movers: in stock, nothing sold in the range, the most money on the shelf first', async () => {
    const report = (await get(`stock?location=nlr&${RANGE}&list=slow`)).json();
    expect(
      report.items.map((item: { name: string; price: string }) => [item.name, item.price]),
    ).toEqual([
      ['Product N', '10.00'],
      ['Card C', '3.00'],
    ]);
  });

  it('uses the threshold the owner sets, and only the owner sets it', async () => {
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: headers['nlr manager'],
      payload: { location: 'nlr', lowStockThreshold: 5 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: headers.owner,
      payload: { location: 'nlr', lowStockThreshold: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get('settings?location=nlr', 'nlr manager')).json()).toEqual({
      location: 'nlr',
      lowStockThreshold: 3,
    });
    const report = (await get(`stock?location=nlr&${RANGE}&list=low`)).json();
    expect(report.items.map((item: { name: string }) => item.name)).toEqual([
      'Card B',
      'Card A',
      'Product M',
    ]);
    expect((await get('settings?location=benton', 'benton staff')).json().lowStockThreshold).toBe(
      2,
    );
  });

  it('refuses a bad threshold and keeps the one set', async () => {
    const before = await ctx.db
      .select()
      .from(reportSettings)
      .where(eq(reportSettings.location, 'nlr'));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: headers.owner,
      payload: { location: 'nlr', lowStockThreshold: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { lowStockThreshold: expect.any(String) },
    });
    expect(
      await ctx.db.select().from(reportSettings).where(eq(reportSettings.location, 'nlr')),
    ).toEqual(before);
  });
});

describe('events, refunds and the pickup queue', () => {
  it('answers fill rate, waitlist and entry revenue per event', async () => {
    const report = (await get(`events?location=nlr&${RANGE}`)).json();
    expect(report.items).toEqual([
      {
        id: ids.event,
        name: 'Friday Draft',
        date: '2026-03-04',
        location: 'nlr',
        status: 'upcoming',
        capacity: 8,
        registered: 3,
        waitlisted: 2,
        fillRate: 0.375,
        entryRevenue: '30.00',
        refunds: '10.00',
      },
    ]);
  });

  it('lists the cancelled order and the entry refund', async () => {
    const report = (await get(`refunds?location=nlr&${RANGE}`)).json();
    expect(report.items).toEqual([
      {
        kind: 'cancelled_order',
        date: '2026-03-03',
        location: 'nlr',
        reference: orderNumbers.o3,
        customer: 'Casey Player',
        amount: '20.00',
        state: 'refunded',
      },
      {
        kind: 'entry_refund',
        date: '2026-03-03',
        location: 'nlr',
        reference: 'Friday Draft',
        customer: 'Casey Player',
        amount: '10.00',
        state: 'pending',
      },
    ]);
  });

  it('shows the orders waiting for pickup, oldest first, with their age, however old', async () => {
    const report = (await get('pickup-queue?location=nlr', 'nlr manager')).json();
    // "Counter" is the point of sale now: the queue answers at its own name only.
    expect((await get('counter?location=nlr', 'nlr manager')).statusCode).toBe(404);
    expect(
      report.items.map((order: { orderNumber: string; status: string; ageMinutes: number }) => [
        order.orderNumber,
        order.status,
        order.ageMinutes,
      ]),
    ).toEqual([
      [orderNumbers.p1, 'paid', 2 * 24 * 60 + 15 * 60],
      [orderNumbers.o1, 'paid', 2 * 24 * 60 + 120],
      [orderNumbers.o4, 'ready_for_pickup', 21 * 60],
      [orderNumbers.o5, 'paid', 11 * 60 + 30],
    ]);
  });

  it('downloads each of them as CSV, the headers over the same rows', async () => {
    const lines = async (path: string) => (await get(path)).body.trim().split('\n');
    expect(await lines(`events?location=nlr&${RANGE}&format=csv`)).toEqual([
      'id,event,date,store,status,capacity,registered,waitlisted,fill rate,entry revenue,refunds',
      `${ids.event},Friday Draft,2026-03-04,nlr,upcoming,8,3,2,0.38,30.00,10.00`,
    ]);
    expect(await lines(`refunds?location=nlr&${RANGE}&format=csv`)).toEqual([
      'date,kind,store,reference,customer,amount,state',
      `2026-03-03,cancelled_order,nlr,${orderNumbers.o3},Casey Player,20.00,refunded`,
      '2026-03-03,entry_refund,nlr,Friday Draft,Casey Player,10.00,pending',
    ]);
    const queue = await lines('pickup-queue?location=nlr&format=csv');
    expect(queue[0]).toBe('order,pickup code,store,customer,status,placed at,age (minutes),total');
    expect(queue.slice(1).map((row) => row.split(',')[0])).toEqual([
      orderNumbers.p1,
      orderNumbers.o1,
      orderNumbers.o4,
      orderNumbers.o5,
    ]);
    expect(queue[1]).toContain(`,${2 * 24 * 60 + 15 * 60},`);
    // Placed as the screen shows them, in store time: P1 at 9 pm on the 1st (03:00 UTC on the
    // 2nd), O5 half past midnight on the 4th.
    expect(queue[1]).toContain(',2026-03-01 21:00,');
    expect(queue[4]).toContain(',2026-03-04 00:30,');
  });
});

describe('who may read which store', () => {
  it('answers staff their own store and refuses the other store and both together', async () => {
    expect((await get(`sales?location=nlr&${RANGE}`, 'nlr manager')).statusCode).toBe(200);
    for (const path of [
      `sales?location=benton&${RANGE}`,
      `sales?location=all&${RANGE}`,
      `top-items?location=all&${RANGE}`,
      `stock?location=benton&${RANGE}&list=low`,
      `events?location=benton&${RANGE}`,
      `refunds?location=all&${RANGE}`,
      'pickup-queue?location=benton',
    ]) {
      const response = await get(path, 'nlr manager');
      expect(response.statusCode, path).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await get(`sales?location=nlr&${RANGE}`, 'benton staff')).statusCode).toBe(403);
  });

  it('asks for sign-in first', async () => {
    const response = await get(`sales?location=nlr&${RANGE}`, 'anonymous');
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['from after to', 'sales?location=nlr&from=2026-03-05&to=2026-03-04', 'to'],
    ['a date that does not exist', 'sales?location=nlr&from=2026-02-30&to=2026-03-04', 'from'],
    ['a date in another form', 'sales?location=nlr&from=03/01/2026&to=2026-03-04', 'from'],
    ['an unknown groupBy', `sales?location=nlr&${RANGE}&groupBy=year`, 'groupBy'],
    ['an unknown store', `sales?location=conway&${RANGE}`, 'location'],
    ['a range past three years', 'sales?location=nlr&from=2020-01-01&to=2026-03-04', 'to'],
    ['an unknown list', `stock?location=nlr&${RANGE}&list=all`, 'list'],
    ['the last day of year 9999', 'sales?location=nlr&from=9999-12-31&to=9999-12-31', 'from'],
    ['a day in year 1 on sales', 'sales?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    [
      'a day in year 1 on top items',
      'top-items?location=nlr&from=0001-01-01&to=0001-01-31',
      'from',
    ],
    ['a day in year 1 on stock', 'stock?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    ['a day in year 1 on events', 'events?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    ['a day in year 1 on refunds', 'refunds?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    ['the day before 2000', 'sales?location=nlr&from=1999-12-31&to=2000-01-31', 'from'],
    ['the day after 2100', 'events?location=nlr&from=2100-12-01&to=2101-01-01', 'to'],
  ])('refuses %s with the field named', async (_case, path, field) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(String) },
    });
  });

  it('covers 1,098 days at most, by the rule the Reports tab checks before it asks', async () => {
    expect((await get('sales?location=nlr&from=2023-03-02&to=2026-03-03')).statusCode).toBe(200);
    const refused = await get('sales?location=nlr&from=2023-03-01&to=2026-03-03&format=csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      fields: { to: 'a report covers at most 1098 days' },
    });
  });

  it('answers the first and the last days of the span it reads, 2000 to 2100', async () => {
    for (const report of ['sales', 'top-items', 'stock', 'events', 'refunds']) {
      for (const range of ['from=2000-01-01&to=2000-01-31', 'from=2100-12-01&to=2100-12-31']) {
        const response = await get(`${report}?location=nlr&${range}`);
        expect(response.statusCode, `${report} ${range}`).toBe(200);
      }
    }
  });
});
