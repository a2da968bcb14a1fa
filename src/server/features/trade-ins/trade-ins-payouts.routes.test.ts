import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, outbox } from '../../db/schema/index.ts';
import { openDrawer } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { balanceOf } from '../../testing/store-credit.ts';
import { setUpTradeIns } from '../../testing/trade-ins.ts';

const { ctx, as, card, line, walkIn, change, accept, decline, queue, stockOf, submitted } =
  setUpTradeIns();

describe('the counter', () => {
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
      headers: as.nlrStaff,
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
      { location: 'benton', customerId: as.customer.id, payout: 'cash', lines: [line(bolt.id, 3)] },
      as.owner,
    );
    expect(walk.statusCode).toBe(201);
    const { number } = walk.json();
    expect(walk.json().status).toBe('received');

    const closed = await accept(number, 'cash', as.owner);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('drawer_closed');
    expect((await stockOf(bolt.id))?.stock).toBe(0);
    expect((await queue(`location=benton&q=${number}`, as.owner)).json().items[0].status).toBe(
      'received',
    );

    // Not from cash the drawer does not hold: an empty till would count as over at close.
    const drawerId = await openDrawer(ctx.app, as.owner, { location: 'benton', float: '10.00' });
    const short = await accept(number, 'cash', as.owner);
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
      headers: as.owner,
      payload: { kind: 'paid_in', amount: '90.00', reason: 'From the safe' },
    });
    expect(paidIn.statusCode).toBe(201);
    const paid = await accept(number, 'cash', as.owner);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: '15.00', payout: 'cash' });
    expect(await stockOf(bolt.id)).toMatchObject({ stock: 3, costCents: 500 });
    const drawers = await ctx.app.inject({
      url: '/api/admin/counter/drawers?location=benton',
      headers: as.owner,
    });
    const [drawer] = drawers.json().drawers;
    expect(drawer).toMatchObject({ tradeInPayouts: '15.00', expected: '85.00' });
    expect(drawer.movements.at(-1)).toMatchObject({ kind: 'trade_in_payout', reference: number });
    const endOfDay = await ctx.app.inject({
      url: '/api/admin/reports/end-of-day?location=benton',
      headers: as.owner,
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
          headers: as.nlrStaff,
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
});
