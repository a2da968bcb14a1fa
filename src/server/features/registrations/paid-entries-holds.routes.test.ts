import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations, testPaymentIntents } from '../../db/schema/index.ts';
import { CARDS, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { setUpPaidEntries } from '../../testing/paid-entries.ts';
import { staffHeaders } from '../../testing/staff.ts';

const { ctx, clock, join, event } = setUpPaidEntries();
const ids = { race: 0, drop: 0 };

beforeAll(async () => {
  const rows = await insertTournaments(ctx.db, [
    { name: 'Paid Race', entryFeeCents: 500, maxParticipants: 16 },
    { name: 'Refund Night', entryFeeCents: 1500, maxParticipants: 8 },
  ]);
  Object.assign(ids, { race: rows[0]?.id, drop: rows[1]?.id });
});

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

  it('refused for a cart of the other store, leaves no place, no seat taken and nothing on My events', async () => {
    const [nlr, benton] = await insertTournaments(ctx.db, [
      { name: 'North Little Rock Paid Night', entryFeeCents: 700 },
      { name: 'Benton Paid Night', entryFeeCents: 700, maxParticipants: 4, location: 'benton' },
    ]);
    const [nlrId, bentonId] = [nlr?.id ?? 0, benton?.id ?? 0];
    const player = await registerCustomer(ctx.app);
    expect((await join(player, nlrId)).statusCode).toBe(200);

    const refused = await join(player, bentonId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('mixed_locations');

    expect(await event(bentonId, player)).toMatchObject({
      seatsTaken: 0,
      seatsLeft: 4,
      myRegistration: null,
    });
    const mine = await ctx.app.inject({
      url: '/api/customers/registrations',
      headers: player.auth,
    });
    expect(mine.json().map((place: { tournament: { id: number } }) => place.tournament.id)).toEqual(
      [nlrId],
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
    clock.now = new Date(clock.now.getTime() + 21 * 60 * 1000);
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
});
