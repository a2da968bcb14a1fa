import { beforeAll, describe, expect, it } from 'vitest';
import { employees, storeCreditEntries } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import {
  OWNER_PASSWORD,
  STAFF_PASSWORD,
  signInStaffTeam,
  staffHeaders,
} from '../../testing/staff.ts';
import { balanceOf } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Headers = Record<string, string>;
const as = {} as Record<'owner' | 'nlrStaff' | 'bentonManager' | 'customer', Headers>;
const anonymous: Headers = {};

beforeAll(async () => {
  Object.assign(as, await signInStaffTeam(ctx));
  await ctx.db.insert(employees).values({
    username: 'benton-manager',
    passwordHash: await hashPassword(STAFF_PASSWORD),
    location: 'benton',
    role: 'manager',
  });
  as.bentonManager = await staffHeaders(ctx.app, 'benton-manager');
  as.customer = (await registerCustomer(ctx.app, { firstName: 'Casey' })).auth;
});

const entryCount = async () => (await ctx.db.select().from(storeCreditEntries)).length;

describe('prize payouts from an event’s roster', () => {
  let eventId = 0;
  const players: TestCustomer[] = [];
  const registrationIds: number[] = [];

  beforeAll(async () => {
    const [event] = await insertTournaments(ctx.db, [
      { name: 'Friday Modern', entryFeeCents: 0, maxParticipants: 8 },
    ]);
    eventId = event?.id ?? 0;
    for (const firstName of ['Ada', 'Bo']) {
      const player = await registerCustomer(ctx.app, { firstName });
      await ctx.app.inject({
        method: 'POST',
        url: `/api/tournaments/${eventId}/registrations`,
        headers: player.auth,
      });
      players.push(player);
    }
    const roster = await ctx.app.inject({
      url: `/api/admin/tournaments/${eventId}/roster`,
      headers: as.owner,
    });
    registrationIds.push(
      ...roster.json().map((entry: { registrationId: number }) => entry.registrationId),
    );
  });

  const pay = (headers: Headers, payouts: unknown, id = eventId) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${id}/prizes`,
      headers,
      payload: { payouts },
    });

  it('pays each picked player a prize entry naming the event, in one go', async () => {
    const response = await pay(as.nlrStaff, [
      { registrationId: registrationIds[0], amount: '25.00' },
      { registrationId: registrationIds[1], amount: '10.00' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().payouts).toEqual([
      expect.objectContaining({
        registrationId: registrationIds[0],
        customerId: players[0]?.id,
        entry: expect.objectContaining({
          kind: 'prize',
          amount: '25.00',
          description: 'Prize: Friday Modern',
        }),
      }),
      expect.objectContaining({ customerId: players[1]?.id }),
    ]);
    expect(await balanceOf(ctx.app, players[1] as TestCustomer)).toBe('10.00');
  });

  it('pays a seat one prize: a second payout to it is refused, and the payout with it', async () => {
    const latecomer = await registerCustomer(ctx.app, { firstName: 'Cy' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${eventId}/registrations`,
      headers: latecomer.auth,
    });
    const roster = await ctx.app.inject({
      url: `/api/admin/tournaments/${eventId}/roster`,
      headers: as.owner,
    });
    const latecomerSeat: number = roster
      .json()
      .find((entry: { firstName: string }) => entry.firstName === 'Cy').registrationId;
    const before = await entryCount();

    const again = await pay(as.owner, [
      { registrationId: latecomerSeat, amount: '5.00' },
      { registrationId: registrationIds[0], amount: '25.00' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'prize_already_paid',
      fields: { 'payouts.1.registrationId': 'Already paid a prize for this event' },
    });
    expect(again.json().error).toContain('Ada');
    expect(await entryCount()).toBe(before);

    expect(
      (await pay(as.owner, [{ registrationId: latecomerSeat, amount: '5.00' }])).statusCode,
    ).toBe(201);
    expect(await balanceOf(ctx.app, latecomer)).toBe('5.00');
  });

  it('writes nothing when any payout is wrong', async () => {
    const before = await entryCount();
    const unknown = await pay(as.owner, [
      { registrationId: registrationIds[0], amount: '5.00' },
      { registrationId: 999_999, amount: '5.00' },
    ]);
    expect(unknown.statusCode).toBe(404);
    const twice = await pay(as.owner, [
      { registrationId: registrationIds[0], amount: '5.00' },
      { registrationId: registrationIds[0], amount: '5.00' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(
      (await pay(as.owner, [{ registrationId: registrationIds[0], amount: '0' }])).statusCode,
    ).toBe(400);
    expect((await pay(as.owner, [])).statusCode).toBe(400);
    const textId = await pay(as.owner, [
      { registrationId: `${registrationIds[0]}`, amount: '5.00' },
    ]);
    expect(textId.statusCode).toBe(400);
    expect(
      (await pay(as.nlrStaff, [{ registrationId: registrationIds[0], amount: '500.00' }]))
        .statusCode,
    ).toBe(403);
    expect(await entryCount()).toBe(before);
  });

  it('lists the prizes paid at the event, for its own store’s staff only', async () => {
    const read = (headers: Headers, id = eventId) =>
      ctx.app.inject({ url: `/api/admin/tournaments/${id}/prizes`, headers });
    const paid = await read(as.nlrStaff);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payouts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          registrationId: registrationIds[0],
          customerId: players[0]?.id,
          entry: expect.objectContaining({ kind: 'prize', amount: '25.00' }),
        }),
        expect.objectContaining({ registrationId: registrationIds[1] }),
      ]),
    );
    expect((await read(as.bentonManager)).statusCode).toBe(403);
    expect((await read(as.customer)).statusCode).toBe(403);
    expect((await read(anonymous)).statusCode).toBe(401);
    expect((await read(as.owner, 999_999)).statusCode).toBe(404);
  });

  it('is for the event’s own store’s staff, and answers 404 for an unknown event', async () => {
    const one = [{ registrationId: registrationIds[0], amount: '1.00' }];
    expect((await pay(as.bentonManager, one)).statusCode).toBe(403);
    expect((await pay(as.customer, one)).statusCode).toBe(403);
    expect((await pay(anonymous, one)).statusCode).toBe(401);
    expect((await pay(as.owner, one, 999_999)).statusCode).toBe(404);
  });
});
