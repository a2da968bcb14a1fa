import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cards,
  customerOrders,
  giftCards,
  merchandise,
  registrations,
  stockMovements,
  tournaments,
} from '../../db/schema/index.ts';
import { addToServerCart, CARDS, createIntent, placeOrder } from '../../testing/checkout.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { balanceOf, issueCredit } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';
import { hashGiftCode } from '../gift-cards/gift-card-codes.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<
  'owner' | 'nlrManager' | 'nlrStaff' | 'bentonStaff',
  Record<string, string>
>;
/** A $10.00 playmat at North Little Rock, taxed at 9.5%: two come to $21.90. */
let playmat = 0;

const stockOf = async (id: number) =>
  (
    await ctx.db
      .select({ stock: merchandise.stock })
      .from(merchandise)
      .where(eq(merchandise.id, id))
  )[0]?.stock;
const ordersCount = async () => (await ctx.db.select({ n: count() }).from(customerOrders))[0]?.n;

const twoPlaymats = () => [{ itemType: 'merchandise', itemId: playmat, quantity: 2 }];

beforeAll(async () => {
  Object.assign(as, await signInStaffTeam(ctx));
  for (const [location, taxedKinds] of [
    ['nlr', ['card', 'merchandise']],
    ['benton', ['card']],
  ] as const) {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/sales-tax/settings?location=${location}`,
      headers: as.owner,
      payload: { rate: '9.5', taxedKinds },
    });
    expect(set.statusCode).toBe(200);
  }
  const [mat] = await insertMerchandise(ctx.db, [
    { name: 'Playmat', priceCents: 1000, stock: 100, sku: 'MAT-1', barcode: '012345678905' },
  ]);
  playmat = mat?.id ?? 0;
  await openDrawer(ctx.app, as.nlrManager, { location: 'nlr', float: '100.00' });
});

describe('ringing up a sale at the counter', () => {
  it('takes cash with change, gives a receipt number, takes the stock with a counter_sale movement', async () => {
    const before = await stockOf(playmat);
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
    expect(await stockOf(playmat)).toBe((before ?? 0) - 2);
    const [moved] = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, sale.receiptNumber));
    expect(moved).toMatchObject({ reason: 'counter_sale', delta: -2, itemId: playmat });
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

describe('event entries at the counter', () => {
  it('sells an upcoming event’s entry to the attached customer, registering them', async () => {
    const [event] = await insertTournaments(ctx.db, [
      { name: 'Friday Draft', entryFeeCents: 1500 },
    ]);
    const entry = { itemType: 'event_entry', itemId: event?.id, quantity: 1 };
    const walkIn = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [entry],
      tenders: [{ method: 'card', amount: '15.00' }],
    });
    expect(walkIn.statusCode).toBe(400);
    const customer = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      customerId: customer.id,
      lines: [entry],
      tenders: [{ method: 'card', amount: '15.00' }],
    });
    expect(sold.statusCode).toBe(201);
    const [seat] = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.customerId, customer.id));
    expect(seat).toMatchObject({ tournamentId: event?.id, status: 'registered', paidCents: 1500 });

    // Why an entry is refused, in words the cashier can act on, and nothing written.
    const sell = (lines: object[], total = '15.00', customerId = customer.id) =>
      ringUp(ctx.app, as.nlrStaff, {
        location: 'nlr',
        customerId,
        lines,
        tenders: [{ method: 'card', amount: total }],
      });
    const before = await ctx.db.select().from(registrations);
    const again = await sell([entry]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_registered',
      error: 'The player is already registered for Friday Draft.',
    });
    const other = await registerCustomer(ctx.app);
    const two = await sell([{ ...entry, quantity: 2 }], '30.00', other.id);
    expect(two.json().fields).toEqual({
      'lines.0.quantity': 'An event entry seats one player: quantity 1',
    });
    const twice = await sell([entry, entry], '30.00', other.id);
    expect(twice.json().fields).toEqual({
      'lines.1.itemId': "This event's entry is on line 1 already",
    });
    await ctx.db
      .update(tournaments)
      .set({ status: 'completed' })
      .where(eq(tournaments.id, event?.id ?? 0));
    const over = await sell([entry], '15.00', other.id);
    expect(over.json()).toMatchObject({
      code: 'registration_closed',
      error: 'Friday Draft is over or cancelled: it takes no entries.',
    });
    expect(await ctx.db.select().from(registrations)).toEqual(before);
  });
});

describe('discounts and price overrides', () => {
  it('lets a manager override a price and discount a line and the sale, spread over the lines', async () => {
    const response = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [
        {
          itemType: 'merchandise',
          itemId: playmat,
          quantity: 1,
          unitPrice: '8.00',
          priceReason: 'Shelf tag said $8',
        },
        {
          itemType: 'merchandise',
          itemId: playmat,
          quantity: 1,
          discount: { percent: '10', reason: 'Scuffed' },
        },
      ],
      discount: { amount: '1.00', reason: 'Regular' },
      tenders: [{ method: 'card', amount: '17.52' }],
    });
    expect(response.statusCode).toBe(201);
    // $8.00 and $9.00 share $1.00: 47 and 53 cents; $16.00 taxed at 9.5% is $1.52.
    expect(response.json()).toMatchObject({
      subtotal: '18.00',
      discountTotal: '2.00',
      taxAmount: '1.52',
      total: '17.52',
    });
  });

  it('refuses a plain staff member’s discount or price with 403, writing nothing', async () => {
    const orders = await ordersCount();
    const discounted = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      discount: { percent: '50', reason: 'Friend' },
      tenders: [{ method: 'card', amount: '10.95' }],
    });
    const repriced = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [
        {
          itemType: 'merchandise',
          itemId: playmat,
          quantity: 1,
          unitPrice: '1.00',
          priceReason: 'x',
        },
      ],
      tenders: [{ method: 'card', amount: '1.10' }],
    });
    expect([discounted.statusCode, repriced.statusCode]).toEqual([403, 403]);
    expect(await ordersCount()).toBe(orders);
  });

  it('never takes the price from the body without an override', async () => {
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 1, price: '0.01' }],
      tenders: [{ method: 'card', amount: '10.95' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().total).toBe('10.95');
  });
});

describe('refusals', () => {
  it('answers 409 payment_incomplete for short tenders and 400 for too much, with nothing written', async () => {
    const orders = await ordersCount();
    const stock = await stockOf(playmat);
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
    expect(await stockOf(playmat)).toBe(stock);
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
      lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 0 }],
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
        lines: [{ itemType: 'merchandise', itemId: playmat, quantity: 1 }],
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

describe('Scan or search', () => {
  it('puts a product matching a scanned barcode or SKU first, marked exact', async () => {
    for (const code of ['012345678905', 'MAT-1']) {
      const response = await ctx.app.inject({
        url: `/api/admin/counter/lookup?location=nlr&q=${code}`,
        headers: as.nlrStaff,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        exact: true,
        items: [{ itemType: 'merchandise', itemId: playmat, name: 'Playmat', price: '10.00' }],
      });
    }
  });

  it('finds cards and products by name, not exact', async () => {
    await insertCards(ctx.db, [{ name: 'Playmat Goblin', setName: 'Jumpstart', stock: 2 }]);
    const response = await ctx.app.inject({
      url: '/api/admin/counter/lookup?location=nlr&q=playmat',
      headers: as.nlrStaff,
    });
    const found = response.json();
    expect(found.exact).toBe(false);
    expect(
      found.items.map(
        (item: { itemType: string; name: string }) => `${item.itemType} ${item.name}`,
      ),
    ).toEqual(expect.arrayContaining(['merchandise Playmat', 'card Playmat Goblin']));
  });
});
