import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, giftCards, stockMovements } from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterSales } from '../../testing/counter-sales.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { balanceOf, issueCredit } from '../../testing/store-credit.ts';
import { hashGiftCode } from '../gift-cards/gift-card-codes.ts';

const counter = setUpCounterSales();
const { ctx, as, stockOf, ordersCount, twoPlaymats } = counter;

describe('ringing up a sale at the counter', () => {
  it('takes cash with change, gives a receipt number, takes the stock with a counter_sale movement', async () => {
    const before = await stockOf(counter.playmat);
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'cash', amount: '21.90', tendered: '40.00' }],
    });
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      receiptNumber: expect.stringMatching(/^NLR-\d{6}$/),
      register: 'Main',
      customer: null,
      subtotal: '20.00',
      discountTotal: '0.00',
      taxAmount: '1.90',
      taxLabel: 'Sales tax (9.5%)',
      total: '21.90',
      change: '18.10',
      tenders: [{ method: 'cash', amount: '21.90', tendered: '40.00' }],
      lines: [{ name: 'Playmat', quantity: 2, unitPrice: '10.00', total: '20.00', taxed: true }],
    });
    expect(await stockOf(counter.playmat)).toBe((before ?? 0) - 2);
    const [moved] = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, sale.receiptNumber));
    expect(moved).toMatchObject({ reason: 'counter_sale', delta: -2, itemId: counter.playmat });
    const [audited] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, sale.receiptNumber));
    expect(audited).toMatchObject({ entity: 'counter_sale', action: 'create' });

    const shown = await ctx.app.inject({
      url: `/api/admin/counter/sales/${sale.receiptNumber}`,
      headers: as.nlrStaff,
    });
    expect(shown.json()).toEqual(sale);
  });

  it('numbers receipts per store, one after another', async () => {
    const first = await ringUp(ctx.app, as.owner, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '21.90' }],
    });
    const second = await ringUp(ctx.app, as.owner, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '21.90' }],
    });
    const number = (receipt: string) => Number(receipt.slice(4));
    expect(number(second.json().receiptNumber)).toBe(number(first.json().receiptNumber) + 1);
  });

  it('pays part by store credit and part by cash, with change, and earns a stamp', async () => {
    const customer = await registerCustomer(ctx.app, { firstName: 'Riley', lastName: 'Walker' });
    await issueCredit(ctx.app, as.owner, customer, '10.00');
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      customerId: customer.id,
      lines: twoPlaymats(),
      tenders: [
        { method: 'store_credit', amount: '10.00' },
        { method: 'cash', amount: '11.90', tendered: '20.00' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      customer: { id: customer.id, name: 'Riley Walker' },
      change: '8.10',
      creditLeft: '0.00',
      stampsEarned: 1,
    });
    expect(await balanceOf(ctx.app, customer)).toBe('0.00');

    const found = await ctx.app.inject({
      url: '/api/admin/counter/sales?location=nlr&q=walker',
      headers: as.nlrStaff,
    });
    expect(found.json().sales.map((sale: { receiptNumber: string }) => sale.receiptNumber)).toEqual(
      [response.json().receiptNumber],
    );
  });

  it('refuses credit above the balance with nothing written', async () => {
    const customer = await registerCustomer(ctx.app);
    await issueCredit(ctx.app, as.owner, customer, '5.00');
    const orders = await ordersCount();
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      customerId: customer.id,
      lines: twoPlaymats(),
      tenders: [{ method: 'store_credit', amount: '21.90' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('insufficient_credit');
    expect(await ordersCount()).toBe(orders);
    expect(await balanceOf(ctx.app, customer)).toBe('5.00');
  });

  it('records the card terminal’s brand, last four digits and reference', async () => {
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [
        { method: 'card', amount: '21.90', cardBrand: 'Visa', last4: '4242', reference: 'T-778' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().tenders).toEqual([
      {
        method: 'card',
        amount: '21.90',
        tendered: null,
        cardBrand: 'Visa',
        last4: '4242',
        reference: 'T-778',
        giftCardLast4: null,
        giftCardLeft: null,
        giftCardToCredit: null,
      },
    ]);
  });

  it('takes two bank cards, each its own tender, and a return gives each its share back', async () => {
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [
        { method: 'card', amount: '15.00', cardBrand: 'Visa', last4: '4242' },
        { method: 'card', amount: '6.90', cardBrand: 'Visa', last4: '1881' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(
      sale.tenders.map((tender: { last4: string; amount: string }) => [
        tender.last4,
        tender.amount,
      ]),
    ).toEqual([
      ['4242', '15.00'],
      ['1881', '6.90'],
    ]);
    const returned = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/counter/returns',
      headers: as.nlrStaff,
      payload: {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: sale.lines[0].lineId, quantity: 2, restock: true }],
      },
    });
    expect(returned.statusCode).toBe(201);
    expect(returned.json().tenders).toEqual([
      { method: 'card', amount: '15.00', cardBrand: 'Visa', last4: '4242' },
      { method: 'card', amount: '6.90', cardBrand: 'Visa', last4: '1881' },
    ]);
  });

  it('redeems a gift card onto the customer’s credit and spends from it, the rest kept as credit', async () => {
    const customer = await registerCustomer(ctx.app);
    const code = 'ACDEFGHJKMNPQR34';
    await ctx.db.insert(giftCards).values({
      location: 'nlr',
      buyerCustomerId: customer.id,
      amountCents: 2500,
      status: 'issued',
      codeHash: hashGiftCode(code),
      lastFour: 'QR34',
      issuedAt: new Date(),
    });
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      customerId: customer.id,
      lines: twoPlaymats(),
      tenders: [{ method: 'gift_card', amount: '21.90', code }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tenders: [{ method: 'gift_card', amount: '21.90', giftCardLast4: 'QR34' }],
      creditLeft: '3.10',
    });
    expect(await balanceOf(ctx.app, customer)).toBe('3.10');
    const again = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      customerId: customer.id,
      lines: twoPlaymats(),
      tenders: [{ method: 'gift_card', amount: '21.90', code }],
    });
    // The cashier is told the card's money is in the customer's credit already.
    expect(again.json()).toMatchObject({
      code: 'gift_card_already_yours',
      error: "The gift card ending QR34 is already redeemed into this account's store credit.",
    });
  });

  it('taxes only the kinds the store taxes', async () => {
    const [card] = await insertCards(ctx.db, [{ location: 'benton', priceCents: 2000, stock: 3 }]);
    const [dice] = await insertMerchandise(ctx.db, [
      { location: 'benton', name: 'Dice', priceCents: 1000, stock: 3 },
    ]);
    const response = await ringUp(ctx.app, as.owner, {
      location: 'benton',
      lines: [
        { itemType: 'card', itemId: card?.id, quantity: 1 },
        { itemType: 'merchandise', itemId: dice?.id, quantity: 1 },
      ],
      tenders: [{ method: 'card', amount: '31.90' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      receiptNumber: expect.stringMatching(/^BEN-/),
      taxAmount: '1.90',
      total: '31.90',
    });
    expect(response.json().lines.map((line: { taxed: boolean }) => line.taxed)).toEqual([
      true,
      false,
    ]);
  });
});

describe('cash handed over, sent as the amount', () => {
  it('takes what is due and gives the rest as change, as if tendered', async () => {
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'cash', amount: '30.00' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      total: '21.90',
      change: '8.10',
      tenders: [{ method: 'cash', amount: '21.90', tendered: '30.00' }],
    });
  });

  it('still refuses a card over the total, with nothing written', async () => {
    const orders = await ordersCount();
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      tenders: [{ method: 'card', amount: '30.00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(await ordersCount()).toBe(orders);
  });
});
