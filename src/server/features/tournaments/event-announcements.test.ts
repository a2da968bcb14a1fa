import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, publicUrl: 'https://shop.example' });

async function playerWith(preferences: object) {
  const player = await registerCustomer(ctx.app);
  const saved = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/customers/profile',
    headers: player.auth,
    payload: preferences,
  });
  expect(saved.statusCode).toBe(200);
  return player;
}

describe('event announcements', () => {
  it('go to the players who asked, for their store or any store, once each, when staff post an event', async () => {
    const [nlrFan, anyStore, bentonFan, quiet] = await Promise.all([
      playerWith({ preferredLocation: 'nlr', emailEventAnnouncements: true }),
      playerWith({ preferredLocation: null, emailEventAnnouncements: true }),
      playerWith({ preferredLocation: 'benton', emailEventAnnouncements: true }),
      playerWith({ preferredLocation: 'nlr' }),
    ]);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/customers/profile', headers: quiet.auth })
      ).json().emailEventAnnouncements,
    ).toBe(false);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: await staffHeaders(ctx.app),
      payload: {
        name: 'Lorcana Set Championship',
        date: '2026-12-12',
        time: '13:00',
        entryFee: '10.00',
        maxParticipants: 24,
        gameType: 'Lorcana',
        location: 'nlr',
      },
    });
    expect(created.statusCode).toBe(201);

    const announced = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'event_announced'));
    expect(announced.map((mail) => mail.toAddress).sort()).toEqual(
      [nlrFan.email, anyStore.email].sort(),
    );
    expect(announced.some((mail) => mail.toAddress === bentonFan.email)).toBe(false);
    const [first] = announced;
    expect(first?.subject).toBe('New at our North Little Rock store: Lorcana Set Championship');
    expect(first?.text).toContain('Saturday, December 12 at 1:00 PM');
    expect(first?.html).toContain('href="https://shop.example/nlr/tournaments"');
  });
});
