import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards } from '../../db/schema/index.ts';
import { addToServerCart } from '../../testing/checkout.ts';
import { ringUp } from '../../testing/counter.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { setUpGiftCards } from '../../testing/gift-cards.ts';
import { staffHeaders } from '../../testing/staff.ts';

const { ctx, redeem, balanceOf, buyCard } = setUpGiftCards();

describe('a gift card’s order, refunded or cancelled', () => {
  /** A $25 card bought online, the buyer's order, and staff's calls on it. */
  async function boughtCard(buyer?: TestCustomer) {
    buyer ??= await registerCustomer(ctx.app);
    const { code } = await buyCard(buyer, { amount: '25' });
    const [order] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: buyer.auth })
    ).json();
    const owner = await staffHeaders(ctx.app);
    const staffCall = (method: 'POST' | 'PATCH', path: string, payload: object) =>
      ctx.app.inject({
        method,
        url: `/api/admin/orders/${order.id}${path}`,
        headers: owner,
        payload,
      });
    return { buyer, code, order, staffCall };
  }

  it('never refunds a card that was redeemed: not by a refund, not by cancelling', async () => {
    const { buyer, code, order, staffCall } = await boughtCard();
    const friend = await registerCustomer(ctx.app);
    expect((await redeem(friend, code)).statusCode).toBe(200);

    const refund = await staffCall('POST', '/refunds', { amount: '25.00', reason: 'Changed mind' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      code: 'refund_exceeds_paid',
      error: `Only $0.00 of order ${order.orderNumber} can be refunded: what paid for its gift cards comes back only by cancelling the order before they are redeemed.`,
    });
    const cancel = await staffCall('PATCH', '', { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: 'invalid_transition',
      error: `Order ${order.orderNumber} cannot be cancelled: its gift cards have been used, and the $25.00 that paid for them stays on them.`,
    });
    const [after] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: buyer.auth })
    ).json();
    expect(after).toMatchObject({
      status: 'paid',
      paymentStatus: 'succeeded',
      refundedAmount: '0.00',
    });
    expect((await balanceOf(friend)).balance).toBe('25.00');
  });

  it('hands over nothing once the goods beside a gift card are refunded', async () => {
    const buyer = await registerCustomer(ctx.app);
    const [single] = await insertCards(ctx.db, [{ name: 'Beside the Card', priceCents: 700 }]);
    await addToServerCart(ctx.app, buyer, 'card', single?.id ?? 0);
    const { staffCall, order } = await boughtCard(buyer);
    expect(order.totalAmount).toBe('32.00');
    const waiting = async () =>
      (
        await ctx.app.inject({
          url: '/api/admin/reports/pickup-queue?location=nlr',
          headers: await staffHeaders(ctx.app),
        })
      )
        .json()
        .items.map((row: { orderNumber: string }) => row.orderNumber);
    expect(await waiting()).toContain(order.orderNumber);

    const refund = await staffCall('POST', '/refunds', { amount: '7.00', reason: 'Damaged' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await waiting()).not.toContain(order.orderNumber);
    const handOver = await staffCall('PATCH', '', { status: 'ready_for_pickup' });
    expect(handOver.statusCode).toBe(409);
    expect(handOver.json().code).toBe('invalid_transition');
  });

  it('voids a card not yet redeemed when its order is cancelled, and refunds it whole', async () => {
    const { buyer, code, staffCall } = await boughtCard();
    expect((await staffCall('PATCH', '', { status: 'cancelled' })).statusCode).toBe(200);
    const [after] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: buyer.auth })
    ).json();
    expect(after).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '25.00' });
    const late = await redeem(await registerCustomer(ctx.app), code);
    expect(late.json().code).toBe('invalid_gift_card');
    // Dated, so the credit report stops owing it from that day, not from the day it was sold.
    const [card] = await ctx.db
      .select({ status: giftCards.status, voidedAt: giftCards.voidedAt })
      .from(giftCards)
      .where(eq(giftCards.lastFour, code.slice(-4)));
    expect(card?.status).toBe('void');
    expect(card?.voidedAt).toBeInstanceOf(Date);
  });

  it('refuses to cancel the order of a card spent in part at the counter, offering the rest as a refund', async () => {
    const buyer = await registerCustomer(ctx.app);
    const [single] = await insertCards(ctx.db, [
      { name: 'Beside the Spent Card', priceCents: 700 },
    ]);
    await addToServerCart(ctx.app, buyer, 'card', single?.id ?? 0);
    const { code, order, staffCall } = await boughtCard(buyer);
    const [dice] = await insertMerchandise(ctx.db, [{ name: 'Dice bag', priceCents: 600 }]);
    const sale = await ringUp(ctx.app, await staffHeaders(ctx.app), {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: dice?.id, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount: '6.00', code }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const cancel = await staffCall('PATCH', '', { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe(
      `Order ${order.orderNumber} cannot be cancelled: its gift cards have been used, and the $25.00 that paid for them stays on them. Refund the other $7.00 instead.`,
    );
    expect(
      (await staffCall('POST', '/refunds', { amount: '7.00', reason: 'Out of stock' })).statusCode,
    ).toBe(201);
    const [after] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: buyer.auth })
    ).json();
    expect(after).toMatchObject({ status: 'paid', refundedAmount: '7.00' });
    const friend = await registerCustomer(ctx.app);
    expect((await redeem(friend, code)).json()).toMatchObject({ amount: '19.00' });
  });
});
