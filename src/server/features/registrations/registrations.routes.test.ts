import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ clock: () => new Date('2026-11-23T18:00:00Z') });
const ids = { race: 0, small: 0, open: 0, paid: 0, started: 0, cancelled: 0 };

beforeAll(async () => {
  const rows = await insertTournaments(ctx.db, [
    { name: 'Pauper Race', entryFeeCents: 0, maxParticipants: 16 },
    { name: 'Small Table', entryFeeCents: 0, maxParticipants: 1 },
    { name: 'Open Commander', entryFeeCents: 0, maxParticipants: null },
    { name: 'Paid Prerelease', entryFeeCents: 3500, maxParticipants: 8 },
    // 11:00 in North Little Rock is 17:00 UTC, an hour before the clock above.
    { name: 'Started Today', entryFeeCents: 0, date: '2026-11-23', time: '11:00' },
    { name: 'Called Off', entryFeeCents: 0, status: 'cancelled' },
  ]);
  Object.assign(ids, {
    race: rows[0]?.id,
    small: rows[1]?.id,
    open: rows[2]?.id,
    paid: rows[3]?.id,
    started: rows[4]?.id,
    cancelled: rows[5]?.id,
  });
});

const { join, leave, event } = registrationCalls(ctx);

describe('registering for a free event', () => {
  it('seats exactly as many as fit when forty race for sixteen, queueing the rest 1 to 24, then promotes and closes up', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => registerCustomer(ctx.app)));
    const answers = await Promise.all(players.map((player) => join(player, ids.race)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const places = answers.map((answer) => answer.json());
    const seated = players.filter((_, i) => places[i].status === 'registered');
    const waiting = players
      .map((player, i) => ({ player, position: places[i].position as number | undefined }))
      .filter(({ position }) => position !== undefined)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(seated).toHaveLength(16);
    expect(waiting.map(({ position }) => position)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(await event(ids.race)).toMatchObject({
      seatsTaken: 16,
      seatsLeft: 0,
      waitlistCount: 24,
      registrationOpen: true,
      myRegistration: null,
    });

    const drops = await Promise.all(seated.slice(0, 5).map((player) => leave(player, ids.race)));
    expect(drops.map((drop) => drop.statusCode)).toEqual([204, 204, 204, 204, 204]);
    for (const { player } of waiting.slice(0, 5)) {
      expect((await event(ids.race, player)).myRegistration.status).toBe('registered');
    }
    const stillWaiting = await Promise.all(
      waiting.slice(5).map(async ({ player }) => (await event(ids.race, player)).myRegistration),
    );
    expect(stillWaiting.map((mine) => mine.position)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
    expect(await event(ids.race)).toMatchObject({ seatsTaken: 16, waitlistCount: 19 });
  });

  it("shows a customer their own place and code, and nobody else's, in the list and the event", async () => {
    const [first, second] = [await registerCustomer(ctx.app), await registerCustomer(ctx.app)];
    expect((await join(first, ids.small)).json()).toMatchObject({ status: 'registered' });
    const queued = (await join(second, ids.small)).json();
    expect(queued).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(queued.code).toMatch(/^[A-Z2-9]{6}$/);
    // Asking again changes nothing.
    expect((await join(second, ids.small)).json()).toEqual(queued);

    const guestList = await ctx.app.inject({ method: 'GET', url: '/api/tournaments?location=nlr' });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/tournaments?location=nlr',
      headers: second.auth,
    });
    const find = (items: { id: number }[]) => items.find((item) => item.id === ids.small);
    expect(find(guestList.json().items)).toMatchObject({ myRegistration: null, seatsLeft: 0 });
    expect(find(listed.json().items)).toMatchObject({ myRegistration: queued, waitlistCount: 1 });
    const guestAgain = await ctx.app.inject({
      method: 'GET',
      url: '/api/tournaments?location=nlr',
    });
    expect(find(guestAgain.json().items)).toMatchObject({ myRegistration: null });

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/registrations',
      headers: second.auth,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        ...queued,
        tournament: expect.objectContaining({ id: ids.small }),
      }),
    ]);

    // Leaving the waitlist frees nothing; leaving the seat seats the next in line.
    expect((await leave(first, ids.small)).statusCode).toBe(204);
    expect((await event(ids.small, second)).myRegistration).toMatchObject({ status: 'registered' });
    expect((await leave(first, ids.small)).json()).toMatchObject({ code: 'not_registered' });
    // The one who dropped sees it, and joining again shows the new place instead.
    expect((await event(ids.small, first)).myRegistration).toMatchObject({
      status: 'dropped',
      endedReason: 'dropped',
    });
    expect((await join(first, ids.small)).json()).toMatchObject({ status: 'waitlisted' });
    expect((await event(ids.small, first)).myRegistration).toMatchObject({ status: 'waitlisted' });
  });

  it('takes everyone when entry is open, with no seat count', async () => {
    const player = await registerCustomer(ctx.app);
    expect((await join(player, ids.open)).json()).toMatchObject({ status: 'registered' });
    expect(await event(ids.open)).toMatchObject({ seatsLeft: null, seatsTaken: 1 });
  });

  it('refuses events that started or were cancelled, and guests', async () => {
    const player = await registerCustomer(ctx.app);
    for (const id of [ids.started, ids.cancelled]) {
      const refused = await join(player, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('registration_closed');
      expect((await event(id)).registrationOpen).toBe(false);
    }
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${ids.open}/registrations`,
    });
    expect(guest.statusCode).toBe(401);
    expect((await join(player, 987_654)).statusCode).toBe(404);
  });
});
