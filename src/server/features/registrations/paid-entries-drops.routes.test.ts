import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { setUpPaidEntries } from '../../testing/paid-entries.ts';
import { staffHeaders } from '../../testing/staff.ts';

const HOUR = 60 * 60 * 1000;
const { ctx, clock, join, leave, event, registerAndPay, refundedCents } = setUpPaidEntries();
const ids = { drop: 0, cutoff: 0, offers: 0 };

beforeAll(async () => {
  const rows = await insertTournaments(ctx.db, [
    { name: 'Refund Night', entryFeeCents: 1500, maxParticipants: 8 },
    // Starts 2026-11-25 18:00 in the stores' zone; no refunds in its last 48 hours.
    { name: 'Early Cut-off', entryFeeCents: 1000, date: '2026-11-25', refundCutoffHours: 48 },
    { name: 'One Seat', entryFeeCents: 700, maxParticipants: 1 },
  ]);
  Object.assign(ids, { drop: rows[0]?.id, cutoff: rows[1]?.id, offers: rows[2]?.id });
});

describe('a paid entry', () => {
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
    const saved = clock.now;
    clock.now = new Date('2026-11-24T01:00:00Z');
    try {
      expect((await leave(player, ids.cutoff)).statusCode).toBe(204);
      expect(await refundedCents(intentId)).toBe(0);
    } finally {
      clock.now = saved;
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
    expect(new Date(offer.offerExpiresAt).getTime()).toBe(clock.now.getTime() + 24 * HOUR);
    expect((await event(ids.offers, third)).myRegistration).toMatchObject({ position: 1 });

    clock.now = new Date(clock.now.getTime() + 25 * HOUR);
    const claim = await join(third, ids.offers);
    expect(claim.json()).toMatchObject({ status: 'offered', toPay: { price: '7.00' } });
    expect((await event(ids.offers, second)).myRegistration).toBeNull();
  });
});
