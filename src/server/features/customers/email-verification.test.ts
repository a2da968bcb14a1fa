import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { linkToken, setUpMailTestApp } from '../../testing/mail-test-app.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';

const ctx = setUpMailTestApp({ adminPassword: OWNER_PASSWORD });
const SUBJECT = /Confirm your email address/;

const verify = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/customers/verify-email', payload: { token } });

const resend = (customer?: TestCustomer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/verify-email/resend',
    headers: customer?.auth ?? {},
  });

const isVerified = async (customer: TestCustomer) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/customers/profile', headers: customer.auth })
  ).json().isEmailVerified as boolean;

async function orderFor(customer: TestCustomer): Promise<string> {
  const [box] = await insertMerchandise(ctx.db, [{ name: 'Sleeves', priceCents: 999, stock: 5 }]);
  await addToServerCart(ctx.app, customer, 'merchandise', box?.id ?? 0);
  const { paymentIntentId } = await payCart(ctx.app, customer);
  return (await placeOrder(ctx.app, customer, paymentIntentId)).json().orderNumber;
}

async function adminOrderFlag(orderNumber: string): Promise<boolean | undefined> {
  const orders = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: await staffHeaders(ctx.app),
    })
  ).json() as { orderNumber: string; customerEmailVerified: boolean }[];
  return orders.find((order) => order.orderNumber === orderNumber)?.customerEmailVerified;
}

describe('email verification', () => {
  it('mails a link at sign-up that verifies the address, and staff see it on orders', async () => {
    const customer = await registerCustomer(ctx.app, { firstName: 'Robin' });
    const orderNumber = await orderFor(customer);
    expect(await isVerified(customer)).toBe(false);
    expect(await adminOrderFlag(orderNumber)).toBe(false);

    const mail = await ctx.smtp.waitFor(customer.email, SUBJECT);
    expect(mail.text).toContain('Hi Robin,');
    // The store footer of the default store, the customer having chosen none.
    expect(mail.text).toContain('North Little Rock');
    const done = await verify(linkToken(mail, 'verify-email'));
    expect(done.statusCode).toBe(200);
    expect(await isVerified(customer)).toBe(true);
    expect(await adminOrderFlag(orderNumber)).toBe(true);

    // A second click confirms what is done; a new mail is no longer offered.
    expect((await verify(linkToken(mail, 'verify-email'))).statusCode).toBe(200);
    const already = await resend(customer);
    expect(already.statusCode).toBe(409);
    expect(already.json().code).toBe('email_already_verified');
  });

  it('resends the link to a signed-in customer, a few times an hour', async () => {
    expect((await resend()).statusCode).toBe(401);
    const customer = await registerCustomer(ctx.app);
    for (let i = 0; i < 5; i++) expect((await resend(customer)).statusCode).toBe(200);
    const limited = await resend(customer);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    await expect
      .poll(() => ctx.smtp.inbox.filter((mail) => mail.to === customer.email).length)
      .toBe(6);
  });

  it('refuses a link after seven days, and one it never sent', async () => {
    const customer = await registerCustomer(ctx.app);
    const token = linkToken(await ctx.smtp.waitFor(customer.email, SUBJECT), 'verify-email');
    ctx.advanceClock(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('token_expired');
    expect((await verify('made-up')).json().code).toBe('invalid_token');
    // Read from the table: a week on, the customer's own session has lapsed too.
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.isEmailVerified).toBe(false);
  });
});
