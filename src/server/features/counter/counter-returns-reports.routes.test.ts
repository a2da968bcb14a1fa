import { describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';

const counter = setUpCounterReturns();
const { ctx, as, playmats, sell, bringBack, endOfDayCents } = counter;

describe('a return at the counter', () => {
  it('counts in the end of day without tax beside gross and net, its tax taken off the day’s tax', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const before = await endOfDayCents();
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    const after = await endOfDayCents();
    expect({
      gross: after.gross - before.gross,
      returns: after.returns - before.returns,
      net: after.net - before.net,
      tax: after.tax - before.tax,
    }).toEqual({ gross: 0, returns: 1000, net: -1000, tax: -95 });
  });

  it('shows in the tax report as taxable returns and tax returned, taken off the net tax', async () => {
    const today = storeDate();
    const counterDay = async () => {
      const report = await ctx.app.inject({
        url: `/api/admin/reports/tax?location=nlr&from=${today}&to=${today}`,
        headers: as.owner,
      });
      return report.json().totals.find((total: { channel: string }) => total.channel === 'counter');
    };
    const sale = await sell({ lines: playmats(2), tenders: [{ method: 'card', amount: '21.90' }] });
    const before = await counterDay();
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    const after = await counterDay();
    const change = (field: string) =>
      Math.round((Number(after[field]) - Number(before[field])) * 100);
    expect({
      taxableSales: change('taxableSales'),
      tax: change('tax'),
      taxableReturns: change('taxableReturns'),
      taxReturned: change('taxReturned'),
      netTax: change('netTax'),
    }).toEqual({ taxableSales: 0, tax: 0, taxableReturns: 1000, taxReturned: 95, netTax: -95 });
  });
});
