import { describe, expect, it } from 'vitest';
import {
  formatRatePercent,
  parseRatePercent,
  salesTax,
  salesTaxLabel,
  type TaxPolicy,
  taxSale,
} from './sales-tax.rules.ts';

const arkansas: TaxPolicy = { rateMilli: 9500, taxedKinds: ['card', 'merchandise'] };

describe('sales tax', () => {
  it('taxes the taxed lines of a sale once, rounded half up to the cent', () => {
    // $10.10 at 9.5% is 95.95 cents: 96.
    expect(salesTax(arkansas, [{ itemType: 'card', amountCents: 1010 }]).taxCents).toBe(96);
    // $0.10 at 9.5% is 0.95 cents: 1.
    expect(salesTax(arkansas, [{ itemType: 'card', amountCents: 10 }]).taxCents).toBe(1);
    // $0.05 at 9.5% is 0.475 cents: 0.
    expect(salesTax(arkansas, [{ itemType: 'card', amountCents: 5 }]).taxCents).toBe(0);
    // Exactly half a cent rounds up: $1.00 at 0.5% is 0.5 cents.
    expect(
      salesTax({ rateMilli: 500, taxedKinds: ['card'] }, [{ itemType: 'card', amountCents: 100 }])
        .taxCents,
    ).toBe(1);
  });

  it('rounds the sale, not each line, so small lines are not taxed up one by one', () => {
    const stickers = [10, 10, 10].map((amountCents) => ({ itemType: 'merchandise', amountCents }));
    // Per line each would round to 1 cent (3 in all); the sale's 30 cents owe 2.85, so 3...
    expect(salesTax(arkansas, stickers).taxCents).toBe(3);
    // ...while five 5-cent lines owe 2.375 cents on 25 cents, not 0 from rounding each line.
    const pennies = Array.from({ length: 5 }, () => ({ itemType: 'card', amountCents: 5 }));
    expect(salesTax(arkansas, pennies).taxCents).toBe(2);
  });

  it('never taxes gift cards, and event entries only when the owner chose to', () => {
    const lines = [
      { itemType: 'card', amountCents: 2000 },
      { itemType: 'gift_card', amountCents: 5000 },
      { itemType: 'event_entry', amountCents: 1000 },
    ];
    expect(salesTax(arkansas, lines)).toEqual({
      taxableCents: 2000,
      exemptCents: 6000,
      taxCents: 190,
      rateMilli: 9500,
    });
    const withEntries = { ...arkansas, taxedKinds: [...arkansas.taxedKinds, 'event_entry'] };
    expect(salesTax(withEntries, lines).taxCents).toBe(285);
    const giftCardsChosen = { ...arkansas, taxedKinds: ['gift_card'] };
    expect(salesTax(giftCardsChosen, lines).taxableCents).toBe(0);
  });

  it('taxes a discounted sale on what its taxed lines come to after the discount', () => {
    const lines = [
      { itemType: 'card', amountCents: 3000 },
      { itemType: 'gift_card', amountCents: 1000 },
    ] as const;
    // A full card's 15% is taken off the card alone ($4.50; a gift card is sold at its value):
    // $25.50 taxed at 9.5% is $2.4225.
    expect(taxSale(arkansas, lines, 450)).toEqual({
      taxableCents: 2550,
      exemptCents: 1000,
      taxCents: 242,
      rateMilli: 9500,
      lineTaxCents: [242, 0],
      lineDiscountCents: [450, 0],
    });
    const two = taxSale(arkansas, [lines[0], { itemType: 'merchandise', amountCents: 1000 }], 0);
    expect(two.taxCents).toBe(380);
    expect(two.lineTaxCents).toEqual([285, 95]);
  });

  it('owes nothing at a zero rate or on an empty sale', () => {
    expect(
      salesTax({ ...arkansas, rateMilli: 0 }, [{ itemType: 'card', amountCents: 999 }]),
    ).toMatchObject({ taxCents: 0, taxableCents: 999 });
    expect(salesTax(arkansas, []).taxCents).toBe(0);
  });

  it('reads and writes a rate with up to three decimals', () => {
    expect(parseRatePercent('9.5')).toBe(9500);
    expect(parseRatePercent('9.375')).toBe(9375);
    expect(parseRatePercent(' 0 ')).toBe(0);
    expect(parseRatePercent('9.3751')).toBeNull();
    expect(parseRatePercent('-1')).toBeNull();
    expect(parseRatePercent('95')).toBeNull();
    expect(parseRatePercent('9,5')).toBeNull();
    expect(formatRatePercent(9500)).toBe('9.5');
    expect(formatRatePercent(9375)).toBe('9.375');
    expect(formatRatePercent(10_000)).toBe('10');
    expect(formatRatePercent(50)).toBe('0.05');
    expect(salesTaxLabel(9500)).toBe('Sales tax (9.5%)');
  });
});
