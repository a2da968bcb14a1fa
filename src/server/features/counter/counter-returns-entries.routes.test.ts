import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index.ts';
import { payCart, placeOrder } from '../../testing/checkout.ts';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';

const counter = setUpCounterReturns();
const { ctx, expectedCash, sell, bringBack, saleOf, snapshot } = counter;
const { join } = registrationCalls(ctx);
let eventId = 0;

/** A $9.00 draft at North Little Rock; entries are not taxed there. */
beforeAll(async () => {
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Counter Draft', date: '2099-06-01', entryFeeCents: 900, maxParticipants: 8 },
  ]);
  eventId = event?.id ?? 0;
});

async function sellEntry(player: TestCustomer) {
  return sell({
    customerId: player.id,
    lines: [{ itemType: 'event_entry', itemId: eventId, quantity: 1 }],
    tenders: [{ method: 'cash', amount: '9.00' }],
  });
}

const placeOf = async (player: TestCustomer) =>
  (
    await ctx.db
      .select({ status: registrations.status, refundCents: registrations.refundCents })
      .from(registrations)
      .where(eq(registrations.customerId, player.id))
  )[0];

describe('an event entry sold at the counter, brought back there', () => {
  it('gives the seat up and the fee back out of the drawer', async () => {
    const player = await registerCustomer(ctx.app);
    const sale = await sellEntry(player);
    expect(await placeOf(player)).toMatchObject({ status: 'registered' });
    const cashBefore = Number(await expectedCash());

    // The cashier's Restock box is not shown for an entry: unticked, the seat still goes.
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: false }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      refundTotal: '9.00',
      tenders: [{ method: 'cash', amount: '9.00' }],
      lines: [{ quantity: 1, restock: true, amount: '9.00' }],
    });
    expect(await placeOf(player)).toMatchObject({ status: 'dropped' });
    // The player's events say why the place ended: returned, not an order cancelled.
    const mine = await ctx.app.inject({
      url: '/api/customers/registrations',
      headers: player.auth,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({ status: 'dropped', endedReason: 'returned' }),
    ]);
    expect(Number(await expectedCash())).toBeCloseTo(cashBefore - 9, 2);
    expect((await saleOf(sale.receiptNumber)).refundedAmount).toBe('9.00');
    // Given back with its sale, the entry brought the event nothing.
    const report = await ctx.app.inject({
      url: '/api/admin/reports/events?location=nlr&from=2099-06-01&to=2099-06-01',
      headers: counter.as.owner,
    });
    expect(report.json().items).toEqual([
      expect.objectContaining({ id: eventId, registered: 0, entryRevenue: '0.00' }),
    ]);
  });

  it('gives the fee back once the player has dropped out online, and only once', async () => {
    const player = await registerCustomer(ctx.app);
    const sale = await sellEntry(player);
    const dropped = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${eventId}/registrations/mine`,
      headers: player.auth,
    });
    expect(dropped.statusCode).toBe(204);
    const lines = [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }];

    const first = await bringBack({ location: 'nlr', receiptNumber: sale.receiptNumber, lines });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().refundTotal).toBe('9.00');
    const again = await bringBack({ location: 'nlr', receiptNumber: sale.receiptNumber, lines });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('return_exceeds_sold');
  });

  it('refuses an entry whose fee went back when its player left, with nothing written', async () => {
    const player = await registerCustomer(ctx.app);
    const sale = await sellEntry(player);
    // As a drop refunded a counter sale's entry before such fees were left to the counter.
    await ctx.db
      .update(registrations)
      .set({ status: 'dropped', endedReason: 'dropped', refundCents: 900 })
      .where(eq(registrations.customerId, player.id));
    const before = await snapshot();

    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'not_returnable',
      fields: { 'lines.0.lineId': 'Refunded already' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an online order's entry, which a drop refunds by itself", async () => {
    const player = await registerCustomer(ctx.app);
    expect((await join(player, eventId)).statusCode).toBe(200);
    const { paymentIntentId } = await payCart(ctx.app, player);
    const placed = await placeOrder(ctx.app, player, paymentIntentId);
    expect(placed.statusCode).toBe(200);
    const { orderNumber } = placed.json();
    const order = (
      await ctx.app.inject({ url: `/api/admin/orders?q=${orderNumber}`, headers: counter.as.owner })
    ).json()[0];
    const before = await snapshot();

    const response = await bringBack({
      location: 'nlr',
      orderNumber,
      lines: [{ lineId: order.items[0].lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('not_returnable');
    expect(await placeOf(player)).toMatchObject({ status: 'registered' });
    expect(await snapshot()).toEqual(before);
  });
});
