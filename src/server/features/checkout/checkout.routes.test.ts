import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { cards, customerOrders, merchandise, testPaymentIntents } from '../../db/schema/index.ts';
import {
  addToServerCart,
  CARDS,
  createIntent,
  payCart,
  placeOrder,
} from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { setUpTestApp, testUploadsDir } from '../../testing/test-app.ts';

const ctx = setUpTestApp();
const ids = { bolt: 0, box: 0 };

beforeAll(async () => {
  const [bolt] = await insertCards(ctx.db, [
    { name: 'Lightning Bolt', priceCents: 199, stock: 10 },
  ]);
  const [box] = await insertMerchandise(ctx.db, [
    { name: 'Booster Box', priceCents: 14_999, stock: 3 },
  ]);
  Object.assign(ids, { bolt: bolt?.id, box: box?.id });
});

const stockOf = async (id: number) =>
  (await ctx.db.select().from(cards).where(eq(cards.id, id)))[0]?.stock;
const ordersFor = async (intentId: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(customerOrders)
      .where(eq(customerOrders.paymentIntentId, intentId))
  )[0]?.n;

describe('POST /api/create-payment-intent', () => {
  it('prices the server cart from the catalog, ignoring any amount or price sent', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt, 2);
    const response = await createIntent(ctx.app, customer, {
      amount: 0.01,
      items: [{ itemType: 'card', itemId: String(ids.bolt), price: '0.01', quantity: 2 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      provider: 'test',
      location: 'nlr',
      subtotal: '3.98',
      discount: '0.00',
      total: '3.98',
      items: [{ itemName: 'Lightning Bolt', quantity: 2, unitPrice: '1.99', totalPrice: '3.98' }],
    });
    expect(body.clientSecret).toContain('_secret_');
    const [intent] = await ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, body.paymentIntentId));
    expect(intent?.amountCents).toBe(398);
  });

  it('charges a card repriced since it went in the cart at its new price, flagging the line', async () => {
    const [repriced] = await insertCards(ctx.db, [
      { name: 'Repriced Card', priceCents: 400, stock: 5 },
    ]);
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', repriced?.id ?? 0, 2);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt, 1);
    await ctx.db
      .update(cards)
      .set({ priceCents: 325 })
      .where(eq(cards.id, repriced?.id ?? 0));

    const response = await createIntent(ctx.app, customer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      total: '8.49',
      items: [
        {
          itemName: 'Repriced Card',
          unitPrice: '3.25',
          totalPrice: '6.50',
          previousUnitPrice: '4.00',
        },
        { itemName: 'Lightning Bolt', unitPrice: '1.99', previousUnitPrice: null },
      ],
    });
    const [intent] = await ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, body.paymentIntentId));
    expect(intent?.amountCents).toBe(849);
  });

  it('needs a signed-in customer and a cart with something in it', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await registerCustomer(ctx.app);
    const empty = await createIntent(ctx.app, customer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Your cart is empty.');
  });

  it('refuses an order beyond the largest amount the shop records, setting up no payment', async () => {
    const [vault] = await insertCards(ctx.db, [
      { name: 'Vault Piece', priceCents: 999_999_999, stock: 3 },
    ]);
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', vault?.id ?? 0, 3);
    const intents = await ctx.db.select({ n: count() }).from(testPaymentIntents);
    const response = await createIntent(ctx.app, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'order_too_large',
      error: 'An order comes to at most $9,999,999.99: take some items out of your cart.',
    });
    expect(await ctx.db.select({ n: count() }).from(testPaymentIntents)).toEqual(intents);
  });
});

describe('payment set-up rate limit', () => {
  it('answers 429 with Retry-After when one customer sets up too many payments', async () => {
    const app = await buildApp({
      db: ctx.db,
      uploadsDir: testUploadsDir(),
      limits: { signInAttempts: 10, paymentIntents: 2, windowMs: 60_000 },
    });
    try {
      const customer = await registerCustomer(app);
      await addToServerCart(app, customer, 'card', ids.bolt);
      expect((await createIntent(app, customer)).statusCode).toBe(200);
      expect((await createIntent(app, customer)).statusCode).toBe(200);
      const limited = await createIntent(app, customer);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe('paying and placing the order', () => {
  it('turns a succeeded payment into one order at the prices charged, taking stock and emptying the cart', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt, 3);
    const before = await stockOf(ids.bolt);
    const { paymentIntentId, clientSecret, confirmation } = await payCart(ctx.app, customer);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json().redirectUrl).toBe(
      `/order-confirmation?payment_intent=${paymentIntentId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    );

    const placed = await placeOrder(ctx.app, customer, paymentIntentId, {
      totalAmount: '0.01',
      items: [],
    });
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    expect(body.orderNumber).toMatch(/^NLR-[A-Z2-9]{6}$/);
    expect(body.pickupCode).toMatch(/^[A-Z2-9]{4}$/);
    expect(body.order).toMatchObject({
      status: 'paid',
      paymentStatus: 'succeeded',
      totalAmount: '5.97',
      location: 'nlr',
      items: [
        { productName: 'Lightning Bolt', quantity: 3, unitPrice: '1.99', totalPrice: '5.97' },
      ],
    });
    expect(await stockOf(ids.bolt)).toBe((before ?? 0) - 3);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/cart',
      headers: customer.auth,
    });
    expect(cart.json()).toEqual([]);

    const again = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(again.json().orderNumber).toBe(body.orderNumber);
    expect(await ordersFor(paymentIntentId)).toBe(1);
    expect(await stockOf(ids.bolt)).toBe((before ?? 0) - 3);

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: customer.auth,
    });
    expect(history.json().map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      body.orderNumber,
    ]);
  });

  it('places the order even when the browser never comes back after paying', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'merchandise', ids.box);
    const { paymentIntentId } = await payCart(ctx.app, customer);
    expect(await ordersFor(paymentIntentId)).toBe(1);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: customer.auth,
    });
    expect(history.json()[0]).toMatchObject({ status: 'paid', totalAmount: '149.99' });
  });

  it('refuses a declined card: no order, stock untouched, the cart kept', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt);
    const before = await stockOf(ids.bolt);
    const { paymentIntentId, confirmation } = await payCart(ctx.app, customer, CARDS.declined);
    expect(confirmation.statusCode).toBe(402);
    expect(confirmation.json()).toEqual({
      error: 'Your card was declined.',
      code: 'payment_declined',
      fields: { cardNumber: 'Your card was declined.' },
    });
    const placed = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({
      error: 'This payment has not gone through.',
      code: 'payment_pending',
    });
    expect(await ordersFor(paymentIntentId)).toBe(0);
    expect(await stockOf(ids.bolt)).toBe(before);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/cart',
      headers: customer.auth,
    });
    expect(cart.json()).toHaveLength(1);

    const broke = await payCart(ctx.app, customer, CARDS.insufficientFunds);
    expect(broke.confirmation.json()).toEqual({
      error: 'Your card has insufficient funds.',
      code: 'payment_declined',
      fields: { cardNumber: 'Your card has insufficient funds.' },
    });

    // A date in the past is the expiry's refusal, not the number's.
    const { clientSecret } = await payCart(ctx.app, customer, CARDS.declined);
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret, cardNumber: CARDS.succeeds, expiry: '01 / 20', cvc: '123' },
    });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().fields).toEqual({
      expiry: "Your card's expiration year is in the past.",
    });
  });

  it("refuses a payment that is not the caller's, unknown, or confirmed with the wrong secret", async () => {
    const owner = await registerCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, owner, 'card', ids.bolt);
    const { paymentIntentId, clientSecret } = await payCart(ctx.app, owner);
    expect((await placeOrder(ctx.app, other, paymentIntentId)).statusCode).toBe(404);
    expect((await placeOrder(ctx.app, owner, 'pi_test_unknown')).statusCode).toBe(404);
    const wrongSecret = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: `${clientSecret.slice(0, -2)}00`,
        cardNumber: CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(wrongSecret.statusCode).toBe(404);
  });

  it('takes the expiry as a phone keypad types it, with no slash', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt, 1);
    const { clientSecret } = (await createIntent(ctx.app, customer)).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret, cardNumber: '4242424242424242', expiry: '1234', cvc: '123' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('succeeded');
  });

  it('refuses card details that are malformed, with the field named', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242', expiry: '13/20', cvc: '1' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);
  });
});

describe('the last units of an item', () => {
  it('twenty customers paying at once for the last five: five orders, stock at 0, the rest refunded', async () => {
    const [item] = await insertMerchandise(ctx.db, [
      { name: 'Last Five Box', priceCents: 5000, stock: 5 },
    ]);
    const itemId = item?.id ?? 0;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => registerCustomer(ctx.app)));
    for (const buyer of buyers) await addToServerCart(ctx.app, buyer, 'merchandise', itemId);
    const payments = await Promise.all(buyers.map((buyer) => payCart(ctx.app, buyer)));
    for (const payment of payments) expect(payment.confirmation.statusCode).toBe(200);

    const results = await Promise.all(
      payments.map((payment, index) =>
        placeOrder(ctx.app, buyers[index] as (typeof buyers)[number], payment.paymentIntentId),
      ),
    );
    const fulfilled = results.filter((result) => result.statusCode === 200);
    const refused = results.filter((result) => result.statusCode === 409);
    expect(fulfilled).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const result of refused) {
      expect(result.json().error).toBe(
        'Sorry, Last Five Box sold out while you were paying. Your payment of $50.00 has been refunded.',
      );
    }
    const [row] = await ctx.db.select().from(merchandise).where(eq(merchandise.id, itemId));
    expect(row?.stock).toBe(0);
    const refunds = await ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.refundedCents, 5000));
    expect(refunds).toHaveLength(15);
    const flagged = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.needsAttention, true));
    expect(
      flagged.filter((order) => order.status === 'cancelled' && order.paymentStatus === 'refunded'),
    ).toHaveLength(15);
  }, 60_000);
});
