import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, tradeIns } from '../../db/schema/index.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { setUpTradeIns } from '../../testing/trade-ins.ts';

const { ctx, as, card, line, submit, accept, submitted, received } = setUpTradeIns();

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
      .where(and(eq(outbox.toAddress, as.customer.email), eq(outbox.kind, 'trade_in_submitted')));
    expect(mail?.subject).toContain(tradeIn.number);
    expect(mail?.text).toContain('2 × Sol Ring TI (FDN), Near Mint, non-foil: $12.00');
    expect(mail?.text).toContain('Sunday to Thursday');

    const mine = await ctx.app.inject({
      url: '/api/customers/trade-ins',
      headers: as.customer.auth,
    });
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
    const cancelled = await cancel(as.customer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const again = await cancel(as.customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');

    const staffSide = await received([line((await card()).id)]);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/customers/trade-ins/${staffSide.number}`,
      headers: as.customer.auth,
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
    const mine = await ctx.app.inject({
      url: '/api/customers/trade-ins',
      headers: as.customer.auth,
    });
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
