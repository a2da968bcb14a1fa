import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerOrders,
  giftCards,
  merchandise,
  orderRefunds,
  storeCreditEntries,
} from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterGiftCards } from '../../testing/counter-gift-cards.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { balanceOf } from '../../testing/store-credit.ts';

const counter = setUpCounterGiftCards();
const { ctx, as, redeem, cardSoldForCash, giftCardsOutstanding, centsOf } = counter;

describe('a gift card a walk-in pays with at the counter', () => {
  /** A new $25.00 card for a walk-in's tests. */
  const newCard = () => cardSoldForCash('25.00');
  const spentOn = async (code: string) => {
    const [card] = await ctx.db
      .select({ spent: giftCards.spentCents })
      .from(giftCards)
      .where(eq(giftCards.lastFour, code.slice(-4)));
    return card?.spent;
  };
  const playmatStock = async () =>
    (await ctx.db.select().from(merchandise).where(eq(merchandise.id, counter.playmat)))[0]?.stock;
  /** Brings back the one playmat of a sale, restocked, to the tenders that paid. */
  const returnWhole = (sale: { receiptNumber: string; lines: { lineId: number }[] }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/counter/returns',
      headers: as.nlrManager,
      payload: {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
      },
    });
  const payWithCard = (code: string, amount: string) =>
    ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount, code }],
    });

  it('takes the sale off the card itself, leaving the rest on it for next time', async () => {
    const code = await newCard();
    const first = await payWithCard(code.toLowerCase(), '10.95');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      customer: null,
      total: '10.95',
      tenders: [{ method: 'gift_card', amount: '10.95', giftCardLast4: code.slice(-4) }],
      giftCardLeft: '14.05',
      creditLeft: null,
    });
    expect(await spentOn(code)).toBe(1095);
    const second = await payWithCard(code, '10.95');
    expect(second.statusCode).toBe(201);
    expect(second.json().giftCardLeft).toBe('3.10');
    expect(await spentOn(code)).toBe(2190);
  });

  it('refuses more than is left on the card, saying how much is, and writes nothing', async () => {
    const code = await newCard();
    expect((await payWithCard(code, '10.95')).statusCode).toBe(201);
    const stock = await playmatStock();
    const refused = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 2 }],
      tenders: [{ method: 'gift_card', amount: '21.90', code }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'insufficient_gift_card',
      error: `Only $14.05 is left on the gift card ending ${code.slice(-4)}.`,
    });
    expect(await spentOn(code)).toBe(1095);
    expect(await playmatStock()).toBe(stock);
    // The rest of the card and cash together pay it.
    const split = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 2 }],
      tenders: [
        { method: 'gift_card', amount: '14.05', code },
        { method: 'cash', amount: '7.85' },
      ],
    });
    expect(split.statusCode).toBe(201);
    expect(await spentOn(code)).toBe(2500);
    expect((await payWithCard(code, '10.95')).json().code).toBe('insufficient_gift_card');
  });

  it('pays one of two sales racing for what is left on it, and refuses the other', async () => {
    const code = await newCard();
    const stock = await playmatStock();
    const raced = await Promise.all([
      payWithCard(code, '10.95'),
      payWithCard(code, '10.95'),
      payWithCard(code, '10.95'),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 201, 409]);
    expect(await spentOn(code)).toBe(2190);
    expect(await playmatStock()).toBe((stock ?? 0) - 2);
  });

  it('makes one sale of a retry whose code is typed in other letters', async () => {
    const code = await newCard();
    const key = 'retry-with-lowercase-code';
    const sale = (typed: string) =>
      ringUp(
        ctx.app,
        as.nlrManager,
        {
          location: 'nlr',
          lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 1 }],
          tenders: [{ method: 'gift_card', amount: '10.95', code: typed }],
        },
        key,
      );
    const first = await sale(code);
    expect(first.statusCode).toBe(201);
    const again = await sale(code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'));
    expect(again.statusCode).toBe(200);
    expect(again.json().receiptNumber).toBe(first.json().receiptNumber);
    expect(await spentOn(code)).toBe(1095);
  });

  it('refuses a code on any other tender', async () => {
    const refused = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 1 }],
      tenders: [{ method: 'card', amount: '10.95', cardBrand: 'Visa', code: 'ABCD' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'tenders.0.code': 'Only a gift card tender has a code',
    });
  });

  it('refuses a wrong code as online does', async () => {
    const refused = await payWithCard('NOPE-NOPE-NOPE-NOPE', '10.95');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_gift_card');
  });

  it('redeems online only what the counter left on the card', async () => {
    const code = await newCard();
    expect((await payWithCard(code, '10.95')).statusCode).toBe(201);
    const redeemed = await redeem(code);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ amount: '14.05', balance: '14.05' });
    expect((await payWithCard(code, '10.95')).json().code).toBe('invalid_gift_card');
  });

  it('gets a return back on the card, or in the credit of whoever redeemed it since', async () => {
    const code = await newCard();
    const sale = (await payWithCard(code, '10.95')).json();
    const back = await returnWhole(sale);
    expect(back.statusCode).toBe(201);
    expect(await spentOn(code)).toBe(0);
    const refunds = await ctx.db
      .select({ method: orderRefunds.method, cents: orderRefunds.amountCents })
      .from(orderRefunds)
      .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
      .where(eq(customerOrders.orderNumber, sale.receiptNumber));
    expect(refunds).toEqual([{ method: 'gift_card', cents: 1095 }]);

    const again = (await payWithCard(code, '10.95')).json();
    const player = await registerCustomer(ctx.app);
    expect((await redeem(code, player)).json()).toMatchObject({ amount: '14.05' });
    const late = await returnWhole(again);
    expect(late.statusCode).toBe(201);
    // To the redeemer's credit, not the card: no card is named.
    expect(late.json().tenders).toEqual([
      { method: 'store_credit', amount: '10.95', cardBrand: null, last4: null },
    ]);
    expect(await balanceOf(ctx.app, player)).toBe('25.00');
    const [entry] = await ctx.db
      .select({ note: storeCreditEntries.note })
      .from(storeCreditEntries)
      .where(
        and(eq(storeCreditEntries.customerId, player.id), eq(storeCreditEntries.kind, 'refund')),
      );
    expect(entry?.note).toBe(`Gift card ending ${code.slice(-4)}: a purchase refunded`);
  });

  it('takes two cards for one sale, each its own tender, and puts each share back on a return', async () => {
    const [first, second] = [await cardSoldForCash('5.00'), await cardSoldForCash('10.00')];
    const sale = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 1 }],
      tenders: [
        { method: 'gift_card', amount: '5.00', code: first },
        { method: 'gift_card', amount: '5.95', code: second },
      ],
    });
    expect(sale.statusCode).toBe(201);
    const paid = sale.json();
    expect(paid.tenders).toMatchObject([
      { method: 'gift_card', amount: '5.00', giftCardLast4: first.slice(-4), giftCardLeft: '0.00' },
      {
        method: 'gift_card',
        amount: '5.95',
        giftCardLast4: second.slice(-4),
        giftCardLeft: '4.05',
      },
    ]);
    expect(paid.giftCardLeft).toBe('4.05');
    expect([await spentOn(first), await spentOn(second)]).toEqual([500, 595]);
    expect((await returnWhole(paid)).statusCode).toBe(201);
    expect([await spentOn(first), await spentOn(second)]).toEqual([0, 0]);
  });

  it('refuses one card given twice in a sale, however its code is typed', async () => {
    const code = await newCard();
    const refused = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 2 }],
      tenders: [
        { method: 'gift_card', amount: '10.95', code },
        { method: 'gift_card', amount: '10.95', code: code.toLowerCase() },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.tenders).toBe('Each gift card once: one tender a card');
    expect(await spentOn(code)).toBe(0);
  });

  it("follows the card in the credit report's gift card balance: sold, spent, put back, redeemed", async () => {
    const owed = async () => centsOf(await giftCardsOutstanding());
    const before = await owed();
    const code = await newCard();
    expect(await owed()).toBe(before + 2500);
    const sale = (await payWithCard(code, '10.95')).json();
    expect(await owed()).toBe(before + 1405);
    expect((await returnWhole(sale)).statusCode).toBe(201);
    expect(await owed()).toBe(before + 2500);
    expect((await redeem(code)).statusCode).toBe(200);
    expect(await owed()).toBe(before);
  });
});

describe("the credit report's gift card balance", () => {
  it('is what is left on the cards not yet redeemed, after every sale, return and redemption above', async () => {
    const cards = await ctx.db
      .select({ amount: giftCards.amountCents, spent: giftCards.spentCents })
      .from(giftCards)
      .where(eq(giftCards.status, 'issued'));
    const left = cards.reduce((sum, card) => sum + card.amount - card.spent, 0);
    expect(left).toBeGreaterThan(0);
    expect(centsOf(await giftCardsOutstanding())).toBe(left);
  });
});
