import { describe, expect, it } from 'vitest';
import { addToServerCart, createIntent, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

let now = new Date('2026-11-02T18:00:00Z');
const ctx = setUpTestApp({ clock: () => now });
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
});
