import { describe, expect, it } from 'vitest';
import { addToServerCart } from '../testing/checkout.ts';
import { registerCustomer } from '../testing/customers.ts';
import { insertCards } from '../testing/factories.ts';
import { setUpTestApp } from '../testing/test-app.ts';

const ctx = setUpTestApp();
const json = { 'content-type': 'application/json' };

describe('JSON bodies', () => {
  it('reads an empty body sent as JSON as no body, as a DELETE from a client that always sends the type', async () => {
    const customer = await registerCustomer(ctx.app);
    const [card] = await insertCards(ctx.db, [{ name: 'Emptied', stock: 3 }]);
    await addToServerCart(ctx.app, customer, 'card', card?.id ?? 0);
    const cleared = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/customers/cart',
      headers: { ...customer.auth, ...json },
      payload: '',
    });
    expect(cleared.statusCode).toBeLessThan(300);
    const cart = await ctx.app.inject({ url: '/api/customers/cart', headers: customer.auth });
    expect(cart.json()).toEqual([]);
  });

  it('still refuses a route’s missing body, broken JSON and prototype keys with a 400', async () => {
    const login = (payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/customers/login', headers: json, payload });
    for (const payload of ['', '{"email":', '{"__proto__":{"admin":true}}']) {
      const response = await login(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});
