import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, outbox, storeCreditEntries } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import {
  insertEmployees,
  OWNER_PASSWORD,
  STAFF_PASSWORD,
  staffHeaders,
} from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Headers = Record<string, string>;
const as: Record<
  'owner' | 'nlrManager' | 'nlrStaff' | 'bentonManager' | 'bentonStaff' | 'customer',
  Headers
> = {
  owner: {},
  nlrManager: {},
  nlrStaff: {},
  bentonManager: {},
  bentonStaff: {},
  customer: {},
};
const anonymous: Headers = {};
let casey: TestCustomer;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  await ctx.db.insert(employees).values([
    { username: 'nlr-staff', passwordHash, location: 'nlr', role: 'staff', firstName: 'Ned' },
    { username: 'benton-manager', passwordHash, location: 'benton', role: 'manager' },
  ]);
  as.owner = await staffHeaders(ctx.app);
  as.nlrManager = await staffHeaders(ctx.app, 'nlr-manager');
  as.nlrStaff = await staffHeaders(ctx.app, 'nlr-staff');
  as.bentonManager = await staffHeaders(ctx.app, 'benton-manager');
  as.bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
  casey = await registerCustomer(ctx.app, { firstName: 'Casey' });
  as.customer = casey.auth;
});

const write = (headers: Headers, payload: Record<string, unknown>, customerId = casey.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/store-credit`,
    headers,
    payload: { kind: 'issued', note: 'Damaged booster box', location: 'nlr', ...payload },
  });

const balanceOf = async (customerId = casey.id) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${customerId}/store-credit`,
      headers: as.owner,
    })
  ).json().balance;

const entryCount = async () => (await ctx.db.select().from(storeCreditEntries)).length;

describe('issuing and adjusting a customer’s store credit', () => {
  it('lets the owner issue credit, mails the customer with the note, and records it in Activity', async () => {
    const before = await balanceOf();
    const response = await write(as.owner, { amount: '75.00' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      balance: '75.00',
      entry: { amount: '75.00', kind: 'issued', location: 'nlr', balanceAfter: '75.00' },
    });
    expect(before).toBe('0.00');
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, casey.email), eq(outbox.kind, 'store_credit_issued')));
    expect(mail?.subject).toBe("You've received $75.00 in store credit");
    expect(mail?.text).toContain('Damaged booster box');
    const activity = await ctx.app.inject({ url: '/api/admin/audit', headers: as.owner });
    expect(activity.json()[0]).toMatchObject({
      actor: 'Owner',
      entity: 'store_credit',
      location: 'nlr',
      after: { amount: '75.00', note: 'Damaged booster box', balanceAfter: '75.00' },
    });
  });

  it('lets plain staff issue up to their store’s limit, and no more', async () => {
    expect((await write(as.nlrStaff, { amount: '50.00' })).statusCode).toBe(201);
    const before = await entryCount();
    const over = await write(as.nlrStaff, { amount: '50.01' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'forbidden',
      error: expect.stringMatching(/\$50\.00/),
    });
    expect((await write(as.nlrStaff, { amount: '-1.00', kind: 'adjustment' })).statusCode).toBe(
      403,
    );
    expect(await entryCount()).toBe(before);
  });

  it('lets managers issue more and take credit away, but never below the balance', async () => {
    expect((await write(as.nlrManager, { amount: '200.00', kind: 'prize' })).statusCode).toBe(201);
    const down = await write(as.nlrManager, { amount: '-4.00', kind: 'adjustment' });
    expect(down.statusCode).toBe(201);
    expect(down.json().entry).toMatchObject({ amount: '-4.00', kind: 'adjustment' });
    const balance = await balanceOf();
    const before = await entryCount();
    const tooMuch = await write(as.nlrManager, { amount: '-1000.00', kind: 'adjustment' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('insufficient_credit');
    expect([await balanceOf(), await entryCount()]).toEqual([balance, before]);
  });

  it('lets single-store staff act only at their own store', async () => {
    expect((await write(as.bentonStaff, { amount: '5.00' })).statusCode).toBe(403);
    expect((await write(as.bentonManager, { amount: '5.00' })).statusCode).toBe(403);
    expect((await write(as.nlrStaff, { amount: '5.00', location: 'benton' })).statusCode).toBe(403);
    expect((await write(as.bentonStaff, { amount: '5.00', location: 'benton' })).statusCode).toBe(
      201,
    );
    const adjusted = await write(as.bentonManager, {
      amount: '-5.00',
      kind: 'adjustment',
      location: 'benton',
    });
    expect(adjusted.statusCode).toBe(201);
  });

  it('is refused to customers and to anyone not signed in', async () => {
    expect((await write(as.customer, { amount: '5.00' })).statusCode).toBe(403);
    expect((await write(anonymous, { amount: '5.00' })).statusCode).toBe(401);
  });

  it('refuses bad amounts, kinds and notes with the field named, and writes nothing', async () => {
    const before = await entryCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '1.005' }, 'amount'],
      [{ amount: '0.00' }, 'amount'],
      [{ amount: '-3.00' }, 'amount'],
      [{ amount: 'ten' }, 'amount'],
      [{ amount: '5.00', note: '  ' }, 'note'],
      // Marks that would show the note's words backwards, or hide some.
      [{ amount: '5.00', note: 'Prize \u202Eroirrab' }, 'note'],
      [{ amount: '5.00', note: 'Pri\u200Bze' }, 'note'],
      [{ amount: '5.00', kind: 'spent' }, 'kind'],
      [{ amount: '5.00', location: 'mars' }, 'location'],
    ];
    for (const [payload, field] of cases) {
      const response = await write(as.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    expect(await entryCount()).toBe(before);
  });

  it('holds an account to $9,999,999.99, refusing what would pass it and writing nothing', async () => {
    const rich = await registerCustomer(ctx.app, { firstName: 'Rich' });
    expect((await write(as.owner, { amount: '9999999.00' }, rich.id)).statusCode).toBe(201);
    const before = await entryCount();
    const over = await write(as.owner, { amount: '1.00' }, rich.id);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'balance_limit',
      error: expect.stringContaining('$9,999,999.99'),
    });
    expect([await balanceOf(rich.id), await entryCount()]).toEqual(['9999999.00', before]);
    expect((await write(as.owner, { amount: '0.99' }, rich.id)).statusCode).toBe(201);
    expect(await balanceOf(rich.id)).toBe('9999999.99');
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await write(as.owner, { amount: '5.00' }, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('customer_not_found');
    const history = await ctx.app.inject({
      url: '/api/admin/customers/999999/store-credit',
      headers: as.owner,
    });
    expect(history.statusCode).toBe(404);
  });
});

describe('the owner’s staff issue limit', () => {
  const settings = (headers: Headers, location = 'nlr') =>
    ctx.app.inject({ url: `/api/admin/store-credit/settings?location=${location}`, headers });
  const change = (headers: Headers, staffIssueLimit: unknown, location = 'nlr') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/store-credit/settings?location=${location}`,
      headers,
      payload: { staffIssueLimit },
    });

  it('is $50 until the owner sets it, per store, and then holds staff to it', async () => {
    expect((await settings(as.owner)).json()).toEqual({
      location: 'nlr',
      staffIssueLimit: '50.00',
    });
    const changed = await change(as.owner, '100.00');
    expect(changed.json()).toEqual({ location: 'nlr', staffIssueLimit: '100.00' });
    expect((await settings(as.owner, 'benton')).json().staffIssueLimit).toBe('50.00');
    expect((await write(as.nlrStaff, { amount: '80.00' })).statusCode).toBe(201);
    expect((await write(as.nlrStaff, { amount: '100.01' })).statusCode).toBe(403);
    const activity = await ctx.app.inject({ url: '/api/admin/audit', headers: as.owner });
    expect(activity.json()).toContainEqual(
      expect.objectContaining({
        entity: 'store_credit_settings',
        before: { staffIssueLimit: '50.00' },
        after: { staffIssueLimit: '100.00' },
      }),
    );
  });

  it('is the owner’s alone to read and set', async () => {
    for (const headers of [as.nlrManager, as.nlrStaff, as.bentonManager, as.customer]) {
      expect((await settings(headers)).statusCode).toBe(403);
      expect((await change(headers, '10.00')).statusCode).toBe(403);
    }
    expect((await settings(anonymous)).statusCode).toBe(401);
    expect((await change(anonymous, '10.00')).statusCode).toBe(401);
    expect((await settings(as.owner)).json().staffIssueLimit).toBe('100.00');
  });

  it('refuses a limit that is not an amount', async () => {
    for (const bad of ['1.005', '-5.00', 'lots']) {
      const response = await change(as.owner, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('staffIssueLimit');
    }
  });
});
