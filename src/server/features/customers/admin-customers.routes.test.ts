import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;
let nlrManager: Record<string, string>;
let bentonStaff: Record<string, string>;
let rosa: TestCustomer;
let sam: TestCustomer;

beforeAll(async () => {
  ({ owner, nlrManager, bentonStaff } = await signInStaffTeam(ctx));
  rosa = await registerCustomer(ctx.app, { firstName: 'Rosa', lastName: 'Diaz' });
  sam = await registerCustomer(ctx.app, { firstName: 'Sam', lastName: 'Okafor' });
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/customers/profile',
    headers: rosa.auth,
    payload: { phone: '(501) 555-0142' },
  });
  const [event] = await insertTournaments(ctx.db, [{ name: 'Commander Night', entryFeeCents: 0 }]);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/tournaments/${event?.id}/registrations`,
    headers: rosa.auth,
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${rosa.id}/store-credit`,
    headers: owner,
    payload: { amount: '7.25', kind: 'issued', location: 'benton', note: 'Sorry for the wait' },
  });
});

const search = (q: string, headers = owner) =>
  ctx.app.inject({ url: `/api/admin/customers?q=${encodeURIComponent(q)}`, headers });
const idsOf = (response: { json: () => { items: { id: number }[] } }) =>
  response.json().items.map((customer) => customer.id);

describe("staff's Customers", () => {
  it('finds customers by name, e-mail or phone, however the phone is written', async () => {
    expect(idsOf(await search('rosa diaz'))).toEqual([rosa.id]);
    expect(idsOf(await search('okafor'))).toEqual([sam.id]);
    expect(idsOf(await search(sam.email.slice(0, 20)))).toEqual([sam.id]);
    expect(idsOf(await search('501-555-01'))).toEqual([rosa.id]);
    expect(idsOf(await search('nobody-by-this-name'))).toEqual([]);
    const all = (await search('')).json();
    expect(all.total).toBe(2);
    // Listed by e-mail, and the test e-mails are random: pick the one without a phone by id.
    expect(all.items.find((customer: { id: number }) => customer.id === sam.id)).toEqual({
      id: expect.any(Number),
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
      phone: null,
    });
  });

  it("shows a customer's page: profile, balance, recent orders and registrations", async () => {
    const response = await ctx.app.inject({
      url: `/api/admin/customers/${rosa.id}`,
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customer: { id: rosa.id, firstName: 'Rosa', phone: '(501) 555-0142', email: rosa.email },
      balance: '7.25',
      recentOrders: [],
      recentRegistrations: [
        { eventName: 'Commander Night', status: 'registered', location: 'nlr' },
      ],
    });
    expect(JSON.stringify(response.json())).not.toContain('password');
  });

  it("is open to either store's staff, since customers are shared, and to no one else", async () => {
    for (const headers of [nlrManager, bentonStaff]) {
      expect(idsOf(await search('rosa', headers))).toEqual([rosa.id]);
      const page = await ctx.app.inject({ url: `/api/admin/customers/${rosa.id}`, headers });
      expect(page.statusCode).toBe(200);
    }
    expect((await search('rosa', sam.auth)).statusCode).toBe(403);
    expect((await search('rosa', {})).statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      url: `/api/admin/customers/${rosa.id}`,
      headers: sam.auth,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('answers 404 for an unknown customer and 400 for a bad id or search', async () => {
    const unknown = await ctx.app.inject({ url: '/api/admin/customers/999999', headers: owner });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('customer_not_found');
    expect(
      (await ctx.app.inject({ url: '/api/admin/customers/abc', headers: owner })).statusCode,
    ).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});
