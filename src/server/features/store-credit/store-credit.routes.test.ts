import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;
let casey: TestCustomer;
let other: TestCustomer;

const history = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ url: `/api/customers/store-credit${query}`, headers });

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  casey = await registerCustomer(ctx.app);
  other = await registerCustomer(ctx.app);
  for (const [amount, kind, location] of [
    ['12.50', 'issued', 'nlr'],
    ['3.00', 'prize', 'benton'],
    ['-5.00', 'adjustment', 'nlr'],
  ]) {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${casey.id}/store-credit`,
      headers: owner,
      payload: { amount, kind, location, note: `Entry of ${amount}` },
    });
  }
});

describe("a customer's own store credit", () => {
  it('shows the balance and the entries, newest first, with the balance after each', async () => {
    const response = await history(casey.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.balance).toBe('10.50');
    expect(body.nextCursor).toBeNull();
    expect(body.entries).toEqual([
      expect.objectContaining({
        amount: '-5.00',
        kind: 'adjustment',
        location: 'nlr',
        description: 'Entry of -5.00',
        balanceAfter: '10.50',
      }),
      expect.objectContaining({
        amount: '3.00',
        kind: 'prize',
        location: 'benton',
        balanceAfter: '15.50',
      }),
      expect.objectContaining({ amount: '12.50', kind: 'issued', balanceAfter: '12.50' }),
    ]);
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      amount: '-5.00',
      kind: 'adjustment',
      location: 'nlr',
      description: 'Entry of -5.00',
      createdAt: expect.any(String),
      balanceAfter: '10.50',
    });
  });

  it('pages by cursor without repeating or skipping an entry', async () => {
    const first = (await history(casey.auth, '?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (await history(casey.auth, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.entries.map((entry: { amount: string }) => entry.amount)).toEqual(['12.50']);
    expect(second.nextCursor).toBeNull();
    expect((await history(casey.auth, '?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await history(casey.auth, '?limit=0')).statusCode).toBe(400);
  });

  it('shows each customer only their own ledger', async () => {
    expect((await history(other.auth)).json()).toEqual({
      balance: '0.00',
      entries: [],
      nextCursor: null,
    });
  });

  it('needs a signed-in customer', async () => {
    expect((await history({})).statusCode).toBe(401);
    expect((await history(owner)).statusCode).toBe(403);
  });

  it("is staff's alone to read by customer id", async () => {
    const byId = (headers: Record<string, string>) =>
      ctx.app.inject({ url: `/api/admin/customers/${casey.id}/store-credit`, headers });
    expect((await byId(other.auth)).statusCode).toBe(403);
    expect((await byId({})).statusCode).toBe(401);
    expect((await byId(owner)).json().balance).toBe('10.50');
  });
});
