import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, testPaymentIntents } from '../../db/schema/index.ts';
import { addToServerCart, createIntent, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { balanceOf, issueCredit } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const ids = { bolt: 0 };
let owner: Record<string, string>;

beforeAll(async () => {
  const [bolt] = await insertCards(ctx.db, [
    { name: 'Lightning Bolt', priceCents: 199, stock: 50 },
  ]);
  ids.bolt = bolt?.id ?? 0;
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  await setStoreTax(ctx.db, 'nlr', 9500);
});

describe('sales tax at checkout', () => {
  it("shows the store's tax and charges the card the total with it; the order records it", async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt, 2);
    const setUp = await createIntent(ctx.app, customer);
    expect(setUp.statusCode).toBe(200);
    // $3.98 at 9.5% is 37.81 cents: 38.
    expect(setUp.json()).toMatchObject({
      subtotal: '3.98',
      discount: '0.00',
      tax: '0.38',
      taxRate: '9.5',
      taxLabel: 'Sales tax (9.5%)',
      total: '4.36',
      amount: '4.36',
    });
    const [intent] = await ctx.db
      .select({ amountCents: testPaymentIntents.amountCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, setUp.json().paymentIntentId));
    expect(intent?.amountCents).toBe(436);

    const { paymentIntentId } = await payCart(ctx.app, customer);
    const placed = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(placed.json().order).toMatchObject({
      subtotal: '3.98',
      taxAmount: '0.38',
      taxLabel: 'Sales tax (9.5%)',
      totalAmount: '4.36',
    });
    const mine = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
    expect(mine.json()[0]).toMatchObject({ taxAmount: '0.38', totalAmount: '4.36' });
    const [mail] = await ctx.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.toAddress, customer.email), eq(outbox.kind, 'order_placed')));
    expect(mail?.text).toContain('Sales tax (9.5%): $0.38');
    expect(mail?.text).toContain('Total: $4.36');
    const staffView = await ctx.app.inject({
      url: '/api/admin/orders?location=nlr',
      headers: owner,
    });
    const number = placed.json().orderNumber;
    expect(
      staffView.json().find((order: { orderNumber: string }) => order.orderNumber === number),
    ).toMatchObject({ taxAmount: '0.38', totalAmount: '4.36' });
  });

  it('lets store credit pay the total with tax', async () => {
    const customer = await registerCustomer(ctx.app);
    await issueCredit(ctx.app, owner, customer, '10.00');
    await addToServerCart(ctx.app, customer, 'card', ids.bolt, 2);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/store-credit',
      headers: customer.auth,
      payload: { location: 'nlr' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ taxAmount: '0.38', totalAmount: '4.36' });
    expect(await balanceOf(ctx.app, customer)).toBe('5.64');
  });
});
