import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, outbox } from '../../db/schema/index.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { balanceOf } from '../../testing/store-credit.ts';
import { setUpTradeIns } from '../../testing/trade-ins.ts';

const {
  ctx,
  as,
  card,
  line,
  submit,
  change,
  accept,
  decline,
  queue,
  stockOf,
  submitted,
  received,
} = setUpTradeIns();

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
    const byCustomer = await queue(`location=nlr&q=${encodeURIComponent(as.customer.email)}`);
    expect(byCustomer.json().items.length).toBeGreaterThanOrEqual(2);
    expect((await queue('location=nlr', as.bentonStaff)).statusCode).toBe(403);
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

  it('keeps another store’s staff out of a trade-in', async () => {
    const tradeIn = await submitted([line((await card()).id)]);
    expect((await change(tradeIn.number, { status: 'received' }, as.bentonStaff)).statusCode).toBe(
      403,
    );
    expect((await accept(tradeIn.number, 'credit', as.bentonStaff)).statusCode).toBe(403);
    expect((await decline(tradeIn.number, as.bentonStaff)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          url: `/api/admin/trade-ins/${tradeIn.number}`,
          headers: as.bentonStaff,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await submit({ location: 'nlr', payout: 'cash', lines: [] }, as.customer)).statusCode,
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
