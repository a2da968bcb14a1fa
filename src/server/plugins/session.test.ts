import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/customers.ts';
import { setUpTestApp } from '../testing/test-app.ts';

let now = new Date('2026-11-21T12:00:00Z');
const ctx = setUpTestApp({ clock: () => now, trustProxy: 1 });
const DAY = 24 * 60 * 60 * 1000;

const profile = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/customers/profile', headers: { authorization } });

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, and Secure with the __Host- prefix behind HTTPS', async () => {
    const register = (proto: string, email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/customers/register',
        headers: { 'x-forwarded-proto': proto },
        payload: { email, password: 'a long passphrase', firstName: 'A', lastName: 'B' },
      });
    const plain = [(await register('http', 'http@example.com')).headers['set-cookie']].flat()[0];
    expect(plain).toMatch(/^tcg_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = [(await register('https', 'https@example.com')).headers['set-cookie']].flat()[0];
    expect(secure).toMatch(
      /^__Host-tcg_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('refuses a cross-site form post made with the cookie', async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/logout',
      headers: {
        cookie: `tcg_session=${customer.token}`,
        origin: 'https://attacker.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'anything=1',
    });
    expect(response.statusCode).toBe(403);
    expect((await profile(customer.auth.authorization)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it("keep a signed-in answer out of every cache, and leave the catalog's alone", async () => {
    const customer = await registerCustomer(ctx.app);
    const own = await profile(`Bearer ${customer.token}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const catalog = await ctx.app.inject({
      url: '/api/cards?location=nlr',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(catalog.headers['cache-control']).toBeUndefined();
  });

  it('ends a session unused for 7 days', async () => {
    const customer = await registerCustomer(ctx.app);
    now = new Date(now.getTime() + 6 * DAY);
    expect((await profile(customer.auth.authorization)).statusCode).toBe(200);
    now = new Date(now.getTime() + 6 * DAY);
    expect((await profile(customer.auth.authorization)).statusCode).toBe(200);
    now = new Date(now.getTime() + 8 * DAY);
    expect((await profile(customer.auth.authorization)).statusCode).toBe(401);
  });

  it('ends any session 30 days after sign-in, however much it is used', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let day = 0; day < 29; day += 2) {
      now = new Date(now.getTime() + 2 * DAY);
      const status = (await profile(customer.auth.authorization)).statusCode;
      if (day < 28) expect(status, `day ${day + 2}`).toBe(200);
    }
    now = new Date(now.getTime() + 2 * DAY);
    expect((await profile(customer.auth.authorization)).statusCode).toBe(401);
  });
});

describe('a change, or a dashboard call, sent without a session', () => {
  it('is refused 401 before its body is read, whatever the body', async () => {
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
      ctx.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    for (const [method, url, message] of [
      ['POST', '/api/tournaments', 'Please sign in as staff.'],
      ['PUT', '/api/cards/1', 'Please sign in as staff.'],
      ['POST', '/api/admin/counter/sales', 'Please sign in as staff.'],
      ['POST', '/api/customers/cart', 'Please sign in to continue.'],
      ['POST', '/api/customers/orders', 'Please sign in to continue.'],
      ['GET', '/api/admin/reports/sales', 'Please sign in as staff.'],
      ['GET', '/api/admin/counter/sales?location=nowhere', 'Please sign in as staff.'],
    ] as const) {
      const refused = await send(method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'unauthorized', error: message });
    }
  });

  it('leaves signing up, in and out and the mailed links to anyone, their bodies checked', async () => {
    for (const url of [
      '/api/customers/register',
      '/api/customers/login',
      '/api/admin/login',
      '/api/customers/password-reset',
      '/api/customers/sign-in-link/confirm',
      '/api/customers/verify-email',
    ]) {
      const checked = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(checked.statusCode, url).toBe(400);
    }
    const out = await ctx.app.inject({ method: 'POST', url: '/api/customers/logout' });
    expect(out.statusCode).toBe(200);
  });
});
