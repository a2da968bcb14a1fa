import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerOrders } from '../../db/schema/index.ts';
import {
  addToServerCart,
  CARDS,
  createIntent,
  payCart,
  placeOrder,
} from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards, insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

let now = new Date('2026-11-02T18:00:00Z');
const ctx = setUpTestApp({ clock: () => now, adminPassword: OWNER_PASSWORD });
const nextDay = () => {
  now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
};

async function buy(customer: TestCustomer, priceCents: number) {
  const [card] = await insertCards(ctx.db, [{ priceCents, stock: 5 }]);
  await addToServerCart(ctx.app, customer, 'card', card?.id ?? 0);
  const { paymentIntentId } = await payCart(ctx.app, customer);
  const placed = await placeOrder(ctx.app, customer, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return placed.json().order;
}

async function card(customer: TestCustomer) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/customers/loyalty',
    headers: customer.auth,
  });
  return response.json();
}

describe('loyalty stamps', () => {
  it('stamps an order of $5.00 but not one of $4.99', async () => {
    const customer = await registerCustomer(ctx.app);
    await buy(customer, 499);
    expect(await card(customer)).toMatchObject({ stamps: 0, stampedToday: false });
    nextDay();
    await buy(customer, 500);
    expect(await card(customer)).toMatchObject({ stamps: 1, stampedToday: true, cardFull: false });
  });

  it('stamps at most once a day, counted in Arkansas time', async () => {
    const customer = await registerCustomer(ctx.app);
    nextDay();
    await buy(customer, 1000);
    await buy(customer, 1000);
    expect((await card(customer)).stamps).toBe(1);
    // 03:00 UTC is still the evening before in Central time: no new stamp.
    now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 3));
    await buy(customer, 1000);
    expect((await card(customer)).stamps).toBe(1);
  });

  it('fills the card at ten, takes 15% off the next order, then starts a new card', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let day = 0; day < 9; day++) {
      nextDay();
      await buy(customer, 1000);
    }
    expect(await card(customer)).toMatchObject({ stamps: 9, cardFull: false });
    const [plain] = await insertCards(ctx.db, [{ priceCents: 2000, stock: 5 }]);
    await addToServerCart(ctx.app, customer, 'card', plain?.id ?? 0);
    expect((await createIntent(ctx.app, customer)).json()).toMatchObject({
      discount: '0.00',
      total: '20.00',
    });

    nextDay();
    await buy(customer, 1000);
    expect(await card(customer)).toMatchObject({ stamps: 10, cardFull: true, discountPercent: 15 });

    nextDay();
    const [prize] = await insertCards(ctx.db, [{ priceCents: 2000, stock: 5 }]);
    await addToServerCart(ctx.app, customer, 'card', prize?.id ?? 0, 2);
    const intent = (await createIntent(ctx.app, customer)).json();
    expect(intent).toMatchObject({ subtotal: '40.00', discount: '6.00', total: '34.00' });
    const { paymentIntentId } = await payCart(ctx.app, customer);
    const order = (await placeOrder(ctx.app, customer, paymentIntentId)).json().order;
    expect(order).toMatchObject({ subtotal: '40.00', discount: '6.00', totalAmount: '34.00' });
    // The full card is spent; the discounted order itself is the new card's first stamp.
    expect(await card(customer)).toMatchObject({ stamps: 1, cardFull: false });
  });

  it('spends a full card once: a second payment begun on it is cancelled and refunded', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let day = 0; day < 10; day++) {
      nextDay();
      await buy(customer, 1000);
    }
    expect(await card(customer)).toMatchObject({ stamps: 10, cardFull: true });
    nextDay();
    const [prize] = await insertCards(ctx.db, [{ priceCents: 2000, stock: 5 }]);
    await addToServerCart(ctx.app, customer, 'card', prize?.id ?? 0);
    // Two payments begun before either is paid, each worked out with the card's 15% off.
    const first = (await createIntent(ctx.app, customer)).json();
    const second = (await createIntent(ctx.app, customer)).json();
    expect([first.total, second.total]).toEqual(['17.00', '17.00']);
    for (const { clientSecret } of [first, second]) {
      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: { clientSecret, cardNumber: CARDS.succeeds, expiry: '12 / 34', cvc: '123' },
      });
      expect(paid.statusCode).toBe(200);
    }

    const placed = (await placeOrder(ctx.app, customer, first.paymentIntentId)).json().order;
    expect(placed).toMatchObject({ status: 'paid', discount: '3.00', totalAmount: '17.00' });
    const refused = await placeOrder(ctx.app, customer, second.paymentIntentId);
    const [cancelled] = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.paymentIntentId, second.paymentIntentId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'loyalty_card_spent',
      error: expect.stringMatching(/loyalty card was spent on another order/),
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled?.notes).toMatch(/loyalty card was spent on another order/);
    expect(await card(customer)).toMatchObject({ cardFull: false });
  });

  it('takes back the stamp of an order refunded whole', async () => {
    const customer = await registerCustomer(ctx.app);
    nextDay();
    const order = await buy(customer, 1000);
    expect((await card(customer)).stamps).toBe(1);
    const [row] = await ctx.db
      .select({ id: customerOrders.id })
      .from(customerOrders)
      .where(eq(customerOrders.orderNumber, order.orderNumber));
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${row?.id}`,
      headers: await staffHeaders(ctx.app),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await card(customer)).toMatchObject({ stamps: 0, stampedToday: false });
  });

  it('leaves gift cards out: none of a full card’s 15% goes on one, and buying one earns no stamp', async () => {
    const customer = await registerCustomer(ctx.app);
    const chooseGiftCard = (amount: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/gift-cards',
        headers: customer.auth,
        payload: { location: 'nlr', amount },
      });
    nextDay();
    expect((await chooseGiftCard('25.00')).statusCode).toBe(200);
    const { paymentIntentId } = await payCart(ctx.app, customer);
    expect((await placeOrder(ctx.app, customer, paymentIntentId)).statusCode).toBe(200);
    expect((await card(customer)).stamps).toBe(0);

    for (let day = 0; day < 10; day++) {
      nextDay();
      await buy(customer, 1000);
    }
    expect((await card(customer)).cardFull).toBe(true);
    expect((await chooseGiftCard('500.00')).statusCode).toBe(200);
    const [deck] = await insertCards(ctx.db, [{ priceCents: 2000, stock: 5 }]);
    await addToServerCart(ctx.app, customer, 'card', deck?.id ?? 0);
    expect((await createIntent(ctx.app, customer)).json()).toMatchObject({
      subtotal: '520.00',
      discount: '3.00',
      total: '517.00',
    });
  });

  it('refunds a dropped entry what was paid for it, after its share of a full card’s 15%', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let day = 0; day < 10; day++) {
      nextDay();
      await buy(customer, 1000);
    }
    const [event] = await insertTournaments(ctx.db, [
      { name: 'Loyal Prerelease', entryFeeCents: 1000, date: '2027-06-05', maxParticipants: 8 },
    ]);
    const { join, leave } = registrationCalls(ctx);
    expect((await join(customer, event?.id ?? 0)).json()).toMatchObject({ status: 'held' });
    const [deck] = await insertCards(ctx.db, [{ priceCents: 1000, stock: 5 }]);
    await addToServerCart(ctx.app, customer, 'card', deck?.id ?? 0);
    // $20 at 15% off: $3.00, half of it on the entry.
    const { paymentIntentId } = await payCart(ctx.app, customer);
    const order = (await placeOrder(ctx.app, customer, paymentIntentId)).json().order;
    expect(order).toMatchObject({ discount: '3.00' });

    expect((await leave(customer, event?.id ?? 0)).statusCode).toBe(204);
    const orders = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
    const refunded = orders
      .json()
      .find((each: { orderNumber: string }) => each.orderNumber === order.orderNumber);
    expect(refunded.refundedAmount).toBe('8.50');
  });
});
