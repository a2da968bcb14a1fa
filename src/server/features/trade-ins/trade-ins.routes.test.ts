import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, outbox, tradeIns } from '../../db/schema/index.ts';
import { openDrawer } from '../../testing/counter.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { balanceOf } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Headers = Record<string, string>;
let owner: Headers;
let nlrStaff: Headers;
let bentonStaff: Headers;
let customer: TestCustomer;

beforeAll(async () => {
  ({ owner, nlrManager: nlrStaff, bentonStaff } = await signInStaffTeam(ctx));
  customer = await registerCustomer(ctx.app, { firstName: 'Tess' });
});

/** A Near Mint card of the store at $10.00 (it pays $5.00 cash, $6.00 credit), with this stock. */
async function card(stock = 0, fields: Partial<typeof cards.$inferInsert> = {}) {
  const [row] = await insertCards(ctx.db, [{ priceCents: 1000, stock, setCode: 'FDN', ...fields }]);
  if (!row) throw new Error('no card');
  return row;
}

const line = (cardId: number, quantity = 1, condition = 'Near Mint', finish = 'non-foil') => ({
  cardId,
  condition,
  finish,
  quantity,
});

const submit = (payload: object, who: TestCustomer = customer) =>
  ctx.app.inject({ method: 'POST', url: '/api/customers/trade-ins', headers: who.auth, payload });
const walkIn = (payload: object, headers: Headers = nlrStaff) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/trade-ins', headers, payload });
const change = (number: string, payload: object, headers: Headers = nlrStaff) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/trade-ins/${number}`, headers, payload });
const accept = (number: string, payout: string, headers: Headers = nlrStaff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/trade-ins/${number}/accept`,
    headers,
    payload: { payout },
  });
const decline = (number: string, headers: Headers = nlrStaff) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/trade-ins/${number}/decline`, headers });
const queue = (query: string, headers: Headers = nlrStaff) =>
  ctx.app.inject({ url: `/api/admin/trade-ins?${query}`, headers });
const stockOf = async (id: number) => {
  const [row] = await ctx.db.select().from(cards).where(eq(cards.id, id));
  return row;
};

async function submitted(lines: object[], payout = 'credit', who: TestCustomer = customer) {
  const response = await submit({ location: 'nlr', payout, lines }, who);
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  return response.json();
}

async function received(lines: object[], payout = 'credit') {
  const response = await walkIn({ location: 'nlr', customerId: customer.id, payout, lines });
  if (response.statusCode !== 201) throw new Error(`walk-in failed: ${response.body}`);
  return response.json();
}

describe('submitting a sell list', () => {
  it('gives a trade-in number, its totals, prices held 7 days, and a mail with the list', async () => {
    const sol = await card(0, { name: 'Sol Ring TI' });
    const bolt = await card(0, { name: 'Lightning Bolt TI', priceCents: 333 });
    const before = Date.now();
    const response = await submit({
      location: 'nlr',
      payout: 'credit',
      lines: [line(sol.id, 2), line(bolt.id)],
    });
    expect(response.statusCode).toBe(201);
    const tradeIn = response.json();
    expect(tradeIn).toMatchObject({
      number: expect.stringMatching(/^T-NLR-\d{4}$/),
      status: 'submitted',
      // 2 × $5.00 + $1.66 cash; 2 × $6.00 + $1.99 credit.
      cashTotal: '11.66',
      creditTotal: '13.99',
      notices: [],
    });
    const held = Date.parse(tradeIn.expiresAt) - before;
    expect(held).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(held).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, customer.email), eq(outbox.kind, 'trade_in_submitted')));
    expect(mail?.subject).toContain(tradeIn.number);
    expect(mail?.text).toContain('2 × Sol Ring TI (FDN), Near Mint, non-foil: $12.00');
    expect(mail?.text).toContain('Sunday to Thursday');

    const mine = await ctx.app.inject({ url: '/api/customers/trade-ins', headers: customer.auth });
    expect(mine.json().items.map((each: { number: string }) => each.number)).toContain(
      tradeIn.number,
    );
  });

  it('quotes a card in the condition and finish a seller has, before anything is submitted', async () => {
    const shelf = await card(2);
    const quote = (query: string) =>
      ctx.app.inject({ url: `/api/trade-ins/quote?location=nlr&cardId=${shelf.id}&${query}` });

    const asListed = await quote('condition=Near%20Mint&finish=non-foil');
    expect(asListed.json()).toEqual({
      cardId: shelf.id,
      condition: 'Near Mint',
      finish: 'non-foil',
      cashPrice: '5.00',
      creditPrice: '6.00',
      wanted: 6,
    });
    // No Lightly Played copy of its own: the Near Mint price at 90%, and 8 wanted of none.
    const played = await quote('condition=Lightly%20Played&finish=non-foil');
    expect(played.json()).toMatchObject({ cashPrice: '4.50', creditPrice: '5.40', wanted: 8 });

    const otherStore = await ctx.app.inject({
      url: `/api/trade-ins/quote?location=benton&cardId=${shelf.id}&condition=Near%20Mint&finish=non-foil`,
    });
    expect(otherStore.statusCode).toBe(400);
    expect(otherStore.json().fields).toEqual({ cardId: 'No card of that id at this store' });
    const unknown = await quote('condition=Mint&finish=non-foil');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('condition');
  });

  it('caps a quantity above what the store wants, says so, and the buylist wants that many less', async () => {
    const goyf = await card(6, { name: 'Tarmogoyf TI' });
    const tradeIn = await submitted([line(goyf.id, 5)]);
    expect(tradeIn.lines[0].quantity).toBe(2);
    expect(tradeIn.notices).toEqual([
      'Tarmogoyf TI (Near Mint, non-foil): capped at 2, the copies the store wants.',
    ]);
    const buylist = await ctx.app.inject({ url: '/api/buylist?location=nlr&q=Tarmogoyf TI' });
    expect(buylist.json().items[0].wanted).toBe(0);

    const more = await submit({ location: 'nlr', payout: 'cash', lines: [line(goyf.id, 1)] });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('not_wanted');
  });

  it('lets the customer cancel while submitted only, and nobody else', async () => {
    const tradeIn = await submitted([line((await card()).id)]);
    const other = await registerCustomer(ctx.app);
    const cancel = (who: TestCustomer) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/customers/trade-ins/${tradeIn.number}`,
        headers: who.auth,
      });
    expect((await cancel(other)).statusCode).toBe(404);
    const cancelled = await cancel(customer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const again = await cancel(customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');

    const staffSide = await received([line((await card()).id)]);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/customers/trade-ins/${staffSide.number}`,
      headers: customer.auth,
    });
    expect(refused.json().code).toBe('invalid_transition');
  });

  it('lets a list lapse to expired once its 7 days are up, and no longer counts it as offered', async () => {
    const lapsing = await card(6, { name: 'Lapsing TI' });
    const tradeIn = await submitted([line(lapsing.id, 2)]);
    await ctx.db
      .update(tradeIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tradeIns.number, tradeIn.number));
    const buylist = await ctx.app.inject({ url: '/api/buylist?location=nlr&q=Lapsing TI' });
    expect(buylist.json().items[0].wanted).toBe(2);
    const mine = await ctx.app.inject({ url: '/api/customers/trade-ins', headers: customer.auth });
    const lapsed = mine
      .json()
      .items.find((each: { number: string }) => each.number === tradeIn.number);
    expect(lapsed.status).toBe('expired');
    expect((await accept(tradeIn.number, 'credit')).json().code).toBe('invalid_transition');
  });

  it('refuses bad input with a 400 naming the field, and a card the store does not buy with a 409', async () => {
    const ok = await card();
    const [benton] = await insertCards(ctx.db, [{ location: 'benton', priceCents: 1000 }]);
    const cheap = await card(0, { priceCents: 40 });
    const slab = await card(0, { priceCents: 80_000, gradingService: 'PSA', grade: '10' });
    const cases: [object, number, string][] = [
      [{ location: 'nlr', payout: 'gold', lines: [line(ok.id)] }, 400, 'payout'],
      [{ location: 'nlr', payout: 'cash', lines: [line(ok.id, 0)] }, 400, 'lines.0.quantity'],
      [{ location: 'nlr', payout: 'cash', lines: [] }, 400, 'lines'],
      [{ location: 'nlr', payout: 'cash', lines: [line(99_999_999)] }, 400, 'lines.0.cardId'],
      [{ location: 'nlr', payout: 'cash', lines: [line(benton?.id ?? 0)] }, 400, 'lines.0.cardId'],
      [
        { location: 'nlr', payout: 'cash', lines: [line(ok.id, 1, 'Mint')] },
        400,
        'lines.0.condition',
      ],
      [{ location: 'nlr', payout: 'cash', lines: [line(cheap.id)] }, 409, 'lines.0.cardId'],
      // A graded slab is bought by hand, never from a list, and never stocked as a raw copy.
      [{ location: 'nlr', payout: 'cash', lines: [line(slab.id)] }, 409, 'lines.0.cardId'],
    ];
    const someone = await registerCustomer(ctx.app);
    for (const [payload, status, field] of cases) {
      const response = await submit(payload, someone);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    const mine = await ctx.app.inject({ url: '/api/customers/trade-ins', headers: someone.auth });
    expect(mine.json().items).toEqual([]);
  });
});

describe('the counter', () => {
  it('lists the store’s queue by status, newest first, and finds one by number or customer', async () => {
    const first = await submitted([line((await card()).id)]);
    const second = await submitted([line((await card()).id)]);
    const list = await queue('location=nlr&status=submitted');
    expect(list.statusCode).toBe(200);
    const numbers = list.json().items.map((each: { number: string }) => each.number);
    expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number));
    expect(list.json().items.every((each: { status: string }) => each.status === 'submitted')).toBe(
      true,
    );
    const byNumber = await queue(`location=nlr&q=${first.number}`);
    expect(byNumber.json().items.map((each: { number: string }) => each.number)).toEqual([
      first.number,
    ]);
    const byCustomer = await queue(`location=nlr&q=${encodeURIComponent(customer.email)}`);
    expect(byCustomer.json().items.length).toBeGreaterThanOrEqual(2);
    expect((await queue('location=nlr', bentonStaff)).statusCode).toBe(403);
  });

  it('lists only the open trade-ins (submitted, received, offered) with status=open', async () => {
    const waiting = await submitted([line((await card()).id)]);
    const atCounter = await received([line((await card()).id)]);
    const declined = await received([line((await card()).id)]);
    expect((await decline(declined.number)).statusCode).toBe(200);
    const list = await queue('location=nlr&status=open');
    expect(list.statusCode).toBe(200);
    const items: { number: string; status: string }[] = list.json().items;
    const numbers = items.map((each) => each.number);
    expect(numbers).toContain(waiting.number);
    expect(numbers).toContain(atCounter.number);
    expect(numbers).not.toContain(declined.number);
    expect(items.every((each) => ['submitted', 'received', 'offered'].includes(each.status))).toBe(
      true,
    );
    const bad = await queue('location=nlr&status=shut');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toMatch(/open/);
  });

  it('receives, grades a line down a condition (repriced), rejects one and adds one', async () => {
    const nearMint = await card(0, { name: 'Grade Me TI' });
    const other = await card();
    const found = await card();
    const tradeIn = await submitted([line(nearMint.id, 2), line(other.id)]);
    const got = await change(tradeIn.number, { status: 'received' });
    expect(got.json().status).toBe('received');
    const [gradeLine, rejectLine] = tradeIn.lines;
    const graded = await change(tradeIn.number, {
      lines: [
        { id: gradeLine.id, condition: 'Lightly Played' },
        { id: rejectLine.id, rejectReason: 'Water damage' },
      ],
      addLines: [line(found.id)],
    });
    expect(graded.statusCode).toBe(200);
    const body = graded.json();
    // The store has no Lightly Played row: 90% of its $10.00 Near Mint price.
    expect(body.lines[0]).toMatchObject({
      condition: 'Lightly Played',
      cashPrice: '4.50',
      creditPrice: '5.40',
      quantity: 2,
    });
    expect(body.lines[1].rejectReason).toBe('Water damage');
    expect(body.lines[2]).toMatchObject({ cardId: found.id, quantity: 1, creditPrice: '6.00' });
    // 2 × $5.40 + $6.00; the rejected line counts for nothing.
    expect(body.creditTotal).toBe('16.80');
    expect(body.quotedCreditTotal).toBe('18.00');
  });

  it('keeps the held price when only a quantity changes, and prices a new condition afresh', async () => {
    const held = await card(0, { name: 'Held Price TI' });
    const tradeIn = await received([line(held.id, 3)]);
    await ctx.db.update(cards).set({ priceCents: 500 }).where(eq(cards.id, held.id));
    const [only] = tradeIn.lines;
    const fewer = await change(tradeIn.number, { lines: [{ id: only.id, quantity: 2 }] });
    expect(fewer.json().lines[0]).toMatchObject({ quantity: 2, cashPrice: '5.00' });
    const played = await change(tradeIn.number, {
      lines: [{ id: only.id, condition: 'Lightly Played' }],
    });
    // Today's $5.00 Near Mint price at 90%, then 50% cash.
    expect(played.json().lines[0]).toMatchObject({ quantity: 2, cashPrice: '2.25' });
  });

  it('grades down a card the store has only Lightly Played, from that price', async () => {
    const played = await card(0, {
      name: 'Played Only TI',
      condition: 'Lightly Played',
      priceCents: 4999,
    });
    const tradeIn = await received([line(played.id, 1, 'Lightly Played')]);
    const [only] = tradeIn.lines;
    const down = await change(tradeIn.number, {
      lines: [{ id: only.id, condition: 'Heavily Played' }],
    });
    expect(down.statusCode).toBe(200);
    // $49.99 at 90% is a Near Mint of $55.54; Heavily Played is 50% of that, $27.77.
    expect(down.json().lines[0]).toMatchObject({
      condition: 'Heavily Played',
      cashPrice: '13.88',
      creditPrice: '16.66',
    });
  });

  it('pays credit on accept: a trade_in ledger entry, the cards in stock at their cost, a movement', async () => {
    const shopper = await registerCustomer(ctx.app);
    const sol = await card(1, { name: 'Credit Sol TI' });
    const tradeIn = await submitted(
      [line(sol.id, 2), line(sol.id, 1, 'Lightly Played')],
      'credit',
      shopper,
    );
    await change(tradeIn.number, { status: 'received' });
    const response = await accept(tradeIn.number, 'credit');
    expect(response.statusCode).toBe(200);
    // 2 × $6.00 + $5.40.
    expect(response.json()).toMatchObject({ status: 'accepted', paid: '17.40' });
    expect(await balanceOf(ctx.app, shopper)).toBe('17.40');
    const history = await ctx.app.inject({
      url: '/api/customers/store-credit',
      headers: shopper.auth,
    });
    expect(history.json().entries).toEqual([
      expect.objectContaining({ kind: 'trade_in', amount: '17.40' }),
    ]);

    const after = await stockOf(sol.id);
    expect(after).toMatchObject({ stock: 3, costCents: 600 });
    const [played] = await ctx.db
      .select()
      .from(cards)
      .where(and(eq(cards.name, 'Credit Sol TI'), eq(cards.condition, 'Lightly Played')));
    expect(played).toMatchObject({ stock: 1, costCents: 540, priceCents: 900, forSale: true });

    const movements = await ctx.app.inject({
      url: `/api/admin/inventory/movements?location=nlr&itemType=card&itemId=${sol.id}`,
      headers: nlrStaff,
    });
    expect(movements.json().items[0]).toMatchObject({
      delta: 2,
      reason: 'trade_in',
      reference: tradeIn.number,
    });
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, shopper.email), eq(outbox.kind, 'trade_in_accepted')));
    expect(mail?.text).toContain('$17.40');
  });

  it('pays cash out of the open drawer, and refuses with drawer_closed writing nothing without one', async () => {
    const bolt = await card(0, { location: 'benton', name: 'Cash Bolt TI' });
    const walk = await walkIn(
      { location: 'benton', customerId: customer.id, payout: 'cash', lines: [line(bolt.id, 3)] },
      owner,
    );
    expect(walk.statusCode).toBe(201);
    const { number } = walk.json();
    expect(walk.json().status).toBe('received');

    const closed = await accept(number, 'cash', owner);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('drawer_closed');
    expect((await stockOf(bolt.id))?.stock).toBe(0);
    expect((await queue(`location=benton&q=${number}`, owner)).json().items[0].status).toBe(
      'received',
    );

    // Not from cash the drawer does not hold: an empty till would count as over at close.
    const drawerId = await openDrawer(ctx.app, owner, { location: 'benton', float: '10.00' });
    const short = await accept(number, 'cash', owner);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'not_enough_cash',
      error:
        'The drawer should hold $10.00; pay this trade-in in store credit, or put cash in with Paid in first.',
    });
    expect((await stockOf(bolt.id))?.stock).toBe(0);
    const paidIn = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/counter/drawers/${drawerId}/movements`,
      headers: owner,
      payload: { kind: 'paid_in', amount: '90.00', reason: 'From the safe' },
    });
    expect(paidIn.statusCode).toBe(201);
    const paid = await accept(number, 'cash', owner);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: '15.00', payout: 'cash' });
    expect(await stockOf(bolt.id)).toMatchObject({ stock: 3, costCents: 500 });
    const drawers = await ctx.app.inject({
      url: '/api/admin/counter/drawers?location=benton',
      headers: owner,
    });
    const [drawer] = drawers.json().drawers;
    expect(drawer).toMatchObject({ tradeInPayouts: '15.00', expected: '85.00' });
    expect(drawer.movements.at(-1)).toMatchObject({ kind: 'trade_in_payout', reference: number });
    const endOfDay = await ctx.app.inject({
      url: '/api/admin/reports/end-of-day?location=benton',
      headers: owner,
    });
    expect(endOfDay.json().drawers).toContainEqual(
      expect.objectContaining({ tradeInPayouts: '15.00', expected: '85.00' }),
    );
  });

  it('pays nothing for cards not yet received, then pays once when accepted twice', async () => {
    const shopper = await registerCustomer(ctx.app);
    const twice = await card(0, { name: 'Twice TI' });
    const tradeIn = await submitted([line(twice.id, 1)], 'credit', shopper);
    const early = await accept(tradeIn.number, 'credit');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'invalid_transition',
      error: 'Mark the cards received before accepting this trade-in.',
    });
    expect(await balanceOf(ctx.app, shopper)).toBe('0.00');
    expect((await stockOf(twice.id))?.stock).toBe(0);

    await change(tradeIn.number, { status: 'received' });
    const paidCredit = async () =>
      (
        await ctx.app.inject({
          url: '/api/admin/reports/end-of-day?location=nlr',
          headers: nlrStaff,
        })
      )
        .json()
        .tradeInPayouts.find((row: { payout: string }) => row.payout === 'credit');
    const before = await paidCredit();
    const [first, second] = await Promise.all([
      accept(tradeIn.number, 'credit'),
      accept(tradeIn.number, 'credit'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const third = await accept(tradeIn.number, 'credit');
    expect(third.json()).toEqual(first.json());
    expect(await balanceOf(ctx.app, shopper)).toBe('6.00');
    expect((await stockOf(twice.id))?.stock).toBe(1);
    // The end of day shows the payout by its tender, once.
    const after = await paidCredit();
    expect(after.count - before.count).toBe(1);
    expect(Number(after.amount) - Number(before.amount)).toBeCloseTo(6, 2);
  });

  it('never buys past the wanted count when two accepts race for the last copies', async () => {
    const last = await card(6, { name: 'Last Copies TI' });
    const a = await submitted([line(last.id, 2)]);
    // The store sells two, so a second list may offer two more, then takes the two back.
    await ctx.db.update(cards).set({ stock: 4 }).where(eq(cards.id, last.id));
    const b = await submitted([line(last.id, 2)]);
    await ctx.db.update(cards).set({ stock: 6 }).where(eq(cards.id, last.id));
    for (const each of [a, b]) await change(each.number, { status: 'received' });

    const answers = await Promise.all([accept(a.number, 'credit'), accept(b.number, 'credit')]);
    const statuses = answers.map((each) => each.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((each) => each.statusCode === 409);
    expect(refused?.json().code).toBe('trade_in_trimmed');
    expect(Object.values(refused?.json().fields ?? {})).toEqual([
      'Last Copies TI (Near Mint, non-foil): trimmed from 2 to 0, the copies the store still wants',
    ]);
    expect((await stockOf(last.id))?.stock).toBe(8);
    // Trimmed to nothing, it is not paid $0.00 and mailed as paid: staff decline it.
    const empty = refused === answers[0] ? a : b;
    const again = await accept(empty.number, 'credit');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'invalid_transition',
      error: 'Nothing is left to buy on this trade-in: decline it instead.',
    });
    expect((await decline(empty.number)).statusCode).toBe(200);
  });

  it('keeps another store’s staff out of a trade-in', async () => {
    const tradeIn = await submitted([line((await card()).id)]);
    expect((await change(tradeIn.number, { status: 'received' }, bentonStaff)).statusCode).toBe(
      403,
    );
    expect((await accept(tradeIn.number, 'credit', bentonStaff)).statusCode).toBe(403);
    expect((await decline(tradeIn.number, bentonStaff)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          url: `/api/admin/trade-ins/${tradeIn.number}`,
          headers: bentonStaff,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await submit({ location: 'nlr', payout: 'cash', lines: [] }, customer)).statusCode,
    ).toBe(400);
  });

  it('declines: only the status changes, and it can no longer be accepted', async () => {
    const kept = await card(0, { name: 'Declined TI' });
    const tradeIn = await received([line(kept.id, 2)]);
    const declined = await decline(tradeIn.number);
    expect(declined.json().status).toBe('declined');
    expect((await stockOf(kept.id))?.stock).toBe(0);
    expect((await accept(tradeIn.number, 'credit')).json().code).toBe('invalid_transition');
  });

  it('sends a revised offer that waits for the customer’s answer before anything is paid', async () => {
    const shopper = await registerCustomer(ctx.app);
    const offered = await card(0, { name: 'Offer TI' });
    const tradeIn = await submitted([line(offered.id, 1)], 'credit', shopper);
    const sent = await change(tradeIn.number, {
      lines: [{ id: tradeIn.lines[0].id, condition: 'Heavily Played' }],
      offerToCustomer: true,
    });
    expect(sent.json()).toMatchObject({ status: 'offered', creditTotal: '3.00' });
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, shopper.email), eq(outbox.kind, 'trade_in_offered')));
    expect(mail?.subject).toContain(tradeIn.number);
    expect((await accept(tradeIn.number, 'credit')).json().code).toBe('invalid_transition');

    const respond = (accepted: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/customers/trade-ins/${tradeIn.number}/respond`,
        headers: shopper.auth,
        payload: { accept: accepted },
      });
    expect((await respond('yes')).statusCode).toBe(400);
    const yes = await respond(true);
    expect(yes.json().status).toBe('received');
    expect((await respond(true)).json().code).toBe('invalid_transition');
    expect((await accept(tradeIn.number, 'credit')).json().paid).toBe('3.00');
    expect(await balanceOf(ctx.app, shopper)).toBe('3.00');
  });
});
