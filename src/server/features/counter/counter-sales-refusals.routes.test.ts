import { describe, expect, it } from 'vitest';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterSales } from '../../testing/counter-sales.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';

const counter = setUpCounterSales();
const { ctx, as, stockOf, ordersCount, twoPlaymats } = counter;

describe('refusals', () => {
  it('answers 409 payment_incomplete for short tenders and 400 for too much, with nothing written', async () => {
    const orders = await ordersCount();
    const stock = await stockOf(counter.playmat);
    const short = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '20.00' }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('payment_incomplete');
    const over = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '25.00' }],
    });
    expect(over.statusCode).toBe(400);
    expect(await ordersCount()).toBe(orders);
    expect(await stockOf(counter.playmat)).toBe(stock);
  });

  it('refuses cash with no open drawer (409 drawer_closed)', async () => {
    const [dice] = await insertMerchandise(ctx.db, [
      { location: 'benton', priceCents: 500, stock: 5 },
    ]);
    const response = await ringUp(ctx.app, as.bentonStaff, {
      location: 'benton',
      lines: [{ itemType: 'merchandise', itemId: dice?.id, quantity: 1 }],
      tenders: [{ method: 'cash', amount: '5.00' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('drawer_closed');
    expect(await stockOf(dice?.id ?? 0)).toBe(5);
  });

  it('refuses another store’s staff (403)', async () => {
    const response = await ringUp(ctx.app, as.bentonStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '21.90' }],
    });
    expect(response.statusCode).toBe(403);
    const other = await ctx.app.inject({
      url: '/api/admin/counter/sales?location=nlr',
      headers: as.bentonStaff,
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 400 for a bad body, with nothing written', async () => {
    const orders = await ordersCount();
    const bad = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 0 }],
      tenders: [{ method: 'cheque', amount: 'ten' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const twice = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [
        { method: 'cash', amount: '20.00' },
        { method: 'cash', amount: '1.90' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields.tenders).toBe(
      'One cash tender a sale: put the cash handed over in one tender',
    );
    const cardNumber = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '21.90', cardNumber: '4242424242424242' }],
    });
    expect(cardNumber.statusCode).toBe(400);
    expect(cardNumber.json().fields['tenders.0.cardNumber']).toMatch(/never its number/);
    expect(await ordersCount()).toBe(orders);
  });

  it('names the short line when the quantity is above stock', async () => {
    const [card] = await insertCards(ctx.db, [{ name: 'Black Lotus', priceCents: 100, stock: 1 }]);
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [...twoPlaymats(), { itemType: 'card', itemId: card?.id, quantity: 2 }],
      tenders: [{ method: 'card', amount: '24.09' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'insufficient_stock',
      fields: { 'lines.1.quantity': 'Only 1 in stock' },
    });
    expect(response.json().error).toContain('Black Lotus');
  });
});
