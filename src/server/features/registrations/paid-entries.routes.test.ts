import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, registrations, testPaymentIntents } from '../../db/schema/index.ts';
import { CARDS, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// The clock the app reads; tests move it to let holds and offers lapse and cut-offs pass.
let now = new Date('2026-11-23T18:00:00Z');
const HOUR = 60 * 60 * 1000;
const ctx = setUpTestApp({ clock: () => now, adminPassword: OWNER_PASSWORD });
const ids = { race: 0, drop: 0, cutoff: 0, offers: 0 };

beforeAll(async () => {
  const rows = await insertTournaments(ctx.db, [
    { name: 'Paid Race', entryFeeCents: 500, maxParticipants: 16 },
    { name: 'Refund Night', entryFeeCents: 1500, maxParticipants: 8 },
    // Starts 2026-11-25 18:00 in the stores' zone; no refunds in its last 48 hours.
    { name: 'Early Cut-off', entryFeeCents: 1000, date: '2026-11-25', refundCutoffHours: 48 },
    { name: 'One Seat', entryFeeCents: 700, maxParticipants: 1 },
  ]);
  Object.assign(ids, {
    race: rows[0]?.id,
    drop: rows[1]?.id,
    cutoff: rows[2]?.id,
    offers: rows[3]?.id,
  });
});

const { join, leave, event } = registrationCalls(ctx);

/** Registers, then pays for the entry the register put in the cart; answers the payment intent. */
async function registerAndPay(customer: TestCustomer, id: number, card: string = CARDS.succeeds) {
  const answer = await join(customer, id);
  expect(answer.json()).toMatchObject({ status: 'held', toPay: { itemType: 'event_entry' } });
  const paid = await payCart(ctx.app, customer, card);
  if (card === CARDS.succeeds) {
    expect((await placeOrder(ctx.app, customer, paid.paymentIntentId)).statusCode).toBe(200);
  }
  return paid.paymentIntentId;
}

async function newEvent(row: Parameters<typeof insertTournaments>[1][number]): Promise<number> {
  const [inserted] = await insertTournaments(ctx.db, [row]);
  if (!inserted) throw new Error('no event inserted');
  return inserted.id;
}

const refundedCents = async (intentId: string) =>
  (
    await ctx.db
      .select({ refunded: testPaymentIntents.refundedCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId))
  )[0]?.refunded;

describe('a paid entry', () => {
  it('holds the seat, goes through the cart and checkout, and becomes a paid registration', async () => {
    const player = await registerCustomer(ctx.app);
    const answer = await join(player, ids.drop);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'held',
      toPay: {
        itemType: 'event_entry',
        itemId: String(ids.drop),
        itemName: 'Entry: Refund Night',
        price: '15.00',
      },
    });
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/cart',
      headers: player.auth,
    });
    expect(cart.json()).toEqual([
      expect.objectContaining({ itemType: 'event_entry', quantity: 1, price: '15.00' }),
    ]);
    expect(await event(ids.drop)).toMatchObject({ seatsTaken: 1, seatsLeft: 7 });

    const { paymentIntentId, total } = await payCart(ctx.app, player);
    expect(total).toBe('15.00');
    const order = await placeOrder(ctx.app, player, paymentIntentId);
    expect(order.json().order.items).toEqual([
      expect.objectContaining({ productType: 'event_entry', productName: 'Entry: Refund Night' }),
    ]);
    expect((await event(ids.drop, player)).myRegistration).toMatchObject({
      status: 'registered',
      entryPaid: '$15.00',
    });

    // Nothing to hand over at the counter: the entry is taken up at the event.
    const owner = await staffHeaders(ctx.app);
    const ready = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.json().order.id}`,
      headers: owner,
      payload: { status: 'ready_for_pickup' },
    });
    expect(ready.statusCode).toBe(409);
    expect(ready.json()).toMatchObject({
      code: 'invalid_transition',
      error:
        'This order has nothing to hand over: event entries are taken up at the event, and gift cards arrive by mail.',
    });
  });

  it('shows the player their place ended when staff cancel the order that paid for it', async () => {
    const [night] = await insertTournaments(ctx.db, [
      { name: 'Cancelled Order Night', entryFeeCents: 800, maxParticipants: 4 },
    ]);
    const player = await registerCustomer(ctx.app);
    await join(player, night?.id ?? 0);
    const { paymentIntentId } = await payCart(ctx.app, player);
    const order = (await placeOrder(ctx.app, player, paymentIntentId)).json().order;
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: await staffHeaders(ctx.app),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await event(night?.id ?? 0, player)).myRegistration).toMatchObject({
      status: 'dropped',
      endedReason: 'order_cancelled',
    });
    const mine = await ctx.app.inject({
      url: '/api/customers/registrations',
      headers: player.auth,
    });
    expect(mine.json()).toContainEqual(
      expect.objectContaining({ status: 'dropped', endedReason: 'order_cancelled' }),
    );
  });

  it('cannot be put in a cart without a seat kept for the player', async () => {
    const player = await registerCustomer(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/cart',
      headers: player.auth,
      payload: { itemType: 'event_entry', itemId: String(ids.drop), quantity: 1 },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({
      code: 'out_of_stock',
      error:
        'No seat is held for you at this event: register on its page, or wait for a seat to be offered.',
    });
  });

  it('never holds or sells more than the seats when forty race for sixteen, and releases what is not paid', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => registerCustomer(ctx.app)));
    const answers = await Promise.all(players.map((player) => join(player, ids.race)));
    const places = answers.map((answer) => answer.json());
    const holders = players.filter((_, i) => places[i].status === 'held');
    expect(holders).toHaveLength(16);
    expect(places.filter((place) => place.status === 'waitlisted')).toHaveLength(24);

    // Eight pay, four are declined, four walk away; all at once.
    const outcomes = await Promise.all(
      holders.map((player, i) =>
        i < 12 ? payCart(ctx.app, player, i < 8 ? CARDS.succeeds : CARDS.declined) : null,
      ),
    );
    await Promise.all(
      outcomes.slice(0, 8).map((paid, i) => {
        const player = holders[i];
        return paid && player ? placeOrder(ctx.app, player, paid.paymentIntentId) : null;
      }),
    );
    expect(await event(ids.race)).toMatchObject({
      seatsTaken: 16,
      seatsLeft: 0,
      waitlistCount: 24,
    });

    // The declined and abandoned holds lapse: their eight seats are offered to places 1 to 8.
    now = new Date(now.getTime() + 21 * 60 * 1000);
    expect(await event(ids.race)).toMatchObject({ seatsTaken: 8 });
    const waiting = players.filter((_, i) => places[i].status === 'waitlisted');
    const byPosition = waiting.sort(
      (a, b) => places[players.indexOf(a)].position - places[players.indexOf(b)].position,
    );
    // Any change to the event sweeps it, as the sweeper does every half minute: here the
    // first in line coming to claim.
    const first = byPosition[0] as TestCustomer;
    await join(first, ids.race);
    const offered = await Promise.all(byPosition.map((player) => event(ids.race, player)));
    expect(offered.slice(0, 8).map((e) => e.myRegistration.status)).toEqual(
      Array(8).fill('offered'),
    );
    expect(offered.slice(8).map((e) => e.myRegistration.position)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(await event(ids.race)).toMatchObject({ seatsTaken: 16, waitlistCount: 16 });

    // The first claims and pays; nobody is ever charged without a seat.
    const claimed = await payCart(ctx.app, first);
    await placeOrder(ctx.app, first, claimed.paymentIntentId);
    const seats = await ctx.db
      .select()
      .from(registrations)
      .where(inArray(registrations.status, ['registered', 'held', 'offered']));
    const raceSeats = seats.filter((row) => row.tournamentId === ids.race);
    expect(raceSeats).toHaveLength(16);
    expect(
      raceSeats.filter((row) => row.status === 'registered' && row.paidCents === 500),
    ).toHaveLength(9);
    const charged = await ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.status, 'succeeded'));
    const raceCharges = charged.filter((intent) => intent.amountCents === 500);
    expect(raceCharges.filter((intent) => intent.refundedCents === 0)).toHaveLength(9);
  });

  it('refunds exactly the fee once on a drop before the cut-off, even when the drop is sent twice at once', async () => {
    const player = await registerCustomer(ctx.app, { firstName: 'Dee', lastName: 'Dropper' });
    const intentId = await registerAndPay(player, ids.drop);
    const mine = (await event(ids.drop, player)).myRegistration;
    expect(mine.refundUntil).toBe('2026-12-02T00:00:00.000Z');

    const owner = await staffHeaders(ctx.app);
    const waiting = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/reports/pickup-queue?location=nlr',
          headers: owner,
        })
      )
        .json()
        .items.map((order: { customer: string }) => order.customer);
    // An entry is taken up at the event: its order waits at no counter, paid or refunded.
    expect(await waiting()).not.toContain('Dee Dropper');

    const [a, b] = await Promise.all([leave(player, ids.drop), leave(player, ids.drop)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 404]);
    expect(await refundedCents(intentId)).toBe(1500);
    expect(await waiting()).not.toContain('Dee Dropper');
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/registrations',
      headers: player.auth,
    });
    // The player sees the drop and its refund, on the event and on My events.
    const dropped = {
      status: 'dropped',
      endedReason: 'dropped',
      refunded: '$15.00',
    };
    expect(
      history.json().filter((r: { tournament: { id: number } }) => r.tournament.id === ids.drop),
    ).toEqual([expect.objectContaining(dropped)]);
    expect((await event(ids.drop, player)).myRegistration).toMatchObject(dropped);
  });

  it('frees the seat without a refund after the cut-off', async () => {
    const player = await registerCustomer(ctx.app);
    const intentId = await registerAndPay(player, ids.cutoff);
    expect((await event(ids.cutoff, player)).myRegistration.refundUntil).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    const saved = now;
    now = new Date('2026-11-24T01:00:00Z');
    try {
      expect((await leave(player, ids.cutoff)).statusCode).toBe(204);
      expect(await refundedCents(intentId)).toBe(0);
    } finally {
      now = saved;
    }
  });

  it('offers a freed seat to the first in line, and passes an unclaimed offer to the next', async () => {
    const [holder, second, third] = (await Promise.all(
      Array.from({ length: 3 }, () => registerCustomer(ctx.app)),
    )) as [TestCustomer, TestCustomer, TestCustomer];
    await registerAndPay(holder, ids.offers);
    expect((await join(second, ids.offers)).json()).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
    expect((await join(third, ids.offers)).json()).toMatchObject({
      status: 'waitlisted',
      position: 2,
    });
    const roster = await ctx.app.inject({
      url: `/api/admin/tournaments/${ids.offers}/roster`,
      headers: await staffHeaders(ctx.app),
    });
    // Waiting for a seat of a paid event is not a free entry: nothing is paid yet.
    expect(
      roster.json().filter((entry: { status: string }) => entry.status === 'waitlisted'),
    ).toEqual([
      expect.objectContaining({ payment: 'unpaid', paid: false }),
      expect.objectContaining({ payment: 'unpaid', paid: false }),
    ]);

    await leave(holder, ids.offers);
    const offer = (await event(ids.offers, second)).myRegistration;
    expect(offer.status).toBe('offered');
    expect(new Date(offer.offerExpiresAt).getTime()).toBe(now.getTime() + 24 * HOUR);
    expect((await event(ids.offers, third)).myRegistration).toMatchObject({ position: 1 });

    now = new Date(now.getTime() + 25 * HOUR);
    const claim = await join(third, ids.offers);
    expect(claim.json()).toMatchObject({ status: 'offered', toPay: { price: '7.00' } });
    expect((await event(ids.offers, second)).myRegistration).toBeNull();
  });
});

describe('staff and a paid event', () => {
  it('remove with a refund, add a walk-in, check in by code, and refuse a capacity below the seats taken', async () => {
    const staff = await staffHeaders(ctx.app);
    const id = await newEvent({ name: 'Staff Night', entryFeeCents: 900, maxParticipants: 2 });
    const [paidPlayer, walkIn, waiting] = (await Promise.all(
      Array.from({ length: 3 }, () => registerCustomer(ctx.app)),
    )) as [TestCustomer, TestCustomer, TestCustomer];
    const intentId = await registerAndPay(paidPlayer, id);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${id}/roster`,
      headers: staff,
      payload: { email: walkIn.email.toUpperCase(), payment: 'counter' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'registered', payment: 'counter', paid: true });
    expect((await join(waiting, id)).json()).toMatchObject({ status: 'waitlisted', position: 1 });

    const tooSmall = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: staff,
      payload: {
        name: 'Staff Night',
        date: '2026-12-01',
        time: '18:00',
        entryFee: '9.00',
        maxParticipants: 1,
        gameType: 'Pokemon',
        location: 'nlr',
      },
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toMatchObject({
      code: 'capacity_below_registered',
      error: '2 players already have seats, so the capacity cannot be lower than 2.',
    });

    const code = (await event(id, walkIn)).myRegistration.code;
    const checkIn = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${id}/roster/check-in`,
      headers: staff,
      payload: { code: code.toLowerCase() },
    });
    expect(checkIn.statusCode).toBe(200);

    const roster = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/tournaments/${id}/roster`,
          headers: staff,
        })
      ).json();
    const paidEntry = (await roster()).find(
      (entry: { email: string }) => entry.email === paidPlayer.email,
    );
    expect(paidEntry).toMatchObject({ payment: 'online', entryPaid: '$9.00' });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${id}/roster/${paidEntry.registrationId}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(204);
    expect(await refundedCents(intentId)).toBe(900);
    expect((await event(id, waiting)).myRegistration).toMatchObject({ status: 'offered' });
    expect(await roster()).toEqual([
      expect.objectContaining({ email: walkIn.email, checkedInAt: expect.any(String) }),
      expect.objectContaining({ email: waiting.email, status: 'offered' }),
    ]);

    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: staff });
    const actions = audit
      .json()
      .filter((entry: { entity: string }) => entry.entity === 'registration')
      .map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('cancelling an event refunds every paid entry and tells its players; deleting it is refused', async () => {
    const staff = await staffHeaders(ctx.app);
    const id = await newEvent({
      name: 'Called Off Later',
      entryFeeCents: 1200,
      maxParticipants: 4,
    });
    const player = await registerCustomer(ctx.app);
    const intentId = await registerAndPay(player, id);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${id}`,
      headers: staff,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('has_paid_entries');

    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: staff,
      payload: {
        name: 'Called Off Later',
        date: '2026-12-01',
        time: '18:00',
        entryFee: '12.00',
        maxParticipants: 4,
        gameType: 'Pokemon',
        location: 'nlr',
        status: 'cancelled',
      },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundedCents(intentId)).toBe(1200);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/registrations',
      headers: player.auth,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        status: 'dropped',
        endedReason: 'event_cancelled',
        refunded: '$12.00',
        tournament: expect.objectContaining({ id, status: 'cancelled' }),
      }),
    ]);
    const [told] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, player.email), eq(outbox.kind, 'event_cancelled')));
    expect(told?.text).toContain('The store has cancelled the event');
    expect(told?.text).toContain('Your $12.00 entry fee is being refunded to your card.');
  });
});
