import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { cards } from '../db/schema/index.ts';
import { registerCustomer, type TestCustomer } from './customers.ts';
import { insertCards } from './factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

type Headers = Record<string, string>;

/**
 * The shop of a trade-in route test file, filled in before the file's tests run: the owner,
 * North Little Rock's manager (as `nlrStaff`) and Benton's clerk signed in, a customer (Tess) who
 * sells cards, and the calls a sell list goes through.
 */
export function setUpTradeIns() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const as = {} as {
    owner: Headers;
    nlrStaff: Headers;
    bentonStaff: Headers;
    customer: TestCustomer;
  };

  beforeAll(async () => {
    const team = await signInStaffTeam(ctx);
    Object.assign(as, {
      owner: team.owner,
      nlrStaff: team.nlrManager,
      bentonStaff: team.bentonStaff,
    });
    as.customer = await registerCustomer(ctx.app, { firstName: 'Tess' });
  });

  /** A Near Mint card of the store at $10.00 (it pays $5.00 cash, $6.00 credit), with this stock. */
  async function card(stock = 0, fields: Partial<typeof cards.$inferInsert> = {}) {
    const [row] = await insertCards(ctx.db, [
      { priceCents: 1000, stock, setCode: 'FDN', ...fields },
    ]);
    if (!row) throw new Error('no card');
    return row;
  }

  const line = (cardId: number, quantity = 1, condition = 'Near Mint', finish = 'non-foil') => ({
    cardId,
    condition,
    finish,
    quantity,
  });

  const submit = (payload: object, who: TestCustomer = as.customer) =>
    ctx.app.inject({ method: 'POST', url: '/api/customers/trade-ins', headers: who.auth, payload });
  const walkIn = (payload: object, headers: Headers = as.nlrStaff) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/trade-ins', headers, payload });
  const change = (number: string, payload: object, headers: Headers = as.nlrStaff) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/admin/trade-ins/${number}`, headers, payload });
  const accept = (number: string, payout: string, headers: Headers = as.nlrStaff) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/trade-ins/${number}/accept`,
      headers,
      payload: { payout },
    });
  const decline = (number: string, headers: Headers = as.nlrStaff) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/trade-ins/${number}/decline`, headers });
  const queue = (query: string, headers: Headers = as.nlrStaff) =>
    ctx.app.inject({ url: `/api/admin/trade-ins?${query}`, headers });
  const stockOf = async (id: number) => {
    const [row] = await ctx.db.select().from(cards).where(eq(cards.id, id));
    return row;
  };

  async function submitted(lines: object[], payout = 'credit', who: TestCustomer = as.customer) {
    const response = await submit({ location: 'nlr', payout, lines }, who);
    if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
    return response.json();
  }

  async function received(lines: object[], payout = 'credit') {
    const response = await walkIn({ location: 'nlr', customerId: as.customer.id, payout, lines });
    if (response.statusCode !== 201) throw new Error(`walk-in failed: ${response.body}`);
    return response.json();
  }

  return {
    ctx,
    as,
    card,
    line,
    submit,
    walkIn,
    change,
    accept,
    decline,
    queue,
    stockOf,
    submitted,
    received,
  };
}
