import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Headers = Record<string, string>;
let owner: Headers;
let nlrManager: Headers;
let nlrStaff: Headers;

beforeAll(async () => {
  ({ owner, nlrManager, nlrStaff } = await signInStaffTeam(ctx));
});

const settings = (headers: Headers, location = 'nlr') =>
  ctx.app.inject({ url: `/api/admin/sales-tax/settings?location=${location}`, headers });
const change = (headers: Headers, payload: object, location = 'nlr') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/sales-tax/settings?location=${location}`,
    headers,
    payload,
  });

const taxedKinds = (body: { kinds: { itemType: string; taxed: boolean }[] }) =>
  body.kinds.filter((kind) => kind.taxed).map((kind) => kind.itemType);

describe('the owner’s sales tax settings', () => {
  it('charge nothing until set, with cards and merchandise taxed and every kind listed', async () => {
    const body = (await settings(owner)).json();
    expect(body.rate).toBe('0');
    expect(taxedKinds(body)).toEqual(['card', 'merchandise']);
    expect(body.kinds).toContainEqual({ itemType: 'event_entry', taxed: false, choosable: true });
    expect(body.kinds).toContainEqual({ itemType: 'gift_card', taxed: false, choosable: false });
  });

  it('keep a rate with three decimals per store and the kinds chosen, never gift cards', async () => {
    const changed = await change(owner, {
      rate: '9.375',
      taxedKinds: ['card', 'merchandise', 'event_entry', 'gift_card'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().rate).toBe('9.375');
    expect(taxedKinds(changed.json())).toEqual(['card', 'merchandise', 'event_entry']);
    expect(taxedKinds((await settings(owner)).json())).toEqual([
      'card',
      'merchandise',
      'event_entry',
    ]);
    expect((await settings(owner, 'benton')).json().rate).toBe('0');

    const activity = await ctx.app.inject({ url: '/api/admin/audit', headers: owner });
    expect(activity.json()).toContainEqual(
      expect.objectContaining({
        entity: 'sales_tax_settings',
        before: { rate: '0', taxedKinds: ['card', 'merchandise'] },
        after: { rate: '9.375', taxedKinds: ['card', 'merchandise', 'event_entry'] },
      }),
    );
  });

  it('refuse a rate that is not a percentage with up to three decimals, and unknown kinds', async () => {
    for (const rate of ['9.3755', '-1', '95', 'nine', '']) {
      const response = await change(owner, { rate, taxedKinds: ['card'] });
      expect(response.statusCode, rate).toBe(400);
      expect(response.json().fields.rate).toMatch(/up to three decimals/);
    }
    const unknown = await change(owner, { rate: '9.5', taxedKinds: ['card', 'raffle'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_item_type');
    expect((await settings(owner)).json().rate).toBe('9.375');
  });

  it('are set by the owner alone and read by the store’s staff for the counter', async () => {
    for (const headers of [nlrManager, nlrStaff]) {
      expect((await settings(headers)).json().rate).toBe('9.375');
      expect((await settings(headers, 'benton')).statusCode).toBe(403);
      expect((await change(headers, { rate: '1', taxedKinds: [] })).statusCode).toBe(403);
    }
    expect((await settings({})).statusCode).toBe(401);
    expect((await settings(owner)).json().rate).toBe('9.375');
  });
});
