import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import {
  customerOrders,
  giftCards,
  merchandise,
  orderRefunds,
  outbox,
  storeCreditEntries,
} from '../../db/schema/index.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { balanceOf, issueCredit } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;
let nlrManager: Record<string, string>;
/** A $10.00 playmat, taxed at 9.5%. */
let playmat = 0;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  nlrManager = await staffHeaders(ctx.app, 'nlr-manager');
  const set = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/sales-tax/settings?location=nlr',
    headers: owner,
    payload: { rate: '9.5', taxedKinds: ['card', 'merchandise', 'gift_card'] },
  });
  expect(set.statusCode).toBe(200);
  const [mat] = await insertMerchandise(ctx.db, [
    { name: 'Playmat', priceCents: 1000, stock: 50, sku: 'MAT-9' },
  ]);
  playmat = mat?.id ?? 0;
  await openDrawer(ctx.app, nlrManager, { location: 'nlr', float: '100.00' });
});

const giftCardLine = (amount: unknown, extra: object = {}) => ({
  itemType: 'gift_card',
  quantity: 1,
  amount,
  ...extra,
});

/** A player (a new one unless given) redeems the code on their account. */
const redeem = async (code: string, player?: TestCustomer) => {
  const redeemer = player ?? (await registerCustomer(ctx.app));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/customers/store-credit/redeem',
    headers: redeemer.auth,
    payload: { code },
  });
};

/** A new card of this amount sold to a walk-in for cash: its code, as printed on the receipt. */
async function cardSoldForCash(amount: string): Promise<string> {
  const sold = await ringUp(ctx.app, nlrManager, {
    location: 'nlr',
    lines: [giftCardLine(amount)],
    tenders: [{ method: 'cash', amount }],
  });
  expect(sold.statusCode).toBe(201);
  return sold.json().giftCards[0].code;
}

/** The credit report's "on gift cards" figure at today's end, both stores. */
async function giftCardsOutstanding(): Promise<string> {
  const today = storeDate();
  const report = await ctx.app.inject({
    url: `/api/admin/reports/credit?location=all&from=${today}&to=${today}`,
    headers: owner,
  });
  expect(report.statusCode).toBe(200);
  return report.json().totals.giftCardsOutstanding;
}

const centsOf = (price: string) => Math.round(Number(price) * 100);

const cardsCount = async () => (await ctx.db.select({ id: giftCards.id }).from(giftCards)).length;

describe('a gift card sold at the counter', () => {
  it('is found by the Scan or search as "Gift card", of any amount within the rules', async () => {
    const found = await ctx.app.inject({
      url: '/api/admin/counter/lookup?location=nlr&q=gift',
      headers: nlrManager,
    });
    expect(found.json().items).toContainEqual({
      itemType: 'gift_card',
      itemId: null,
      name: 'Gift card',
      price: '5.00',
      stock: null,
      sku: null,
      barcode: null,
      detail: 'Any amount from 5.00 to 500.00',
    });
  });

  it('is issued by the sale to a walk-in, untaxed, its code on the answer and redeemable once', async () => {
    const response = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [giftCardLine('25.00'), { itemType: 'merchandise', itemId: playmat, quantity: 1 }],
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
      headers: nlrManager,
    });
    expect(shown.json().giftCards).toEqual([{ code: null, amount: '25.00' }]);

    const redeemed = await redeem(sale.giftCards[0].code);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ amount: '25.00', balance: '25.00' });
    expect((await redeem(sale.giftCards[0].code)).json().code).toBe('invalid_gift_card');
  });

  it('is never refunded by amount: its money stays on the card that was handed over', async () => {
    const sold = await ringUp(ctx.app, nlrManager, {
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
      headers: owner,
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
    const response = await ringUp(ctx.app, nlrManager, {
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
      const response = await ringUp(ctx.app, nlrManager, {
        location: 'nlr',
        lines: [line],
        tenders: [{ method: 'cash', amount: '20.00' }],
      });
      expect(response.statusCode, JSON.stringify(line)).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    }
    const discounted = await ringUp(ctx.app, nlrManager, {
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
    (await ctx.db.select().from(merchandise).where(eq(merchandise.id, playmat)))[0]?.stock;
  /** Brings back the one playmat of a sale, restocked, to the tenders that paid. */
  const returnWhole = (sale: { receiptNumber: string; lines: { lineId: number }[] }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/counter/returns',
      headers: nlrManager,
      payload: {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
      },
    });
  const payWithCard = (code: string, amount: string) =>
    ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 1 }],
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
    const refused = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 2 }],
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
    const split = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 2 }],
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
        nlrManager,
        {
          location: 'nlr',
          lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 1 }],
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
    const refused = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 1 }],
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
    const sale = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 1 }],
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
    const refused = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 2 }],
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

describe('a gift card a customer pays with at the counter', () => {
  it('pays no more than is on the card: their credit from before is a store credit tender', async () => {
    const code = await cardSoldForCash('25.00');
    const player = await registerCustomer(ctx.app);
    await issueCredit(ctx.app, owner, player, '5.00');
    const [box] = await insertMerchandise(ctx.db, [{ name: 'Deck box', priceCents: 1000 }]);
    const threeBoxes = [{ itemType: 'merchandise', itemId: box?.id, quantity: 3 }];
    const over = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      customerId: player.id,
      lines: threeBoxes,
      tenders: [{ method: 'gift_card', amount: '32.85', code }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'insufficient_gift_card',
      error: `Only $25.00 is left on the gift card ending ${code.slice(-4)}.`,
    });
    expect(await balanceOf(ctx.app, player)).toBe('5.00');

    const paid = await ringUp(ctx.app, nlrManager, {
      location: 'nlr',
      customerId: player.id,
      lines: threeBoxes,
      tenders: [
        { method: 'gift_card', amount: '25.00', code },
        { method: 'store_credit', amount: '5.00' },
        { method: 'cash', amount: '2.85' },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceOf(ctx.app, player)).toBe('0.00');
  });

  it('loads the card at the store where it is handed over', async () => {
    const code = await cardSoldForCash('10.00');
    const [bentonDice] = await insertMerchandise(ctx.db, [
      { name: 'Benton dice', priceCents: 400, location: 'benton' },
    ]);
    const player = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, owner, {
      location: 'benton',
      customerId: player.id,
      lines: [{ itemType: 'merchandise', itemId: bentonDice?.id, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount: '4.00', code }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [loaded] = await ctx.db
      .select({ location: storeCreditEntries.location })
      .from(storeCreditEntries)
      .where(
        and(eq(storeCreditEntries.customerId, player.id), eq(storeCreditEntries.kind, 'gift_card')),
      );
    expect(loaded?.location).toBe('benton');
  });

  it('says the card is now empty and how much of it stayed in their credit, on the sale and its receipt', async () => {
    const code = await cardSoldForCash('10.00');
    const [dice] = await insertMerchandise(ctx.db, [
      { name: 'Spindown dice', priceCents: 400, location: 'benton' },
    ]);
    const player = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, owner, {
      location: 'benton',
      customerId: player.id,
      lines: [{ itemType: 'merchandise', itemId: dice?.id, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount: '4.00', code }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const tender = { method: 'gift_card', giftCardLeft: null, giftCardToCredit: '6.00' };
    expect(sold.json().tenders).toEqual([expect.objectContaining(tender)]);
    const again = await ctx.app.inject({
      url: `/api/admin/counter/sales/${sold.json().receiptNumber}`,
      headers: owner,
    });
    expect(again.json().tenders).toEqual([expect.objectContaining(tender)]);
    expect(await balanceOf(ctx.app, player)).toBe('6.00');
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
