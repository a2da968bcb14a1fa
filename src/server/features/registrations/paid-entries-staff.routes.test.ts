import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { setUpPaidEntries } from '../../testing/paid-entries.ts';
import { staffHeaders } from '../../testing/staff.ts';

const { ctx, join, event, registerAndPay, newEvent, refundedCents } = setUpPaidEntries();

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
