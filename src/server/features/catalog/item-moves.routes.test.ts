import { beforeAll, describe, expect, it } from 'vitest';
import { addToServerCart } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
});

const product = (name: string, location: string) => ({
  name,
  price: '6.00',
  stock: 5,
  forSale: true,
  location,
});
const event = (location: string) => ({
  name: 'Prerelease',
  date: '2026-12-12',
  time: '12:00',
  entryFee: '0',
  maxParticipants: '16',
  gameType: 'Pokemon',
  location,
});

const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: owner, payload });

describe('moving an item to the other store', () => {
  it('moves one nobody holds or bought', async () => {
    const created = await save('POST', '/api/merchandise', product('Sleeves', 'nlr'));
    const moved = await save('PUT', `/api/merchandise/${created.json().id}`, {
      ...product('Sleeves', 'benton'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().location).toBe('benton');
  });

  it('refuses one in a cart, which stays at its store with its carts', async () => {
    const created = await save('POST', '/api/merchandise', product('Playmat', 'nlr'));
    const id: number = created.json().id;
    await addToServerCart(ctx.app, await registerCustomer(ctx.app), 'merchandise', id);
    const refused = await save('PUT', `/api/merchandise/${id}`, product('Playmat', 'benton'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'item_in_use',
      fields: { location: expect.any(String) },
    });
    const kept = await ctx.app.inject({ url: `/api/merchandise/${id}` });
    expect(kept.json().location).toBe('nlr');
    // Edited where it is, it saves as ever.
    expect(
      (await save('PUT', `/api/merchandise/${id}`, product('Playmat XL', 'nlr'))).statusCode,
    ).toBe(200);
  });

  it('refuses an event with a registration', async () => {
    const created = await save('POST', '/api/tournaments', event('nlr'));
    const id: number = created.json().id;
    const player = await registerCustomer(ctx.app);
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/registrations`,
      headers: player.auth,
    });
    expect(joined.statusCode).toBeLessThan(300);
    const refused = await save('PUT', `/api/tournaments/${id}`, event('benton'));
    expect(refused.json().code).toBe('item_in_use');
  });
});
