import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerOrders, storeCreditEntries, testPaymentIntents } from '../../db/schema/index.ts';
import { addToServerCart, CARDS, createIntent, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const ids = { box: 0, pack: 0 };
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  const [box] = await insertMerchandise(ctx.db, [
    { name: 'Booster Box', priceCents: 3000, stock: 50 },
  ]);
  const [pack] = await insertMerchandise(ctx.db, [
    { name: 'Booster Pack', priceCents: 1000, stock: 50 },
  ]);
  Object.assign(ids, { box: box?.id, pack: pack?.id });
});

/** A customer with this much credit and the given item in their cart. */
async function shopper(credit: string, itemId = ids.box): Promise<TestCustomer> {
  const customer = await registerCustomer(ctx.app);
  const issued = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customer.id}/store-credit`,
    headers: owner,
    payload: { amount: credit, kind: 'issued', location: 'nlr', note: 'Trade-in' },
  });
  if (issued.statusCode !== 201) throw new Error(`issuing credit failed: ${issued.body}`);
  await addToServerCart(ctx.app, customer, 'merchandise', itemId);
  return customer;
}

const balanceOf = async (customer: TestCustomer) =>
  (await ctx.app.inject({ url: '/api/customers/store-credit', headers: customer.auth })).json()
    .balance;

async function payCard(clientSecret: string, card: string = CARDS.succeeds) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { clientSecret, cardNumber: card, expiry: '12 / 34', cvc: '123' },
  });
}

const payWithCredit = (customer: TestCustomer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/store-credit',
    headers: customer.auth,
    payload: { location: 'nlr' },
  });

describe('paying with store credit', () => {
  it('takes part in credit and the rest by card, the credit held until the order is placed', async () => {
    const customer = await shopper('12.50');
    const intent = await createIntent(ctx.app, customer, { storeCredit: '12.50' });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({
      total: '30.00',
      amount: '17.50',
      storeCreditApplied: '12.50',
    });
    expect(await balanceOf(customer)).toBe('0.00');
    const { clientSecret, paymentIntentId } = intent.json();
    const [charged] = await ctx.db
      .select({ amountCents: testPaymentIntents.amountCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    expect(charged?.amountCents).toBe(1750);

    await payCard(clientSecret);
    const order = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(order.statusCode).toBe(200);
    expect(order.json().order).toMatchObject({
      status: 'paid',
      totalAmount: '30.00',
      tenders: [
        { method: 'store_credit', amount: '12.50' },
        { method: 'card', amount: '17.50' },
      ],
      refunds: [],
    });
    expect(await balanceOf(customer)).toBe('0.00');
  });

  it('places the order at once when credit covers it all, with no card', async () => {
    const customer = await shopper('40.00');
    const response = await payWithCredit(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderNumber: expect.any(String),
      order: {
        status: 'paid',
        totalAmount: '30.00',
        paymentStatus: 'succeeded',
        tenders: [{ method: 'store_credit', amount: '30.00' }],
      },
    });
    expect(await balanceOf(customer)).toBe('10.00');
    const cart = await ctx.app.inject({ url: '/api/customers/cart', headers: customer.auth });
    expect(cart.json().items ?? cart.json()).toHaveLength(0);
  });

  it('refuses credit above the balance or the total, holding nothing', async () => {
    const customer = await shopper('20.00');
    for (const storeCredit of ['20.01', '30.01']) {
      const response = await createIntent(ctx.app, customer, { storeCredit });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('insufficient_credit');
    }
    const tooLittle = await payWithCredit(customer);
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json().code).toBe('insufficient_credit');
    expect(await balanceOf(customer)).toBe('20.00');
  });

  it('sends a card payment that credit covers whole to the credit-only path, placing nothing', async () => {
    const customer = await shopper('40.00');
    const response = await createIntent(ctx.app, customer, { storeCredit: '30.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'no_card_needed',
      error: 'Your store credit covers this order: place it without a card.',
    });
    expect(await balanceOf(customer)).toBe('40.00');
    const orders = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
    expect(orders.json()).toEqual([]);
    const cart = await ctx.app.inject({ url: '/api/customers/cart', headers: customer.auth });
    expect(cart.json()).toHaveLength(1);
  });

  it('reads a credit of zero as none, never as the whole balance', async () => {
    const customer = await shopper('20.00');
    const response = await createIntent(ctx.app, customer, { storeCredit: '0.00' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: '30.00', storeCreditApplied: '0.00' });
    expect(await balanceOf(customer)).toBe('20.00');
  });

  it('gives held credit back when the card payment failed and checkout starts again', async () => {
    const customer = await shopper('10.00');
    const first = (await createIntent(ctx.app, customer, { storeCredit: '10.00' })).json();
    expect(await balanceOf(customer)).toBe('0.00');
    expect((await payCard(first.clientSecret, CARDS.declined)).statusCode).toBe(402);
    const again = await createIntent(ctx.app, customer);
    expect(again.json()).toMatchObject({ amount: '30.00', storeCreditApplied: '0.00' });
    expect(await balanceOf(customer)).toBe('10.00');
  });

  it('checks the credit again when the card succeeds: credit spent elsewhere meanwhile refuses the order and refunds the card', async () => {
    const customer = await shopper('10.00');
    const first = (await createIntent(ctx.app, customer, { storeCredit: '10.00' })).json();
    // A second checkout (another tab) takes the credit while the first card form is open.
    const second = await createIntent(ctx.app, customer, { storeCredit: '10.00' });
    expect(second.statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe('0.00');

    await payCard(first.clientSecret);
    const refused = await placeOrder(ctx.app, customer, first.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('refunded');
    // Not stock that sold out: the web app says so by the code.
    expect(refused.json().code).toBe('insufficient_credit');
    // Asked again (the page reloaded, or the webhook made the order first), the same answer.
    const askedAgain = await placeOrder(ctx.app, customer, first.paymentIntentId);
    expect(askedAgain.statusCode).toBe(409);
    expect(askedAgain.json()).toEqual(refused.json());
    const [card] = await ctx.db
      .select({ refundedCents: testPaymentIntents.refundedCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, first.paymentIntentId));
    expect(card?.refundedCents).toBe(2000);
    expect(await balanceOf(customer)).toBe('0.00');
    expect(refused.json().error).toBe(
      'Sorry, the store credit held for this order was given back before your payment went through. Your payment of $20.00 has been refunded. Your $10.00 of store credit is back in your balance.',
    );

    // What the shop gave back on its own is not left to refund a second time.
    const [cancelled] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth })
    ).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: '30.00' });
    // And the order says where each tender's money went.
    const apology =
      'Sorry, the store credit held for this order was given back before your payment went through.';
    expect(cancelled.refunds).toEqual([
      { amount: '10.00', method: 'store_credit', reason: apology, createdAt: expect.any(String) },
      { amount: '20.00', method: 'card', reason: apology, createdAt: expect.any(String) },
    ]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.id}/refunds`,
      headers: owner,
      payload: { amount: '1.00', reason: 'Again', refundTo: 'store_credit' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('refund_exceeds_paid');
    expect(await balanceOf(customer)).toBe('0.00');
  });

  it('leaves a hold given back whole out of the history, where it nets to zero, and keeps every entry in the ledger', async () => {
    const customer = await shopper('20.00');
    // A checkout left at its card form, then started again: the first hold comes back.
    await createIntent(ctx.app, customer, { storeCredit: '10.00' });
    const paid = (await createIntent(ctx.app, customer, { storeCredit: '10.00' })).json();
    await payCard(paid.clientSecret);
    const { orderNumber } = (await placeOrder(ctx.app, customer, paid.paymentIntentId)).json();
    // A hold with staff's entry written before it came back: both stay, so each balance adds up.
    await addToServerCart(ctx.app, customer, 'merchandise', ids.box);
    await createIntent(ctx.app, customer, { storeCredit: '5.00' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/store-credit`,
      headers: owner,
      payload: { amount: '1.00', kind: 'issued', location: 'nlr', note: 'Goodwill' },
    });
    await createIntent(ctx.app, customer);

    const history = (
      await ctx.app.inject({ url: '/api/customers/store-credit', headers: customer.auth })
    ).json();
    expect(history.balance).toBe('11.00');
    expect(
      history.entries.map(({ amount, kind, description }: Record<string, string>) => ({
        amount,
        kind,
        description,
      })),
    ).toEqual([
      { amount: '5.00', kind: 'released', description: 'Returned from an unfinished checkout' },
      { amount: '1.00', kind: 'issued', description: 'Goodwill' },
      { amount: '-5.00', kind: 'spent', description: 'Spent at checkout: payment not finished' },
      { amount: '-10.00', kind: 'spent', description: `Spent at checkout: order ${orderNumber}` },
      { amount: '20.00', kind: 'issued', description: 'Trade-in' },
    ]);
    // Each balance is the one before it plus the entry.
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    history.entries.forEach((entry: Record<string, string>, index: number) => {
      const before = history.entries[index + 1]?.balanceAfter ?? '0.00';
      expect(cents(before) + cents(entry.amount as string)).toBe(
        cents(entry.balanceAfter as string),
      );
    });
    const staffView = await ctx.app.inject({
      url: `/api/admin/customers/${customer.id}/store-credit`,
      headers: owner,
    });
    expect(staffView.json().entries).toEqual(history.entries);
    const [stored] = await ctx.db
      .select({ n: count() })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.customerId, customer.id));
    expect(stored?.n).toBe(7);
  });

  it('lets 20 credit checkouts racing for the same $10 place one order', async () => {
    const customer = await shopper('10.00', ids.pack);
    const answers = await Promise.all(Array.from({ length: 20 }, () => payWithCredit(customer)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect([400, 409]).toContain(answer.statusCode);
    }
    const [placed] = await ctx.db
      .select({ n: count() })
      .from(customerOrders)
      .where(eq(customerOrders.customerId, customer.id));
    expect(placed?.n).toBe(1);
    expect(await balanceOf(customer)).toBe('0.00');
  });

  it('buys a cart once when Place order on credit arrives three times at once, with credit for more', async () => {
    const customer = await shopper('100.00');
    const answers = await Promise.all(Array.from({ length: 3 }, () => payWithCredit(customer)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect([400, 409]).toContain(answer.statusCode);
      expect(answer.json().code).toBe('cart_empty');
    }
    const [placed] = await ctx.db
      .select({ n: count() })
      .from(customerOrders)
      .where(eq(customerOrders.customerId, customer.id));
    expect(placed?.n).toBe(1);
    expect(await balanceOf(customer)).toBe('70.00');
  });

  it('gives each tender back its part when staff cancel an order paid by credit and card', async () => {
    const customer = await shopper('10.00');
    const intent = (await createIntent(ctx.app, customer, { storeCredit: '10.00' })).json();
    await payCard(intent.clientSecret);
    const placed = (await placeOrder(ctx.app, customer, intent.paymentIntentId)).json();

    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.order.id}`,
      headers: owner,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe('10.00');
    const [card] = await ctx.db
      .select({ refundedCents: testPaymentIntents.refundedCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(card?.refundedCents).toBe(2000);
    const orders = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
    expect(orders.json()[0]).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: '30.00',
      refunds: [
        { amount: '10.00', method: 'store_credit', reason: 'Order cancelled' },
        { amount: '20.00', method: 'card', reason: 'Order cancelled' },
      ],
    });
  });
});
