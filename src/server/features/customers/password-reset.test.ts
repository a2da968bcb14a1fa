import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerTokens, outbox } from '../../db/schema/index.ts';
import { clientAddress, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { linkToken, setUpMailTestApp } from '../../testing/mail-test-app.ts';

const ctx = setUpMailTestApp({ limits: { linkMailsPerAddress: 1000 } });
const NEW_PASSWORD = 'a brand new passphrase';

const askForReset = (email: string, remoteAddress = clientAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/password-reset',
    payload: { email },
    remoteAddress,
  });

const confirm = (token: string, password = NEW_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/password-reset/confirm',
    payload: { token, password },
  });

const check = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/password-reset/check',
    payload: { token },
  });

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email, password },
    remoteAddress: clientAddress(),
  });

const profileStatus = async (authorization: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: { authorization },
    })
  ).statusCode;

/** Asks for a reset and answers the token of the link that arrives. */
async function resetLinkFor(customer: TestCustomer): Promise<string> {
  expect((await askForReset(customer.email)).statusCode).toBe(200);
  const mail = await ctx.smtp.waitFor(customer.email, /Reset your Natural State TCG password/);
  return linkToken(mail, 'reset-password');
}

describe('password reset', () => {
  it('mails a single-use link whose new password signs out every device and signs in', async () => {
    const customer = await registerCustomer(ctx.app);
    const otherDevice = (await login(customer.email, customer.password)).json().token as string;
    // Both sessions in use before the reset, as the server may keep what it has looked up.
    expect(await profileStatus(customer.auth.authorization)).toBe(200);
    expect(await profileStatus(`Bearer ${otherDevice}`)).toBe(200);

    const token = await resetLinkFor(customer);
    // Only the token's hash is kept.
    const [stored] = await ctx.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(stored).toMatchObject({ customerId: customer.id, purpose: 'password_reset' });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    expect(await profileStatus(customer.auth.authorization)).toBe(401);
    expect(await profileStatus(`Bearer ${otherDevice}`)).toBe(401);
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    const signedIn = await login(customer.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // Opening the link proved the address.
    expect(signedIn.json().customer.isEmailVerified).toBe(true);

    const again = await confirm(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_used');
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends a sign-in link mailed before the reset, so no one holding it gets in', async () => {
    const customer = await registerCustomer(ctx.app);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/sign-in-link',
      payload: { email: customer.email },
      remoteAddress: clientAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(customer.email, /Sign in to Natural State TCG/);
    expect((await confirm(await resetLinkFor(customer))).statusCode).toBe(200);

    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/sign-in-link/confirm',
      payload: { token: linkToken(mail, 'sign-in-link') },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('token_used');
  });

  it('answers an unknown e-mail as it answers a known one, as slowly, and mails nobody', async () => {
    const customer = await registerCustomer(ctx.app);
    const stranger = `nobody-${randomUUID()}@example.com`;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await askForReset(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed(customer.email);
    const unknown = await timed(stranger);

    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(Math.abs(unknown.ms - known.ms)).toBeLessThan(150);
    await ctx.smtp.waitFor(customer.email, /Reset your/);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.toAddress, stranger))).toEqual([]);
    expect(ctx.smtp.inbox.filter((mail) => mail.to === stranger)).toEqual([]);
  });

  it('refuses a link after 30 minutes, an unknown link, and a password sign-up would refuse', async () => {
    const customer = await registerCustomer(ctx.app);
    const token = await resetLinkFor(customer);

    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    const short = await confirm(token, 'short');
    expect(short.json().fields).toEqual({ password: 'Password must be at least 8 characters' });

    const unknown = await confirm('not-a-token-we-ever-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'This link is not valid. Please ask for a new one.',
      code: 'invalid_token',
    });

    ctx.advanceClock(30 * 60 * 1000 + 1000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('token_expired');
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });
});

describe("a reset link's check as its page opens", () => {
  it('answers a good link without spending it, and refuses an unknown, a used and a late one', async () => {
    const customer = await registerCustomer(ctx.app);
    const token = await resetLinkFor(customer);
    expect((await check(token)).json()).toEqual({ ok: true });
    expect((await check(token)).statusCode).toBe(200);
    const unknown = await check('not-a-token-we-ever-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_token');

    expect((await confirm(token)).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('token_used');

    const late = await resetLinkFor(await registerCustomer(ctx.app));
    ctx.advanceClock(30 * 60 * 1000 + 1000);
    expect((await check(late)).json().code).toBe('token_expired');
  });
});

describe('password reset limits', () => {
  it('sends one inbox at most five links an hour, wherever they are asked from', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let i = 0; i < 5; i++) expect((await askForReset(customer.email)).statusCode).toBe(200);
    const limited = await askForReset(customer.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
