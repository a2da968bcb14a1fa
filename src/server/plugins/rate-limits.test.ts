import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, registerCustomer } from '../testing/customers.ts';
import { insertEmployees, OWNER_PASSWORD, STAFF_PASSWORD } from '../testing/staff.ts';
import { setUpTestApp } from '../testing/test-app.ts';

// A window far longer than the test: two dozen refused sign-ins each hash a password, which on a
// busy 2-core machine has taken longer than the shop's own one-minute window.
const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, limits: { addressWindowMs: 600_000 } });
const proxied = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  trustProxy: 1,
  limits: { addressAttempts: 1000 },
});
// Three seconds: four wrong sign-ins (each a password hash) must fall in one window even on a
// busy machine, where one second let the fourth slip into the next.
const shortWindow = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  limits: { addressAttempts: 3, addressWindowMs: 3000 },
});
const shopWide = setUpTestApp({ limits: { signUps: 3 } });
const takenEmails = setUpTestApp({ limits: { signUps: 3 } });
const STORE_WIFI = '192.0.2.1';
const storeNetworks = new BlockList();
storeNetworks.addSubnet('192.0.2.0', 24, 'ipv4');
const prerelease = setUpTestApp({ storeNetworks });

type Inject = typeof ctx.app.inject;
const signIn = (inject: Inject, email: string, remoteAddress: string) =>
  inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email, password: 'not-the-password' },
    remoteAddress,
  });
const signUp = (
  inject: Inject,
  remoteAddress: string,
  email = `new-${Math.random()}@example.com`,
) =>
  inject({
    method: 'POST',
    url: '/api/customers/register',
    payload: {
      email,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Guest',
    },
    remoteAddress,
  });
const staffSignIn = (
  inject: Inject,
  body: object,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => inject({ method: 'POST', url: '/api/admin/login', payload: body, ...options });

async function statuses(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt(i)).statusCode);
  return codes;
}

// Every refused sign-in still hashes a password (so an unknown e-mail answers as slowly as a
// known one): two dozen of them beside another test file on a 2-core machine take a while.
describe('limits per client address', { timeout: 180_000 }, () => {
  it('stop one client trying e-mail after e-mail, with Retry-After, whoever else signs in', async () => {
    const inject = ctx.app.inject.bind(ctx.app);
    const attacker = clientAddress();
    const codes = await statuses(25, (i) => signIn(inject, `victim-${i}@example.com`, attacker));
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes.slice(20).every((code) => code === 429)).toBe(true);
    const refused = await signIn(inject, 'one-more@example.com', attacker);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const customer = await registerCustomer(ctx.app);
    const someoneElse = await inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: customer.email, password: customer.password },
      remoteAddress: clientAddress(),
    });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('let one client open a few accounts, not sixty', async () => {
    const inject = ctx.app.inject.bind(ctx.app);
    const client = clientAddress();
    const codes = await statuses(8, () => signUp(inject, client));
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('cap the accounts the whole shop opens, however many clients ask', async () => {
    const inject = shopWide.app.inject.bind(shopWide.app);
    const codes = await statuses(5, () => signUp(inject, clientAddress()));
    expect(codes).toEqual([201, 201, 201, 429, 429]);
  });

  it('spend the shop-wide ceiling only on accounts actually opened, not on taken e-mails', async () => {
    const inject = takenEmails.app.inject.bind(takenEmails.app);
    const taken = await registerCustomer(takenEmails.app);
    // Attempts on a taken e-mail from many addresses, far more than the ceiling of 3...
    const refused = await statuses(12, () => signUp(inject, clientAddress(), taken.email));
    expect(refused.every((code) => code === 409)).toBe(true);
    // ...leave it as it was: the sign-up above and two more open, then it is spent.
    const codes = await statuses(3, () => signUp(inject, clientAddress()));
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe("sign-ups from a store's own network (STORE_NETWORKS)", () => {
  it('count only against the shop-wide ceiling: a prerelease of 30 players signs up', async () => {
    const inject = prerelease.app.inject.bind(prerelease.app);
    const players = await statuses(30, () => signUp(inject, STORE_WIFI));
    expect(players.every((code) => code === 201)).toBe(true);

    // Another address still opens five an hour, and is refused the sixth.
    const elsewhere = clientAddress();
    const codes = await statuses(6, () => signUp(inject, elsewhere));
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('spend the five an hour of an address only on accounts opened, not on refused tries', async () => {
    const inject = prerelease.app.inject.bind(prerelease.app);
    const address = clientAddress();
    const taken = await signUp(inject, address);
    const email = (taken.json() as { customer: { email: string } }).customer.email;
    const refused = await statuses(3, () => signUp(inject, address, email));
    expect(refused).toEqual([409, 409, 409]);
    const codes = await statuses(5, () => signUp(inject, address));
    expect(codes).toEqual([201, 201, 201, 201, 429]);
  });

  it('leave a mistyped gift card code to each player’s own limit, not the Wi-Fi’s', async () => {
    const inject = prerelease.app.inject.bind(prerelease.app);
    const redeem = (token: string, code: string) =>
      inject({
        method: 'POST',
        url: '/api/customers/store-credit/redeem',
        headers: { authorization: `Bearer ${token}` },
        payload: { code },
        remoteAddress: STORE_WIFI,
      });
    const tokens = await Promise.all(
      Array.from({ length: 25 }, async () => (await signUp(inject, STORE_WIFI)).json().token),
    );
    // Twenty-five players each mistype once: more than an address's twenty an hour.
    const mistyped = await statuses(tokens.length, (i) => redeem(tokens[i], 'ACDE-FGHJ-KMNP-QRTV'));
    expect(mistyped.every((code) => code === 400)).toBe(true);
    // One player guessing still meets their account's five.
    const guesses = await statuses(5, () => redeem(tokens[0], 'ACDE-FGHJ-KMNP-QRT0'));
    expect(guesses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('staff sign-in limits', () => {
  it('count each username apart, so guessing at the owner does not lock out an employee', async () => {
    await insertEmployees(ctx.db);
    const inject = ctx.app.inject.bind(ctx.app);
    const counter = clientAddress();
    const owner = await statuses(11, () =>
      staffSignIn(inject, { password: 'wrong-password' }, { remoteAddress: counter }),
    );
    expect(owner.at(-1)).toBe(429);
    // A blank username is the owner too: it is no second account to guess on.
    const blank = await staffSignIn(
      inject,
      { username: '  ', password: 'wrong-password' },
      { remoteAddress: counter },
    );
    expect(blank.statusCode).toBe(429);
    const employee = await staffSignIn(
      inject,
      { username: 'nlr-manager', password: STAFF_PASSWORD },
      { remoteAddress: counter },
    );
    expect(employee.statusCode).toBe(200);
  });

  it('never hold up sign-ins that succeed, however many, while failures still count', async () => {
    const inject = shortWindow.app.inject.bind(shortWindow.app);
    const desk = clientAddress();
    const owner = await statuses(12, () =>
      staffSignIn(inject, { password: OWNER_PASSWORD }, { remoteAddress: desk }),
    );
    expect(owner.every((code) => code === 200)).toBe(true);
    const wrong = await statuses(4, () =>
      staffSignIn(inject, { password: 'wrong-password' }, { remoteAddress: desk }),
    );
    expect(wrong).toEqual([401, 401, 401, 429]);
  });

  it('hold a busy address up for a short window only', async () => {
    const inject = shortWindow.app.inject.bind(shortWindow.app);
    const counter = clientAddress();
    const codes = await statuses(4, (i) =>
      staffSignIn(
        inject,
        { username: `guess-${i}`, password: 'wrong-password' },
        { remoteAddress: counter },
      ),
    );
    expect(codes).toEqual([401, 401, 401, 429]);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const owner = await staffSignIn(
      inject,
      { password: OWNER_PASSWORD },
      { remoteAddress: counter },
    );
    expect(owner.statusCode).toBe(200);
  });
});

describe('behind the trusted proxy', () => {
  it('counts the address the nearest proxy saw, whatever a client writes before it', async () => {
    const inject = proxied.app.inject.bind(proxied.app);
    const client = clientAddress();
    const codes = await statuses(15, (i) =>
      staffSignIn(
        inject,
        { password: 'wrong-password' },
        // The proxy appends the address it saw; the left-most entry is the client's to forge.
        { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `203.0.113.${i}, ${client}` } },
      ),
    );
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes.slice(10).every((code) => code === 429)).toBe(true);
  });
});
