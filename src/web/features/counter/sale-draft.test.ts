import { describe, expect, it } from 'vitest';
import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';
import { ApiError } from '../../lib/api-client.ts';
import { signedCents } from '../../lib/format.ts';
import { overShortText } from './over-short.ts';
import { type DraftLine, saleLines } from './sale-draft.ts';
import { estimateSale } from './sale-estimate.ts';
import { saleRefusal } from './sale-refusal.ts';
import { saleRequest } from './sale-request.ts';
import { addTender, cashTender, changeCents, dueCents } from './tender-draft.ts';

const item = (over: Partial<CounterLookupItem> = {}): CounterLookupItem => ({
  itemType: 'merchandise',
  itemId: 7,
  name: 'Booster pack',
  price: '4.99',
  stock: 10,
  sku: 'BP-1',
  barcode: null,
  detail: null,
  ...over,
});

const ring = (...items: CounterLookupItem[]) =>
  items.reduce<DraftLine[]>((lines, next) => saleLines(lines, { type: 'add', item: next }), []);

/** The sale's line at that place, which the test has just rung up. */
function nth(lines: readonly DraftLine[], index: number): DraftLine {
  const line = lines[index];
  if (!line) throw new Error(`No line ${index}`);
  return line;
}

const policy = { rateMilli: 9500, taxedKinds: ['card', 'merchandise'] };

describe('the counter’s sale', () => {
  it('counts a second scan of the same item as one more, and keeps quantities from 1 to 999', () => {
    let lines = ring(item(), item(), item({ itemType: 'card', itemId: 7, name: 'Bolt' }));
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Booster pack', 2],
      ['Bolt', 1],
    ]);
    lines = saleLines(lines, { type: 'quantity', key: nth(lines, 0).key, quantity: 0 });
    expect(nth(lines, 0).quantity).toBe(1);
    lines = saleLines(lines, { type: 'quantity', key: nth(lines, 0).key, quantity: 5000 });
    expect(nth(lines, 0).quantity).toBe(999);
    lines = saleLines(lines, { type: 'remove', key: nth(lines, 0).key });
    expect(lines.map((line) => line.name)).toEqual(['Bolt']);
  });

  it('shows subtotal, discounts, tax on the taxed lines after discounts, and the total', () => {
    let lines = ring(item(), item(), item({ itemType: 'gift_card', itemId: 1, price: '25.00' }));
    expect(estimateSale(lines, null, policy)).toEqual({
      subtotalCents: 3498,
      discountCents: 0,
      taxCents: 95,
      totalCents: 3593,
    });
    lines = saleLines(lines, {
      type: 'discount',
      key: nth(lines, 0).key,
      discount: { kind: 'percent', value: '10', reason: 'Damaged box' },
    });
    lines = saleLines(lines, {
      type: 'override',
      key: nth(lines, 1).key,
      override: { priceCents: 2000, reason: 'Price match' },
    });
    const estimate = estimateSale(
      lines,
      { kind: 'amount', value: '1.00', reason: 'Regular' },
      policy,
    );
    // 9.98 less 1.00 (10%) = 8.98; 20.00 gift card; 1.00 off the sale, 0.30 of it on the packs,
    // so the tax is 9.5% of 8.68.
    expect(estimate).toEqual({
      subtotalCents: 2998,
      discountCents: 200,
      taxCents: 82,
      totalCents: 2880,
    });
    expect(estimateSale(lines, null, null).totalCents).toBeNull();
  });

  it('pays with cash up to what is due and gives the rest back as change', () => {
    const cash = cashTender('a', 2000, 1347);
    expect(cash).toEqual({ id: 'a', method: 'cash', amountCents: 1347, tenderedCents: 2000 });
    expect(cashTender('b', 0, 1347)).toBeNull();
    const tenders = cash ? [cash] : [];
    expect(dueCents(1347, tenders)).toBe(0);
    expect(changeCents(tenders)).toBe(653);
    const part = cashTender('c', 500, 1347);
    expect(part?.tenderedCents).toBeUndefined();
    expect(dueCents(1347, part ? [part] : [])).toBe(847);
  });

  it('sends items, quantities, a manager’s changes, the tenders and the register, never a total', () => {
    let lines = ring(item());
    lines = saleLines(lines, {
      type: 'override',
      key: nth(lines, 0).key,
      override: { priceCents: 399, reason: 'Sale' },
    });
    const body = saleRequest('nlr', {
      lines,
      discount: { kind: 'percent', value: '5', reason: 'Regular' },
      customerId: 12,
      register: 'Back',
      tenders: [
        { id: 'x', method: 'card', amountCents: 200, cardBrand: 'Visa', last4: '4242' },
        { id: 'y', method: 'cash', amountCents: 179, tenderedCents: 500 },
      ],
    });
    expect(body).toEqual({
      location: 'nlr',
      register: 'Back',
      customerId: 12,
      lines: [
        {
          itemType: 'merchandise',
          itemId: 7,
          quantity: 1,
          unitPrice: '3.99',
          priceReason: 'Sale',
        },
      ],
      discount: { percent: '5', reason: 'Regular' },
      tenders: [
        { method: 'card', amount: '2.00', cardBrand: 'Visa', last4: '4242' },
        { method: 'cash', amount: '1.79', tendered: '5.00' },
      ],
    });
  });

  it('places a refusal by its code: a short line at the line, no drawer at the drawer', () => {
    const lines = ring(item(), item({ itemId: 8, name: 'Sleeves' }));
    const refused = (code: string, fields?: Record<string, string>) =>
      new ApiError(
        409,
        { error: 'No.', code: code as 'conflict', ...(fields ? { fields } : {}) },
        '',
      );
    expect(
      saleRefusal(refused('insufficient_stock', { 'lines.1.quantity': 'Only 2 in stock' }), lines),
    ).toEqual({ at: 'line', key: nth(lines, 1).key, message: 'Only 2 in stock' });
    expect(saleRefusal(refused('drawer_closed'), lines).at).toBe('drawer');
    expect(saleRefusal(refused('insufficient_credit'), lines)).toMatchObject({
      at: 'tender',
      method: 'store_credit',
    });
    expect(saleRefusal(refused('payment_incomplete'), lines).at).toBe('sale');
    expect(saleRefusal(new TypeError('Failed to fetch'), lines).at).toBe('sale');
  });
});

describe('the drawer’s count', () => {
  it('reads a dollar short as short, and a signed answer from the server', () => {
    expect(overShortText(signedCents('-1.00'))).toBe('Short $1.00');
    expect(overShortText(signedCents('0.05'))).toBe('Over $0.05');
    expect(overShortText(signedCents('0.00'))).toBe('Even');
  });
});

describe('tenders added at the counter', () => {
  it('keeps cash handed over twice as one cash tender, and each bank card as its own', () => {
    const cash = addTender([], { id: 'a', method: 'cash', amountCents: 10_000 });
    const more = addTender(cash, {
      id: 'b',
      method: 'cash',
      amountCents: 5189,
      tenderedCents: 20_000,
    });
    expect(more).toEqual([{ id: 'a', method: 'cash', amountCents: 15_189, tenderedCents: 30_000 }]);
    const card = addTender(more, { id: 'c', method: 'card', amountCents: 500, last4: '4242' });
    const other = addTender(card, { id: 'd', method: 'card', amountCents: 700, last4: '1881' });
    expect(other.map((tender) => [tender.method, tender.amountCents])).toEqual([
      ['cash', 15_189],
      ['card', 500],
      ['card', 700],
    ]);
  });

  it('adds two gift cards apart, the same card typed again in place of the first, and credit once', () => {
    const gift = (id: string, code: string, amountCents: number) =>
      ({ id, method: 'gift_card', amountCents, code }) as const;
    const one = addTender([], gift('a', 'ACDEFGHJKMNPQRTV', 1000));
    const two = addTender(one, gift('b', 'CDEFGHJKMNPQRTVW', 500));
    const again = addTender(two, gift('c', 'acde-fghj-kmnp-qrtv', 1200));
    expect(again.map((tender) => [tender.id, tender.amountCents])).toEqual([
      ['b', 500],
      ['c', 1200],
    ]);
    const credit = addTender([], { id: 'd', method: 'store_credit', amountCents: 300 });
    expect(addTender(credit, { id: 'e', method: 'store_credit', amountCents: 400 })).toEqual([
      { id: 'e', method: 'store_credit', amountCents: 400 },
    ]);
  });
});
