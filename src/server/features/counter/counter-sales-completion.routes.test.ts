import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { addToServerCart, CARDS, createIntent, placeOrder } from '../../testing/checkout.ts';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterSales } from '../../testing/counter-sales.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';

const counter = setUpCounterSales();
const { ctx, as, ordersCount, twoPlaymats } = counter;

describe('the last copy sold online and at the counter at once', () => {
  it('sells it once: one sale wins, the other is told', async () => {
    const [card] = await insertCards(ctx.db, [{ name: 'Last Copy', priceCents: 1000, stock: 1 }]);
    const cardId = card?.id ?? 0;
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'card', cardId);
    const intent = (await createIntent(ctx.app, customer)).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: intent.clientSecret,
        cardNumber: CARDS.succeeds,
        expiry: '12 / 34',
        cvc: '123',
      },
    });
    const [online, counter] = await Promise.all([
      placeOrder(ctx.app, customer, intent.paymentIntentId),
      ringUp(ctx.app, as.nlrStaff, {
        location: 'nlr',
        lines: [{ itemType: 'card', itemId: cardId, quantity: 1 }],
        tenders: [{ method: 'card', amount: '10.95' }],
      }),
    ]);
    const onlineWon = online.statusCode === 200;
    const counterWon = counter.statusCode === 201;
    expect(onlineWon !== counterWon).toBe(true);
    if (!counterWon) expect(counter.json().code).toBe('insufficient_stock');
    if (!onlineWon) expect(online.json().code).toBe('sold_out');
    const [left] = await ctx.db
      .select({ stock: cards.stock })
      .from(cards)
      .where(eq(cards.id, cardId));
    expect(left?.stock).toBe(0);
  });
});

describe('completing a sale once per Idempotency-Key', () => {
  const sale = {
    location: 'nlr',
    lines: twoPlaymats(),
    tenders: [{ method: 'card', amount: '21.90' }],
  };

  it('makes each call without an Idempotency-Key a sale of its own', async () => {
    const orders = await ordersCount();
    const unkeyed = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/counter/sales',
        headers: as.nlrStaff,
        payload: { ...sale, lines: twoPlaymats() },
      });
    const [first, second] = [await unkeyed(), await unkeyed()];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().receiptNumber).not.toBe(first.json().receiptNumber);
    expect(await ordersCount()).toBe((orders ?? 0) + 2);
  });

  it('answers the same sale to a retry and refuses the key with another body', async () => {
    const first = await ringUp(ctx.app, as.nlrStaff, { ...sale, lines: twoPlaymats() }, 'key-seq');
    const orders = await ordersCount();
    const retry = await ringUp(ctx.app, as.nlrStaff, { ...sale, lines: twoPlaymats() }, 'key-seq');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().receiptNumber).toBe(first.json().receiptNumber);
    const other = await ringUp(
      ctx.app,
      as.nlrStaff,
      {
        ...sale,
        lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 1 }],
        tenders: [{ method: 'card', amount: '10.95' }],
      },
      'key-seq',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await ordersCount()).toBe(orders);
  });

  it('makes one sale of a double press arriving at once', async () => {
    const orders = await ordersCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ringUp(ctx.app, as.nlrStaff, { ...sale, lines: twoPlaymats() }, 'key-par'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().receiptNumber)).size).toBe(1);
    expect(await ordersCount()).toBe((orders ?? 0) + 1);
  });
});

describe('the reports', () => {
  it('count the counter’s sales in the store’s sales', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    const report = async () =>
      (
        await ctx.app.inject({
          url: `/api/admin/reports/sales?location=nlr&from=${today}&to=${today}`,
          headers: as.owner,
        })
      ).json().totals;
    const before = await report();
    await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '21.90' }],
    });
    const after = await report();
    expect(after.orders).toBe(before.orders + 1);
    expect(Number(after.revenue) - Number(before.revenue)).toBeCloseTo(21.9);
  });
});
