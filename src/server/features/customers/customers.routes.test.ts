import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { customers } from '../../db/schema/index.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { setUpTestApp, testUploadsDir } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

const customerCount = async () => (await ctx.db.select({ n: count() }).from(customers))[0]?.n;
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith('tcg_session='));

describe('POST /api/customers/register', () => {
  it('creates the account, signs it in with an httpOnly SameSite cookie and a bearer token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {
        email: 'Ada@Example.com',
        password: 'lovelace-1815',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      token: expect.any(String),
      customer: { email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace' },
      cartItems: [],
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const [row] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'Ada@Example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail that is taken, whatever its case, and changes nothing', async () => {
    const before = await customerCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {
        email: 'ADA@example.COM',
        password: 'another-pass',
        firstName: 'A',
        lastName: 'L',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(await customerCount()).toBe(before);
  });

  it('refuses a password from the list of common ones', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {
        email: 'common@example.com',
        password: 'Password1',
        firstName: 'C',
        lastName: 'P',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: 'This password is too common. Please choose another.',
    });
  });

  it('requires every field, a real e-mail and a password of at least 8 characters', async () => {
    const before = await customerCount();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      email: 'Required',
      password: 'Required',
      firstName: 'Required',
      lastName: 'Required',
    });
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: { email: 'short@example.com', password: '1234567', firstName: 'S', lastName: 'P' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 8 characters');
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: { email: 'not-an-email', password: '12345678', firstName: 'S', lastName: 'P' },
    });
    expect(badEmail.json().fields.email).toBe('Enter a valid email address');
    const blankName = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {
        email: 'blank@example.com',
        password: '12345678',
        firstName: '   ',
        lastName: 'P',
      },
    });
    expect(blankName.json().fields.firstName).toBe('Required');
    expect(await customerCount()).toBe(before);
  });
});

describe('POST /api/customers/login and /logout', () => {
  it('signs in with any capitalisation of the e-mail and rotates the session', async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: customer.auth,
      payload: { email: customer.email.toUpperCase(), password: customer.password },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).not.toBe(customer.token);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: customer.auth,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fresh.json().email).toBe(customer.email);
  });

  it('says the same for an unknown e-mail and a wrong password', async () => {
    const customer = await registerCustomer(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: customer.email, password: 'not the password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid email or password',
      code: 'invalid_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('ends the session on the server at sign-out', async () => {
    const customer = await registerCustomer(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/logout',
      headers: customer.auth,
    });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: customer.auth,
    });
    expect(after.statusCode).toBe(401);
  });

  it('works with the cookie alone, and refuses a cookie-borne change from another site', async () => {
    const customer = await registerCustomer(ctx.app);
    const cookie = { cookie: `tcg_session=${customer.token}` };
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: cookie,
    });
    expect(profile.statusCode).toBe(200);
    const forged = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/customers/profile',
      headers: { ...cookie, origin: 'https://evil.example', host: 'shop.example' },
      payload: { firstName: 'Hacked' },
    });
    expect(forged.statusCode).toBe(403);
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: cookie,
    });
    expect(still.json().firstName).toBe('Casey');
  });
});

describe('profile, addresses and orders', () => {
  it('needs a signed-in customer', async () => {
    for (const url of [
      '/api/customers/profile',
      '/api/customers/addresses',
      '/api/customers/orders',
      '/api/customers/cart',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe('Please sign in to continue.');
    }
  });

  it('keeps the player IDs a customer gives for rosters, checked against their formats', async () => {
    const customer = await registerCustomer(ctx.app);
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/customers/profile',
        headers: customer.auth,
        payload,
      });
    const saved = await patch({
      wizardsEmail: ' planeswalker@example.com ',
      pokemonPlayerId: '1234567',
      konamiCardGameId: '0123456789',
    });
    expect(saved.json()).toMatchObject({
      wizardsEmail: 'planeswalker@example.com',
      pokemonPlayerId: '1234567',
      konamiCardGameId: '0123456789',
    });

    const bad = await patch({
      wizardsEmail: 'not an email',
      pokemonPlayerId: '12ab',
      konamiCardGameId: '123456789',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      wizardsEmail: 'Enter the e-mail of your Wizards account',
      pokemonPlayerId: 'A Pokémon Player ID is 4 to 10 digits',
      konamiCardGameId: 'A Konami Card Game ID is 10 digits',
    });

    const cleared = await patch({ pokemonPlayerId: '' });
    expect(cleared.json()).toMatchObject({
      wizardsEmail: 'planeswalker@example.com',
      pokemonPlayerId: null,
      konamiCardGameId: '0123456789',
    });
  });

  it('lets a customer update their name, phone and preferences, and nothing else', async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/customers/profile',
      headers: customer.auth,
      payload: {
        firstName: 'Robin',
        phone: '(501) 555-0100',
        preferredLocation: 'benton',
        emailOrderUpdates: false,
        email: 'stolen@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Robin',
      lastName: 'Player',
      phone: '(501) 555-0100',
      preferredLocation: 'benton',
      emailOrderUpdates: false,
      email: customer.email,
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/customers/profile',
      headers: customer.auth,
      payload: { phone: 'call me', preferredLocation: 'conway' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['phone', 'preferredLocation']);
  });

  it('tells who is signed in without an error when nobody is', async () => {
    const customer = await registerCustomer(ctx.app);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/session',
      headers: customer.auth,
    });
    expect(signedIn.json().customer.email).toBe(customer.email);
    const nobody = await ctx.app.inject({ method: 'GET', url: '/api/customers/session' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ customer: null });
  });

  it('answers empty address and order lists for a new customer', async () => {
    const customer = await registerCustomer(ctx.app);
    for (const url of ['/api/customers/addresses', '/api/customers/orders']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: customer.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after repeated attempts', async () => {
    const app = await buildApp({
      db: ctx.db,
      uploadsDir: testUploadsDir(),
      limits: { signInAttempts: 3, paymentIntents: 3, windowMs: 60_000 },
    });
    try {
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/customers/login',
          payload: { email: 'target@example.com', password: 'guess-guess' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error).toMatch(
        /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
      );
    } finally {
      await app.close();
    }
  });
});
