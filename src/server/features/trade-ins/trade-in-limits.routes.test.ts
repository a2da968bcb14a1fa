import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tradeIns } from '../../db/schema/index.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;
let manager: Record<string, string>;
let seller: TestCustomer;

beforeAll(async () => {
  ({ owner, nlrManager: manager } = await signInStaffTeam(ctx));
  seller = await registerCustomer(ctx.app, { firstName: 'Sam' });
});

const tradeInCount = async () => (await ctx.db.select({ n: count() }).from(tradeIns))[0]?.n;

describe('a trade-in at a hotlist’s fixed price', () => {
  it('is refused on its lines when it would come to more than $9,999,999.99, writing nothing', async () => {
    const [card] = await insertCards(ctx.db, [
      { name: 'Black Lotus', priceCents: 999_999_999, stock: 0 },
    ]);
    const hot = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/buylist/hotlist',
      headers: owner,
      payload: {
        mark: 'hot',
        location: 'nlr',
        cardId: card?.id,
        cashPrice: '9999999.99',
        creditPrice: '9999999.99',
        target: 8,
      },
    });
    expect(hot.statusCode, hot.body).toBe(201);
    const before = await tradeInCount();
    const lines = [{ cardId: card?.id, condition: 'Near Mint', finish: 'non-foil', quantity: 3 }];
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/trade-ins',
      headers: manager,
      payload: { location: 'nlr', customerId: seller.id, payout: 'credit', lines },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.lines).toMatch(/at most \$9,999,999\.99/);
    expect(await tradeInCount()).toBe(before);

    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/trade-ins',
      headers: seller.auth,
      payload: { location: 'nlr', payout: 'credit', lines: [{ ...lines[0], quantity: 1 }] },
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().creditTotal).toBe('9999999.99');
  });
});
