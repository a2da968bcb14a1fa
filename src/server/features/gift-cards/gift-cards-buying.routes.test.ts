import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, outbox } from '../../db/schema/index.ts';
import { payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { setUpGiftCards } from '../../testing/gift-cards.ts';
import { staffHeaders } from '../../testing/staff.ts';

const { ctx, chooseCard, mailedCode, buyCard, cardsCount } = setUpGiftCards();

describe('buying a gift card', () => {
  it('puts the chosen amount in the cart, and paying for it mails the recipient a code kept only as a hash', async () => {
    const buyer = await registerCustomer(ctx.app, { firstName: 'Robin' });
    const chosen = await chooseCard(buyer, {
      amount: '25.00',
      recipientEmail: 'friend@example.com',
      message: 'Happy birthday!',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual([
      expect.objectContaining({
        itemType: 'gift_card',
        itemName: 'Gift card $25.00',
        price: '25.00',
        quantity: 1,
        maxQuantity: 1,
      }),
    ]);
    const cardId = Number(chosen.json()[0].itemId);

    const paid = await payCart(ctx.app, buyer);
    expect(paid.total).toBe('25.00');
    const order = await placeOrder(ctx.app, buyer, paid.paymentIntentId);
    expect(order.json().order.items).toEqual([
      expect.objectContaining({ productType: 'gift_card', productName: 'Gift card $25.00' }),
    ]);

    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'gift_card_delivered'), eq(outbox.toAddress, 'friend@example.com')),
      );
    expect(mail?.subject).toBe("You've been sent a $25.00 Natural State TCG gift card");
    expect(mail?.text).toContain('From Robin:');
    expect(mail?.text).toContain('Happy birthday!');
    const code = (await mailedCode('friend@example.com')).replaceAll('-', '');

    const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, cardId));
    expect(card).toMatchObject({
      status: 'issued',
      amountCents: 2500,
      codeHash: createHash('sha256').update(code).digest('hex'),
      lastFour: code.slice(-4),
    });
  });

  it('sends the code to the buyer when no recipient is named, and shows it in no API answer', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { code, total, answers } = await buyCard(buyer, { amount: 10 });
    expect(total).toBe('10.00');
    const bare = code.replaceAll('-', '');
    for (const answer of answers) {
      expect(answer).not.toContain(bare);
      expect(answer).not.toContain(code);
    }
    const otherMail = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, buyer.email));
    const withCode = otherMail.filter((mail) => mail.text.includes(code));
    expect(withCode.map((mail) => mail.kind)).toEqual(['gift_card_delivered']);

    // Nor does the owner's view of the outbox: the card is the buyer's to spend.
    const asOwner = await ctx.app.inject({
      url: `/api/admin/emails/${withCode[0]?.id}`,
      headers: await staffHeaders(ctx.app),
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.body).not.toContain(code);
    expect(asOwner.json().text).toContain(`••••-••••-••••-${code.slice(-4)}`);
  });

  it('takes a custom amount from $5 to $500 and refuses others with a 400 that writes nothing', async () => {
    const buyer = await registerCustomer(ctx.app);
    expect((await chooseCard(buyer, { amount: '5.00' })).statusCode).toBe(200);
    expect((await chooseCard(buyer, { amount: '500' })).statusCode).toBe(200);
    const before = await cardsCount();
    for (const amount of ['4.99', '500.01', '0', 'ten', '-25']) {
      const refused = await chooseCard(buyer, { amount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        fields: { amount: expect.any(String) },
      });
    }
    const badMail = await chooseCard(buyer, { amount: '25', recipientEmail: 'not an address' });
    expect(badMail.json().fields).toHaveProperty('recipientEmail');
    const turned = await chooseCard(buyer, { amount: '25', message: 'a\u202Eb\u0007 Bcc: x' });
    expect(turned.json().fields).toHaveProperty('message');
    expect(await cardsCount()).toBe(before);
    const lines = await chooseCard(buyer, { amount: '25', message: 'Happy birthday!\nLove, Mom' });
    expect(lines.statusCode).toBe(200);
  });

  it('is for signed-in customers only', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      payload: { location: 'nlr', amount: '25' },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a 26th card begun in a day and left unpaid, with a 429 that writes nothing', async () => {
    const buyer = await registerCustomer(ctx.app);
    for (let card = 0; card < 25; card++) {
      const chosen = await chooseCard(buyer, { amount: '5' });
      // Taken out of the cart again: the card stays pending, so it still counts.
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/customers/cart/gift_card/${chosen.json()[0].itemId}`,
        headers: buyer.auth,
      });
    }
    const pending = async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(giftCards)
          .where(eq(giftCards.buyerCustomerId, buyer.id))
      )[0]?.n;
    expect(await pending()).toBe(25);
    const refused = await chooseCard(buyer, { amount: '5' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().error).toMatch(/25 gift cards today/);
    expect(await pending()).toBe(25);
  });

  it('cannot be put in anyone else’s cart', async () => {
    const buyer = await registerCustomer(ctx.app);
    const chosen = await chooseCard(buyer, { amount: '50' });
    const other = await registerCustomer(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/cart',
      headers: other.auth,
      payload: { itemType: 'gift_card', itemId: chosen.json()[0].itemId, quantity: 1 },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().code).toBe('out_of_stock');
  });
});
