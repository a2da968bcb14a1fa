import { beforeAll } from 'vitest';
import { registrations } from '../db/schema/index.ts';
import { insertCards, insertMerchandise, insertTournaments } from './factories.ts';
import { insertCustomer, insertOrder } from './orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

/** Noon in Central time on March 4th 2026 (CST, UTC-6): the pickup queue's orders are aged from here. */
const NOW = new Date('2026-03-04T18:00:00Z');

export const RANGE = 'from=2026-03-02&to=2026-03-04';

type Reader = 'owner' | 'nlr manager' | 'benton staff';

/**
 * The shop of a reports route test file, filled in before the file's tests run: the owner, North
 * Little Rock's manager and Benton's clerk signed in, and the orders and the event below.
 *
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
export function setUpReportsFixture() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, clock: () => NOW });
  const headers = {} as Record<Reader, { authorization: string }>;
  const ids = { cardA: 0, cardB: 0, cardC: 0, productM: 0, productN: 0, event: 0 };
  const orderNumbers = { p1: '', o1: '', o2: '', o3: '', o4: '', o5: '' };

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

  return { ctx, headers, ids, orderNumbers, get };
}
