import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { clientAddress, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { linkToken, setUpMailTestApp } from '../../testing/mail-test-app.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';

// Sign-ups from one address are limited to one an hour here, so a counter adding customers
// all day from the store's one address would hit it if the limit applied.
const ctx = setUpMailTestApp({
  adminPassword: OWNER_PASSWORD,
  limits: { signUpsPerAddress: 1 },
});
let owner: Record<string, string>;
let nlrManager: Record<string, string>;
let bentonStaff: Record<string, string>;
let known: TestCustomer;

beforeAll(async () => {
  ({ owner, nlrManager, bentonStaff } = await signInStaffTeam(ctx));
  known = await registerCustomer(ctx.app, { firstName: 'Rosa', lastName: 'Diaz' });
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/customers/profile',
    headers: known.auth,
    payload: { phone: '(501) 555-0142' },
  });
});

const STORE_ADDRESS = '203.0.113.50';

const addCustomer = (payload: Record<string, unknown>, headers = nlrManager) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/customers',
    headers,
    payload,
    remoteAddress: STORE_ADDRESS,
  });

const customerCount = async () =>
  (await ctx.db.select({ id: customers.id }).from(customers)).length;

describe('New customer at the counter', () => {
  it('adds a customer by name and e-mail, who is invited by mail to choose a password', async () => {
    const response = await addCustomer({
      location: 'nlr',
      name: 'Mary Ann Smith',
      email: 'mary.ann@example.com',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Mary Ann',
      lastName: 'Smith',
      email: 'mary.ann@example.com',
      phone: null,
    });

    const mail = await ctx.smtp.waitFor(
      'mary.ann@example.com',
      /Your Natural State TCG account is ready/,
    );
    expect(mail.text).toContain('7 days');
    const token = linkToken(mail, 'reset-password');
    // Nobody knows a password for the account until the link sets one.
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/password-reset/confirm',
      payload: { token, password: 'my own new passphrase' },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: 'mary.ann@example.com', password: 'my own new passphrase' },
      remoteAddress: clientAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().customer).toMatchObject({ firstName: 'Mary Ann', isEmailVerified: true });
  });

  it('adds a customer by phone alone, with no mail, found afterwards by the phone', async () => {
    const response = await addCustomer(
      { location: 'benton', name: 'Cher', phone: '501.555.0199', email: '' },
      bentonStaff,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Cher',
      lastName: null,
      email: null,
      phone: '501.555.0199',
    });
    const found = await ctx.app.inject({
      url: '/api/admin/customers?q=5015550199',
      headers: owner,
    });
    expect(found.json().items.map((row: { id: number }) => row.id)).toEqual([response.json().id]);
  });

  it('is not held by the public sign-up limit from one address', async () => {
    for (const phone of ['501-555-0201', '501-555-0202', '501-555-0203']) {
      expect((await addCustomer({ location: 'nlr', name: 'Ada', phone })).statusCode).toBe(201);
    }
  });

  it('refuses an e-mail or a phone another customer has with 409, naming that customer', async () => {
    const before = await customerCount();
    const byEmail = await addCustomer({
      location: 'nlr',
      name: 'Someone Else',
      email: known.email.toUpperCase(),
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'customer_exists', customerId: known.id });
    const byPhone = await addCustomer({
      location: 'nlr',
      name: 'Someone Else',
      phone: '5015550142',
    });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({ code: 'customer_exists', customerId: known.id });
    // Written with the country code, it is still the same number.
    const withCountryCode = await addCustomer({
      location: 'nlr',
      name: 'Someone Else',
      phone: '+1 501 555 0142',
    });
    expect(withCountryCode.json()).toMatchObject({ code: 'customer_exists', customerId: known.id });
    // And one kept with it is found by the ten digits alone.
    const kept = await addCustomer({ location: 'nlr', name: 'Cal', phone: '+1 (501) 555-0177' });
    expect(kept.statusCode).toBe(201);
    const tenDigits = await addCustomer({ location: 'nlr', name: 'Cal Two', phone: '5015550177' });
    expect(tenDigits.json()).toMatchObject({ code: 'customer_exists', customerId: kept.json().id });
    expect(await customerCount()).toBe(before + 1);
  });

  it('refuses a customer with neither e-mail nor phone, or a bad one, at the field', async () => {
    const before = await customerCount();
    const neither = await addCustomer({ location: 'nlr', name: 'No Contact' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fields).toEqual({ email: 'Give an e-mail or a phone number' });
    const badEmail = await addCustomer({
      location: 'nlr',
      name: 'Bad Mail',
      email: 'not-an-email',
    });
    expect(badEmail.json().fields).toHaveProperty('email');
    const badPhone = await addCustomer({ location: 'nlr', name: 'Bad Phone', phone: 'call me' });
    expect(badPhone.json().fields).toHaveProperty('phone');
    const noName = await addCustomer({ location: 'nlr', name: ' ', phone: '501-555-0300' });
    expect(noName.json().fields).toHaveProperty('name');
    expect(await customerCount()).toBe(before);
  });

  it('is for staff at their own store, and audited', async () => {
    const elsewhere = await addCustomer(
      { location: 'nlr', name: 'Wrong Store', phone: '501-555-0400' },
      bentonStaff,
    );
    expect(elsewhere.statusCode).toBe(403);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/customers',
      payload: { location: 'nlr', name: 'Nobody', phone: '501-555-0401' },
    });
    expect(signedOut.statusCode).toBe(401);

    const added = await addCustomer({ location: 'nlr', name: 'Audit Me', phone: '501-555-0402' });
    const activity = await ctx.app.inject({ url: '/api/admin/audit', headers: owner });
    expect(activity.json()[0]).toMatchObject({
      actor: 'nlr-manager',
      entity: 'customer',
      entityId: String(added.json().id),
      action: 'create',
      location: 'nlr',
    });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, added.json().id));
    expect(row?.preferredLocation).toBe('nlr');
  });
});
