import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import { customerOrders, outbox, registrations, tournaments } from '../../db/schema/index.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const today = storeDate();
let manager: Record<string, string> = {};
let eventId = 0;

const addWalkIn = (email: string, payment: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/tournaments/${eventId}/roster`,
    headers: manager,
    payload: { email, ...payment },
  });

const endOfDay = async () =>
  (
    await ctx.app.inject({
      url: `/api/admin/reports/end-of-day?location=nlr&date=${today}`,
      headers: manager,
    })
  ).json();

/** The event's entry sold on the Counter screen to a player with an account, answered 201. */
async function sellEntry(customerId: number, tender = 'card', tournamentId = eventId) {
  const sold = await ringUp(ctx.app, manager, {
    location: 'nlr',
    customerId,
    lines: [{ itemType: 'event_entry', itemId: tournamentId, quantity: 1 }],
    tenders: [{ method: tender, amount: '9.90' }],
  });
  expect(sold.statusCode, sold.body).toBe(201);
  return sold;
}

/** A $9.00 draft at North Little Rock, entries taxed at 10%: a walk-in's fee comes to $9.90. */
beforeAll(async () => {
  await insertEmployees(ctx.db);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  await setStoreTax(ctx.db, 'nlr', 10_000, ['event_entry']);
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Walk-in Draft', date: '2099-06-01', entryFeeCents: 900, maxParticipants: 8 },
  ]);
  eventId = event?.id ?? 0;
});

describe('a walk-in paid at the counter', () => {
  it('is a counter sale of the event entry, by card unless said, counted in the end of day and the sales', async () => {
    const player = await registerCustomer(ctx.app);
    const added = await addWalkIn(player.email, { payment: 'counter' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'registered', payment: 'counter', paid: true });

    const [sold] = await ctx.db
      .select({ channel: customerOrders.channel, total: customerOrders.totalAmountCents })
      .from(registrations)
      .innerJoin(customerOrders, eq(customerOrders.id, registrations.orderId))
      .where(eq(registrations.customerId, player.id));
    expect(sold).toEqual({ channel: 'counter', total: 990 });

    const day = await endOfDay();
    expect(day).toMatchObject({ sales: 1, gross: '9.00', tax: '0.90' });
    expect(day.byKind).toContainEqual({ kind: 'event_entry', units: 1, amount: '9.00' });
    expect(day.byTender).toContainEqual({ method: 'card', count: 1, amount: '9.90' });
    const sales = await ctx.app.inject({
      url: `/api/admin/reports/sales?location=nlr&from=${today}&to=${today}&groupBy=day`,
      headers: manager,
    });
    expect(sales.json().totals).toMatchObject({ byChannel: { online: '0.00', counter: '9.90' } });
  });

  it('in cash needs the drawer open, refusing with nothing written, then goes into the drawer', async () => {
    const player = await registerCustomer(ctx.app);
    const closed = await addWalkIn(player.email, { payment: 'counter', tender: 'cash' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('drawer_closed');
    const seats = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.customerId, player.id));
    expect(seats).toEqual([]);

    await openDrawer(ctx.app, manager, { location: 'nlr', float: '50.00' });
    const added = await addWalkIn(player.email, { payment: 'counter', tender: 'cash' });
    expect(added.statusCode).toBe(201);
    const day = await endOfDay();
    expect(day.sales).toBe(2);
    expect(day.drawers[0]).toMatchObject({ cashSales: '9.90', expected: '59.90' });
  });

  it('seats a waitlisted player ahead of the line when a seat is free, the fee a counter sale', async () => {
    const [small] = await insertTournaments(ctx.db, [
      { name: 'Small Draft', date: '2099-06-02', entryFeeCents: 900, maxParticipants: 3 },
    ]);
    const player = await registerCustomer(ctx.app);
    await ctx.db.insert(registrations).values({
      tournamentId: small?.id ?? 0,
      customerId: player.id,
      status: 'waitlisted',
      position: 1,
      code: 'WAIT0001',
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${small?.id}/roster`,
      headers: manager,
      payload: { email: player.email, payment: 'counter' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'registered',
      position: null,
      payment: 'counter',
    });
    expect((await endOfDay()).byKind).toContainEqual({
      kind: 'event_entry',
      units: 3,
      amount: '27.00',
    });
  });

  it('seats a latecomer once the event has started (online sign-up has closed), but not after it is completed', async () => {
    const [started] = await insertTournaments(ctx.db, [
      { name: 'Started Draft', date: today, time: '00:00', entryFeeCents: 900, maxParticipants: 8 },
    ]);
    const late = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${started?.id}/roster`,
        headers: manager,
        payload: { email, payment: 'counter' },
      });
    const latecomer = await registerCustomer(ctx.app);
    const seated = await late(latecomer.email);
    expect(seated.statusCode).toBe(201);
    expect(seated.json()).toMatchObject({ status: 'registered', payment: 'counter', paid: true });

    await ctx.db
      .update(tournaments)
      .set({ status: 'completed' })
      .where(eq(tournaments.id, started?.id ?? 0));
    const tooLate = await late((await registerCustomer(ctx.app)).email);
    expect(tooLate.statusCode).toBe(409);
  });

  it('refuses a tender the counter does not take for a walk-in', async () => {
    const player = await registerCustomer(ctx.app);
    const refused = await addWalkIn(player.email, { payment: 'counter', tender: 'gift_card' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('tender');
  });
});

describe("a walk-in's card at the counter", () => {
  it("puts the card terminal's brand and last four digits on the sale's receipt", async () => {
    const player = await registerCustomer(ctx.app);
    const added = await addWalkIn(player.email, {
      payment: 'counter',
      tender: 'card',
      cardBrand: 'Visa',
      last4: '4242',
    });
    expect(added.statusCode).toBe(201);
    const [order] = await ctx.db
      .select({ receipt: customerOrders.orderNumber })
      .from(registrations)
      .innerJoin(customerOrders, eq(customerOrders.id, registrations.orderId))
      .where(eq(registrations.customerId, player.id));
    const sale = await ctx.app.inject({
      url: `/api/admin/counter/sales/${order?.receipt}`,
      headers: manager,
    });
    expect(sale.json().tenders).toEqual([
      expect.objectContaining({ method: 'card', amount: '9.90', cardBrand: 'Visa', last4: '4242' }),
    ]);
  });

  it('refuses last four digits that are not four digits, seating nobody', async () => {
    const player = await registerCustomer(ctx.app);
    const refused = await addWalkIn(player.email, { payment: 'counter', last4: '42' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ last4: 'The last four digits of the card' });
    const seats = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.customerId, player.id));
    expect(seats).toEqual([]);
  });

  it('reads on the roster as paid at the counter when the entry is sold on the Counter screen', async () => {
    const player = await registerCustomer(ctx.app);
    await sellEntry(player.id);
    const roster = await ctx.app.inject({
      url: `/api/admin/tournaments/${eventId}/roster`,
      headers: manager,
    });
    const seated = (roster.json() as { email: string; payment: string }[]).find(
      (entry) => entry.email === player.email,
    );
    expect(seated).toMatchObject({ payment: 'counter', paid: true });
  });

  it('is not refunded by a drop online: its cash stays in the drawer and its card was the terminal’s, so staff give it back at the store', async () => {
    const drawer = async () =>
      (
        await ctx.app.inject({ url: '/api/admin/counter/drawers?location=nlr', headers: manager })
      ).json().drawers[0].expected;
    for (const method of ['cash', 'card']) {
      const player = await registerCustomer(ctx.app);
      const sold = await sellEntry(player.id, method);
      const expected = await drawer();
      const mine = async () =>
        (
          await ctx.app.inject({ url: '/api/customers/registrations', headers: player.auth })
        ).json()[0];
      expect((await mine()).entryPaid).toBeUndefined();

      const dropped = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/tournaments/${eventId}/registrations/mine`,
        headers: player.auth,
      });
      expect(dropped.statusCode).toBe(204);
      expect(await mine()).toMatchObject({ status: 'dropped' });
      expect((await mine()).refunded).toBeUndefined();
      const credit = await ctx.app.inject({
        url: '/api/customers/store-credit',
        headers: player.auth,
      });
      expect(credit.json().balance, method).toBe('0.00');
      const sale = await ctx.app.inject({
        url: `/api/admin/counter/sales/${sold.json().receiptNumber}`,
        headers: manager,
      });
      expect(sale.json().refundedAmount, method).toBe('0.00');
      expect(await drawer()).toBe(expected);

      const [order] = await ctx.db
        .select({ id: customerOrders.id })
        .from(customerOrders)
        .where(eq(customerOrders.orderNumber, sold.json().receiptNumber));
      const refunded = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order?.id}/refunds`,
        headers: manager,
        payload: { amount: '9.90', reason: 'Dropped the draft' },
      });
      expect(refunded.statusCode, refunded.body).toBe(201);
      if (method === 'cash') expect(await drawer()).not.toBe(expected);
    }
  });

  it('is left to the store when its event is cancelled, and keeps the event from being deleted', async () => {
    const [event] = await insertTournaments(ctx.db, [
      { name: 'Rained Out', date: '2099-07-01', entryFeeCents: 900, maxParticipants: 8 },
    ]);
    const id = event?.id ?? 0;
    const player = await registerCustomer(ctx.app);
    const sold = await sellEntry(player.id, 'card', id);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${id}`,
      headers: manager,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('has_paid_entries');

    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: manager,
      payload: {
        name: 'Rained Out',
        date: '2099-07-01',
        time: '18:00',
        entryFee: '9.00',
        maxParticipants: 8,
        gameType: 'Pokemon',
        location: 'nlr',
        status: 'cancelled',
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sale = await ctx.app.inject({
      url: `/api/admin/counter/sales/${sold.json().receiptNumber}`,
      headers: manager,
    });
    expect(sale.json().refundedAmount).toBe('0.00');
    const [told] = await ctx.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.toAddress, player.email), eq(outbox.kind, 'event_cancelled')));
    expect(told?.text).toContain('The store has cancelled the event');
    expect(told?.text).not.toContain('refunded to your card');
  });
});
