import { describe, expect, it } from 'vitest';
import { discountOff, percentHundredths, saleTotals } from './sale-totals.rules.ts';

const arkansas = { rateMilli: 9500, taxedKinds: ['card', 'merchandise'] };

describe('a counter sale’s totals', () => {
  it('taxes the taxed lines after discounts and leaves exempt ones untaxed', () => {
    const totals = saleTotals(arkansas, [
      { itemType: 'merchandise', quantity: 2, unitPriceCents: 1000 },
      { itemType: 'event_entry', quantity: 1, unitPriceCents: 500 },
    ]);
    expect(totals).toMatchObject({
      subtotalCents: 2500,
      discountCents: 0,
      taxCents: 190,
      totalCents: 2690,
    });
    expect(totals.lines.map((line) => line.taxed)).toEqual([true, false]);
  });

  it('takes a line’s own discount, then spreads the sale’s over the lines in proportion', () => {
    const totals = saleTotals(
      arkansas,
      [
        {
          itemType: 'card',
          quantity: 1,
          unitPriceCents: 1000,
          discount: { percentHundredths: 1000 },
        },
        { itemType: 'card', quantity: 1, unitPriceCents: 600 },
        { itemType: 'card', quantity: 1, unitPriceCents: 300 },
      ],
      { amountCents: 100 },
    );
    // Nets 900, 600, 300 share $1.00: 50, 33.33 and 16.67, so the cent left goes to the last.
    expect(totals.lines.map((line) => line.discountCents)).toEqual([100 + 50, 33, 17]);
    expect(totals.discountCents).toBe(200);
    expect(totals.totalCents).toBe(1700 + 162);
  });

  it('never discounts a line or a sale below zero', () => {
    expect(discountOff(500, { amountCents: 900 })).toBe(500);
    const totals = saleTotals(arkansas, [{ itemType: 'card', quantity: 1, unitPriceCents: 500 }], {
      percentHundredths: 10_000,
    });
    expect(totals.totalCents).toBe(0);
  });

  it('reads percentages to the hundredth and spreads leftover cents exactly', () => {
    expect(percentHundredths('12.5')).toBe(1250);
    expect(percentHundredths('100')).toBe(10_000);
    const lines = [1000, 1000, 1000].map((unitPriceCents) => ({
      itemType: 'merchandise',
      quantity: 1,
      unitPriceCents,
    }));
    const spread = saleTotals({ rateMilli: 0, taxedKinds: [] }, lines, { amountCents: 10 });
    expect(spread.lines.map((line) => line.discountCents)).toEqual([4, 3, 3]);
    expect(spread.discountCents).toBe(10);
  });
});
