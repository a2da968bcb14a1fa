import { beforeAll, describe, expect, it } from 'vitest';
import { insertCards, insertMerchandise, insertTournaments } from './testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './testing/staff.ts';
import { setUpTestApp } from './testing/test-app.ts';

/** Ids are decimal digits only: a spelling JavaScript reads as a number is no other row's id. */
const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let staff: { authorization: string };

const ROWS = 31;
const numbered = (name: string) =>
  Array.from({ length: ROWS }, (_, at) => ({ name: `${name} ${at + 1}` }));

beforeAll(async () => {
  // Rows 1 to 31 of each kind, so "0x1f" (31), "1e1" (10) and "+1" (1) would each find one.
  await insertCards(ctx.db, numbered('Card'));
  await insertMerchandise(ctx.db, numbered('Product'));
  await insertTournaments(ctx.db, numbered('Event'));
  await insertEmployees(ctx.db);
  staff = await staffHeaders(ctx.app);
});

const ROUTES = [
  '/api/cards/:id',
  '/api/merchandise/:id',
  '/api/tournaments/:id',
  '/api/admin/merchandise/:id',
  '/api/admin/tournaments/:id/roster',
];
const LOOSE_IDS = ['0x1f', '1e1', '%201', '1%20', '+1', '01', '1.0', '0b1', '0o7', '1_0'];

describe('ids in paths', () => {
  it('reads a plain decimal id as its row', async () => {
    for (const route of ROUTES) {
      const response = await ctx.app.inject({ url: route.replace(':id', '31'), headers: staff });
      expect(response.statusCode, route).toBe(200);
    }
    const card = await ctx.app.inject({ url: '/api/cards/31' });
    expect(card.json()).toMatchObject({ id: 31, name: 'Card 31' });
  });

  it.each(LOOSE_IDS)('refuses %s on every route, never answering another row', async (id) => {
    for (const route of ROUTES) {
      const url = route.replace(':id', id);
      const response = await ctx.app.inject({ url, headers: staff });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: 'validation_failed',
        fields: { id: 'id must be a whole number' },
      });
    }
  });

  it('refuses a loose registration id on a roster entry', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/tournaments/1/roster/0x1',
      headers: staff,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      registrationId: 'registrationId must be a whole number',
    });
  });
});
