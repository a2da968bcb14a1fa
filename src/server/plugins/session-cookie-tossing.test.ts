import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/customers.ts';
import { setUpTestApp } from '../testing/test-app.ts';

const ctx = setUpTestApp({ trustProxy: 1 });

const HTTPS = { 'x-forwarded-proto': 'https' };

const whoIs = (cookie: string) =>
  ctx.app.inject({ url: '/api/customers/session', headers: { ...HTTPS, cookie } });

describe('behind HTTPS, the session cookie', () => {
  it('is read under its __Host- name', async () => {
    const customer = await registerCustomer(ctx.app);
    const signedIn = await whoIs(`__Host-tcg_session=${customer.token}`);
    expect(signedIn.json()).toMatchObject({ customer: { id: customer.id } });
  });

  it('is not taken from a plain cookie, which another site or plain HTTP could have planted', async () => {
    const planter = await registerCustomer(ctx.app);
    const planted = `tcg_session=${planter.token}`;
    expect((await whoIs(planted)).json()).toEqual({ customer: null });

    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/cart',
      headers: { ...HTTPS, cookie: planted },
      payload: { itemType: 'merchandise', itemId: '1' },
    });
    expect(added.statusCode).toBe(401);
    const cart = await ctx.app.inject({ url: '/api/customers/cart', headers: planter.auth });
    expect(cart.json()).toEqual([]);
  });

  it('is still the plain one over plain HTTP, as on a store network', async () => {
    const customer = await registerCustomer(ctx.app);
    const signedIn = await ctx.app.inject({
      url: '/api/customers/session',
      headers: { cookie: `tcg_session=${customer.token}` },
    });
    expect(signedIn.json()).toMatchObject({ customer: { id: customer.id } });
  });
});
