import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, registerCustomer } from '../../testing/customers.ts';
import { linkToken, setUpMailTestApp } from '../../testing/mail-test-app.ts';
import { insertEmployees, OWNER_PASSWORD, STAFF_PASSWORD } from '../../testing/staff.ts';

const STORE_ADDRESS = '203.0.113.10';
const storeNetworks = new BlockList();
storeNetworks.addAddress(STORE_ADDRESS, 'ipv4');

// Behind the trusted proxy: each attempt arrives from an address of its own.
const ctx = setUpMailTestApp({
  trustProxy: 1,
  adminPassword: OWNER_PASSWORD,
  storeNetworks,
  limits: { accountFailures: 10, linkMailsPerAddress: 1000 },
});

const PROXY = '10.0.0.2';
const viaProxy = (address: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': address },
});
const signIn = (email: string, password: string, address = clientAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email, password },
    ...viaProxy(address),
  });
const staffSignIn = (body: object, address = clientAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, ...viaProxy(address) });
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, ...viaProxy(clientAddress()) });

/** Wrong passwords, each from another address; answers their statuses. */
async function guesses(count: number, attempt: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt()).statusCode);
  return codes;
}

const tenFailuresThenRefused = [...Array<number>(10).fill(401), ...Array<number>(20).fill(429)];

describe('failed sign-ins on one account from many addresses', () => {
  it('reach a ceiling per account, which even the right password then waits out', async () => {
    const customer = await registerCustomer(ctx.app);
    const codes = await guesses(30, () => signIn(customer.email, 'not-the-password'));
    expect(codes).toEqual(tenFailuresThenRefused);
    const right = await signIn(customer.email, customer.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'account_throttled' });
    expect(right.json().error).toMatch(/link sent to your email, or reset your password/);

    // Another account signs in from the very same addresses.
    const neighbour = await registerCustomer(ctx.app);
    expect((await signIn(neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('tell the owner someone is trying their password, with a link that signs them in once', async () => {
    const customer = await registerCustomer(ctx.app);
    await guesses(11, () => signIn(customer.email, 'not-the-password'));
    const warning = await ctx.smtp.waitFor(customer.email, /Someone is trying your/);
    expect(warning.text).toMatch(/trying to guess the password/);

    const token = linkToken(warning, 'sign-in-link');
    const signedIn = await post('/api/customers/sign-in-link/confirm', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().customer).toMatchObject({ email: customer.email });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(profile.statusCode).toBe(200);
    const again = await post('/api/customers/sign-in-link/confirm', { token });
    expect(again.json()).toMatchObject({ code: 'token_used' });

    // A link asked for while the guessing goes on says so too.
    expect((await post('/api/customers/sign-in-link', { email: customer.email })).statusCode).toBe(
      200,
    );
    const warnings = () =>
      ctx.smtp.inbox.filter(
        (mail) => mail.to === customer.email && /Someone is trying your/.test(mail.subject),
      );
    await expect.poll(() => warnings().length).toBe(2);
    expect(warnings()[1]?.text).toMatch(/sign-in-link\?token=/);
  });

  it('let the owner reset the password and sign in with the new one at once', async () => {
    const customer = await registerCustomer(ctx.app);
    await guesses(11, () => signIn(customer.email, 'not-the-password'));
    await post('/api/customers/password-reset', { email: customer.email });
    const mail = await ctx.smtp.waitFor(customer.email, /Reset your Natural State TCG password/);
    const reset = await post('/api/customers/password-reset/confirm', {
      token: linkToken(mail, 'reset-password'),
      password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(customer.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it("hold staff accounts and the owner too, but not at the store's own network", async () => {
    await insertEmployees(ctx.db);
    const owner = await guesses(30, () => staffSignIn({ password: 'wrong-password' }));
    expect(owner).toEqual(tenFailuresThenRefused);
    const manager = await guesses(30, () =>
      staffSignIn({ username: 'nlr-manager', password: 'wrong-password' }),
    );
    expect(manager).toEqual(tenFailuresThenRefused);
    expect((await staffSignIn({ password: OWNER_PASSWORD })).json()).toMatchObject({
      code: 'account_throttled',
    });

    const counter = await staffSignIn(
      { username: 'nlr-manager', password: STAFF_PASSWORD },
      STORE_ADDRESS,
    );
    expect(counter.statusCode).toBe(200);
    expect((await staffSignIn({ password: OWNER_PASSWORD }, STORE_ADDRESS)).statusCode).toBe(200);
  });
});

describe('a mailed sign-in link', () => {
  it('signs a customer in without the password, and an unknown address gets the same answer', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await post('/api/customers/sign-in-link', { email: customer.email })).statusCode).toBe(
      200,
    );
    const mail = await ctx.smtp.waitFor(customer.email, /Sign in to Natural State TCG/);
    const signedIn = await post('/api/customers/sign-in-link/confirm', {
      token: linkToken(mail, 'sign-in-link'),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().customer.isEmailVerified).toBe(true);

    const unknown = await post('/api/customers/sign-in-link', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    const forged = await post('/api/customers/sign-in-link/confirm', { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'invalid_token' });
  });
});
