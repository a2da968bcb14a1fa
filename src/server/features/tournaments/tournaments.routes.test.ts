import { beforeAll, describe, expect, it } from 'vitest';
import { insertTournaments } from '../../testing/factories.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await insertTournaments(ctx.db, [
    {
      name: 'Friday Night Magic',
      gameType: 'Magic: The Gathering',
      date: '2026-12-04',
      time: '18:30',
      entryFeeCents: 500,
      maxParticipants: 32,
      prizePool: '$100 store credit',
    },
    {
      name: 'Pokemon League Cup',
      gameType: 'Pokemon',
      date: '2026-11-28',
      time: '13:00',
      entryFeeCents: 1500,
    },
    {
      name: 'Lorcana Set Championship',
      gameType: 'Lorcana',
      date: '2026-11-01',
      status: 'completed',
    },
    {
      name: 'Commander Night',
      gameType: 'Magic: The Gathering',
      date: '2026-11-21',
      status: 'ongoing',
    },
    {
      name: 'Yu-Gi-Oh! OTS',
      gameType: 'Yu-Gi-Oh!',
      date: '2026-12-12',
      location: 'benton',
      status: 'cancelled',
    },
  ]);
});

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('GET /api/tournaments', () => {
  it('lists running and upcoming events soonest first, then past ones', async () => {
    const { status, body } = await get('/api/tournaments?location=nlr');
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'Commander Night',
      'Pokemon League Cup',
      'Friday Night Magic',
      'Lorcana Set Championship',
    ]);
  });

  it('shows fees as two-decimal strings, dates as YYYY-MM-DD and times as HH:MM', async () => {
    const { body } = await get('/api/tournaments?location=nlr&q=friday');
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        name: 'Friday Night Magic',
        date: '2026-12-04',
        time: '18:30',
        gameType: 'Magic: The Gathering',
        entryFee: '5.00',
        maxParticipants: 32,
        refundCutoffHours: null,
        description: null,
        location: 'nlr',
        status: 'upcoming',
        prizePool: '$100 store credit',
        imageUrl: null,
        seatsTaken: 0,
        seatsLeft: 32,
        waitlistCount: 0,
        registrationOpen: true,
        myRegistration: null,
      },
    ]);
  });

  it('narrows by game and status, and sorts by date', async () => {
    expect(names((await get('/api/tournaments?location=nlr&gameType=Pokemon')).body)).toEqual([
      'Pokemon League Cup',
    ]);
    expect(names((await get('/api/tournaments?status=cancelled')).body)).toEqual(['Yu-Gi-Oh! OTS']);
    expect(names((await get('/api/tournaments?location=nlr&sort=-date')).body)[0]).toBe(
      'Friday Night Magic',
    );
  });

  it('pages through the upcoming-first order with a cursor', async () => {
    const first = await get('/api/tournaments?location=nlr&limit=3');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(
      `/api/tournaments?location=nlr&limit=3&cursor=${first.body.nextCursor}`,
    );
    expect(names(second.body)).toEqual(['Lorcana Set Championship']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses an unknown store or status', async () => {
    for (const query of [
      'location=little-rock',
      'status=postponed',
      `gameType=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await get(`/api/tournaments?${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toEqual(expect.any(String));
    }
  });

  it('answers one event by id, or 404', async () => {
    const { body } = await get('/api/tournaments?location=benton');
    expect((await get(`/api/tournaments/${body.items[0].id}`)).body.name).toBe('Yu-Gi-Oh! OTS');
    expect((await get('/api/tournaments/31337')).status).toBe(404);
  });
});
