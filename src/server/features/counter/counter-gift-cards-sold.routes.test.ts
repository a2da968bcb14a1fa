import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerOrders, giftCards, outbox } from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterGiftCards } from '../../testing/counter-gift-cards.ts';
import { registerCustomer } from '../../testing/customers.ts';

const counter = setUpCounterGiftCards();
const { ctx, as, giftCardLine, redeem, cardsCount } = counter;

describe('a gift card sold at the counter', () => {
  it('is found by the Scan or search as "Gift card", of any amount within the rules', async () => {
    const found = await ctx.app.inject({
      url: '/api/admin/counter/lookup?location=nlr&q=gift',
      headers: as.nlrManager,
    });
    expect(found.json().items).toContainEqual({
      itemType: 'gift_card',
      itemId: null,
      name: 'Gift card',
      price: '5.00',
      stock: null,
      sku: null,
      barcode: null,
      detail: 'Any amount from $5.00 to $500.00',
    });
  });

  it('is issued by the sale to a walk-in, untaxed, its code on the answer and redeemable once', async () => {
    const response = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [
        giftCardLine('25.00'),
        { itemType: 'merchandise', itemId: counter.playmat, quantity: 1 },
      ],
      tenders: [{ method: 'cash', amount: '35.95' }],
    });
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      customer: null,
      subtotal: '35.00',
      taxAmount: '0.95',
      total: '35.95',
      lines: [
        { itemType: 'gift_card', name: 'Gift card $25.00', total: '25.00', taxed: false },
        { itemType: 'merchandise', name: 'Playmat', taxed: true },
      ],
      giftCards: [{ code: expect.stringMatching(/^[A-Z0-9]{16}$/), amount: '25.00' }],
    });
    const [card] = await ctx.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, sale.lines[0].itemId));
    expect(card).toMatchObject({ status: 'issued', amountCents: 2500, buyerCustomerId: null });
    // The code was printed, not mailed.
    expect(
      await ctx.db.select().from(outbox).where(eq(outbox.kind, 'gift_card_delivered')),
    ).toEqual([]);
    // Read again, the sale shows the card but no longer its code: only its hash is kept.
    const shown = await ctx.app.inject({
      url: `/api/admin/counter/sales/${sale.receiptNumber}`,
      headers: as.nlrManager,
    });
    expect(shown.json().giftCards).toEqual([{ code: null, amount: '25.00' }]);

    const redeemed = await redeem(sale.giftCards[0].code);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ amount: '25.00', balance: '25.00' });
    expect((await redeem(sale.giftCards[0].code)).json().code).toBe('invalid_gift_card');
  });

  it('is never refunded by amount: its money stays on the card that was handed over', async () => {
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [giftCardLine('20.00')],
      tenders: [{ method: 'cash', amount: '20.00' }],
    });
    const { receiptNumber, giftCards: handedOver } = sold.json();
    const [order] = await ctx.db
      .select({ id: customerOrders.id, orderNumber: customerOrders.orderNumber })
      .from(customerOrders)
      .where(eq(customerOrders.orderNumber, receiptNumber));
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order?.id}/refunds`,
      headers: as.owner,
      payload: { amount: '20.00', reason: 'Changed mind' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      code: 'refund_exceeds_paid',
      error: `Only $0.00 of order ${order?.orderNumber} can be refunded: what paid for its gift cards stays on the cards, which were handed over at the counter.`,
    });
    expect((await redeem(handedOver[0].code)).json()).toMatchObject({ amount: '20.00' });
  });

  it('is mailed to a recipient when staff give an address, from the attached customer', async () => {
    const buyer = await registerCustomer(ctx.app, { firstName: 'Gina' });
    const response = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: buyer.id,
      lines: [giftCardLine('50', { recipientEmail: 'friend@example.com' })],
      tenders: [{ method: 'card', amount: '50.00', cardBrand: 'Visa', last4: '4242' }],
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'gift_card_delivered'), eq(outbox.toAddress, 'friend@example.com')),
      );
    expect(mail?.text).toContain(response.json().giftCards[0].code.slice(0, 4));
    const [order] = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.orderNumber, response.json().receiptNumber));
    expect(order?.taxAmountCents).toBe(0);
  });

  it('refuses an amount outside $5 to $500, a missing one, or a price change, writing nothing', async () => {
    const before = await cardsCount();
    for (const [line, field] of [
      [giftCardLine('4.99'), 'lines.0.amount'],
      [giftCardLine('500.01'), 'lines.0.amount'],
      [giftCardLine(undefined), 'lines.0.amount'],
      [giftCardLine('-5'), 'lines.0.amount'],
      [giftCardLine('20', { quantity: 2 }), 'lines.0.quantity'],
      [giftCardLine('20', { discount: { amount: '5', reason: 'Friend' } }), 'lines.0.amount'],
      [giftCardLine('20', { itemId: 1 }), 'lines.0.itemId'],
    ] as const) {
      const response = await ringUp(ctx.app, as.nlrManager, {
        location: 'nlr',
        lines: [line],
        tenders: [{ method: 'cash', amount: '20.00' }],
      });
      expect(response.statusCode, JSON.stringify(line)).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    }
    const discounted = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [giftCardLine('20')],
      discount: { percent: '10', reason: 'Regular' },
      tenders: [{ method: 'cash', amount: '18.00' }],
    });
    expect(discounted.statusCode).toBe(400);
    expect(discounted.json().fields).toHaveProperty(['discount']);
    expect(await cardsCount()).toBe(before);
  });
});
