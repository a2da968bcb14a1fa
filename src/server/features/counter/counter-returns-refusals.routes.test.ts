import { describe, expect, it } from 'vitest';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';

const counter = setUpCounterReturns();
const { ctx, as, playmats, sell, bringBack, snapshot } = counter;

describe('a return at the counter', () => {
  it('refuses another store’s staff with 403 and nothing written', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const before = await snapshot();
    const response = await bringBack(
      {
        location: 'benton',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
      },
      as.bentonStaff,
    );
    expect(response.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with 400 and nothing written', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const lineId = sale.lines[0]?.lineId;
    const before = await snapshot();
    for (const payload of [
      { location: 'nlr', lines: [{ lineId, quantity: 1, restock: true }] },
      {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        orderNumber: sale.receiptNumber,
        lines: [{ lineId, quantity: 1, restock: true }],
      },
      { location: 'nlr', receiptNumber: sale.receiptNumber, lines: [{ lineId, quantity: 0 }] },
      { location: 'nlr', receiptNumber: sale.receiptNumber, lines: [] },
      {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId: 999_999, quantity: 1, restock: true }],
      },
      {
        location: 'nlr',
        receiptNumber: sale.receiptNumber,
        lines: [{ lineId, quantity: 1 }],
        refundTo: 'cash',
      },
    ]) {
      const response = await bringBack(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.any(String),
        fields: expect.any(Object),
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs an open drawer to pay cash back', async () => {
    const back = await openDrawer(ctx.app, as.nlrStaff, {
      location: 'nlr',
      register: 'Back',
      float: '0.00',
    });
    const sold = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      register: 'Back',
      lines: playmats(1),
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    const sale = sold.json();
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/counter/drawers/${back}/close`,
      headers: as.nlrStaff,
      payload: { counted: '10.95' },
    });
    expect(closed.statusCode).toBe(200);
    const before = await snapshot();
    const response = await bringBack({
      location: 'nlr',
      register: 'Back',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('drawer_closed');
    expect(await snapshot()).toEqual(before);
  });

  it('pays no more cash back than the drawer holds, so an empty till never counts as over', async () => {
    await openDrawer(ctx.app, as.nlrStaff, { location: 'nlr', register: 'Till 3', float: '5.00' });
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const before = await snapshot();
    const response = await bringBack({
      location: 'nlr',
      register: 'Till 3',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'not_enough_cash',
      error:
        'The drawer should hold $5.00; give it back in store credit, or put cash in with Paid in first.',
    });
    expect(await snapshot()).toEqual(before);
  });
});
