import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, outbox, storeCreditEntries } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { ringUp } from '../../testing/counter.ts';
import { clientAddress, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  limits: { wrongGiftCodesPerAccount: 3, wrongGiftCodesPerAddress: 5 },
});

const CODE_IN_MAIL = /\b([A-Z0-9]{4})-([A-Z0-9]{4})-([A-Z0-9]{4})-([A-Z0-9]{4})\b/;

const chooseCard = (buyer: TestCustomer, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: buyer.auth,
    payload: { location: 'nlr', ...payload },
  });

const redeem = (customer: TestCustomer, code: string, address = customer.address) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/store-credit/redeem',
    headers: customer.auth,
    remoteAddress: address,
    payload: { code },
  });

const balanceOf = async (customer: TestCustomer) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/store-credit',
      headers: customer.auth,
    })
  ).json();

/** The code in the newest gift-card mail to this address. */
async function mailedCode(to: string): Promise<string> {
  const mails = await ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, 'gift_card_delivered')));
  const match = CODE_IN_MAIL.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no gift card code mailed to ${to}`);
  return match[0];
}

/** Chooses a card, pays for it with the test card and answers every API answer on the way and the code mailed. */
async function buyCard(buyer: TestCustomer, payload: Record<string, unknown>) {
  const chosen = await chooseCard(buyer, payload);
  expect(chosen.statusCode).toBe(200);
  const paid = await payCart(ctx.app, buyer);
  const order = await placeOrder(ctx.app, buyer, paid.paymentIntentId);
  expect(order.statusCode).toBe(200);
  const orders = await ctx.app.inject({
    method: 'GET',
    url: '/api/customers/orders',
    headers: buyer.auth,
  });
  const to = typeof payload.recipientEmail === 'string' ? payload.recipientEmail : buyer.email;
  return {
    code: await mailedCode(to),
    total: paid.total,
    answers: [chosen.body, paid.confirmation.body, order.body, orders.body],
  };
}

const cardsCount = async () => (await ctx.db.select({ n: count() }).from(giftCards))[0]?.n;

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

describe('redeeming a gift card', () => {
  it('moves the card’s value into the balance as a gift card entry, once', async () => {
    const { code } = await buyCard(await registerCustomer(ctx.app), { amount: '50' });
    const friend = await registerCustomer(ctx.app);
    // As a person types it: lower case, spaces for dashes.
    const redeemed = await redeem(friend, code.toLowerCase().replaceAll('-', ' '));
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({
      amount: '50.00',
      balance: '50.00',
      lastFour: code.slice(-4),
    });
    const credit = await balanceOf(friend);
    expect(credit.balance).toBe('50.00');
    expect(credit.entries).toEqual([
      expect.objectContaining({
        kind: 'gift_card',
        amount: '50.00',
        description: `Gift card ending ${code.slice(-4)}`,
      }),
    ]);

    // Anyone else is told what an unknown code is told.
    const stranger = await registerCustomer(ctx.app);
    const taken = await redeem(stranger, code);
    const unknown = await redeem(stranger, 'ACDE-FGHJ-KMNP-QRTV');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(unknown.json());
    expect(taken.json().code).toBe('invalid_gift_card');
    // The redeemer sending it again (a double click, a retry) is told it is theirs already:
    // not as a wrong code, so five of them never lock the account out.
    for (let i = 0; i < 5; i++) {
      const again = await redeem(friend, code);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'gift_card_already_yours',
        error: `The gift card ending ${code.slice(-4)} is already redeemed into this account's store credit.`,
      });
    }
    const next = await buyCard(await registerCustomer(ctx.app), { amount: '5' });
    expect((await redeem(friend, next.code)).statusCode).toBe(200);
    expect((await balanceOf(friend)).balance).toBe('55.00');
  });

  it('credits a code once when ten redeem it at the same moment', async () => {
    const { code } = await buyCard(await registerCustomer(ctx.app), { amount: '100' });
    const racers = await Promise.all(Array.from({ length: 10 }, () => registerCustomer(ctx.app)));
    const answers = await Promise.all(racers.map((racer) => redeem(racer, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const balances = await Promise.all(
      racers.map(async (racer) => (await balanceOf(racer)).balance),
    );
    expect(balances.filter((balance) => balance === '100.00')).toHaveLength(1);
    expect(balances.filter((balance) => balance === '0.00')).toHaveLength(9);
    const entries = await ctx.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.kind, 'gift_card'));
    expect(entries.filter((entry) => entry.amountCents === 10_000)).toHaveLength(1);
  });

  it('gives every wrong code the same answer, and limits wrong codes per account with 429 and Retry-After', async () => {
    const { code } = await buyCard(await registerCustomer(ctx.app), { amount: '25' });
    const guesser = await registerCustomer(ctx.app);
    const wrong = ['not-a-code', 'ACDE-FGHJ-KMNP-QRTV', 'ACDEFGHJKMNPQRT0'];
    const answers = [];
    for (const [i, guess] of wrong.entries()) {
      answers.push(await redeem(guesser, guess, i === 0 ? guesser.address : clientAddress()));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    // Three wrong codes spend the account's limit, from whatever address; even the right one waits.
    const refused = await redeem(guesser, code, clientAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else still redeems it.
    expect((await redeem(await registerCustomer(ctx.app), code)).statusCode).toBe(200);
  });

  it('limits wrong codes per address, whichever accounts they come from', async () => {
    const address = clientAddress();
    const accounts = await Promise.all(Array.from({ length: 3 }, () => registerCustomer(ctx.app)));
    const statuses = [];
    for (const [i, guess] of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF'].entries()) {
      const account = accounts[i % accounts.length] as TestCustomer;
      statuses.push((await redeem(account, guess, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await redeem(accounts[0] as TestCustomer, 'GGGG', clientAddress())).statusCode).toBe(
      400,
    );
  });

  it('refuses a request without a code with a 400 naming the field', async () => {
    const customer = await registerCustomer(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/store-credit/redeem',
      headers: customer.auth,
      payload: {},
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toHaveProperty('code');
  });
});

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
    expect((await staffCall('PATCH', '', { status: 'cancelled' })).statusCode).toBe(200);
    const [after] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: buyer.auth })
    ).json();
    expect(after).toMatchObject({ status: 'cancelled', refundedAmount: '0.00' });
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

  it('keeps a card spent in part at the counter when its order is cancelled, refunding none of it', async () => {
    const { buyer, code, staffCall } = await boughtCard();
    const [dice] = await insertMerchandise(ctx.db, [{ name: 'Dice bag', priceCents: 600 }]);
    const sale = await ringUp(ctx.app, await staffHeaders(ctx.app), {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: dice?.id, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount: '6.00', code }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await staffCall('PATCH', '', { status: 'cancelled' })).statusCode).toBe(200);
    const [after] = (
      await ctx.app.inject({ url: '/api/customers/orders', headers: buyer.auth })
    ).json();
    expect(after).toMatchObject({ status: 'cancelled', refundedAmount: '0.00' });
    const friend = await registerCustomer(ctx.app);
    expect((await redeem(friend, code)).json()).toMatchObject({ amount: '19.00' });
  });
});
