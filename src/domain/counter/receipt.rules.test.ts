import { describe, expect, it } from 'vitest';
import type { CounterSale } from './counter-sale.contract.ts';
import {
  receiptAfterTenders,
  receiptTenders,
  receiptTotals,
  tenderLabel,
} from './receipt.rules.ts';

const tender = {
  method: 'card' as const,
  amount: '5.00',
  tendered: null,
  cardBrand: 'Visa',
  last4: '4242',
  reference: null,
  giftCardLast4: null,
  giftCardLeft: null,
  giftCardToCredit: null,
};

const sale = {
  subtotal: '20.00',
  discountTotal: '2.00',
  taxLabel: 'Sales tax (8.5%)',
  taxAmount: '1.53',
  total: '19.53',
  change: '0.47',
  customer: { id: 1, name: 'Riley Walker', email: null },
  stampsEarned: 1,
  creditLeft: '3.10',
  giftCardLeft: null,
  tenders: [tender],
} as CounterSale;

describe('a receipt', () => {
  it('names a card by brand and last four, a gift card by its last four, cash plainly', () => {
    expect(tenderLabel(tender)).toBe('Card Visa ending 4242');
    expect(
      tenderLabel({
        ...tender,
        method: 'gift_card',
        cardBrand: null,
        last4: null,
        giftCardLast4: '7QX2',
      }),
    ).toBe('Gift card ending 7QX2');
    expect(tenderLabel({ ...tender, method: 'cash', cardBrand: null, last4: null })).toBe('Cash');
  });

  it('lists the discounts only when there are some, then the tax and the total', () => {
    expect(receiptTotals(sale)).toEqual([
      { label: 'Subtotal', amount: '$20.00' },
      { label: 'Discounts', amount: '-$2.00' },
      { label: 'Sales tax (8.5%)', amount: '$1.53' },
      { label: 'Total', amount: '$19.53' },
    ]);
    expect(receiptTotals({ ...sale, discountTotal: '0.00' }).map((row) => row.label)).toEqual([
      'Subtotal',
      'Sales tax (8.5%)',
      'Total',
    ]);
  });

  it('gives the change, and for a customer the stamps earned and the credit left', () => {
    expect(receiptAfterTenders(sale)).toEqual([
      { label: 'Change', amount: '$0.47' },
      { label: 'Stamps earned', amount: '1' },
      { label: 'Store credit left', amount: '$3.10' },
    ]);
    expect(receiptAfterTenders({ ...sale, customer: null, creditLeft: null })).toEqual([
      { label: 'Change', amount: '$0.47' },
    ]);
  });

  it('tells a walk-in who paid with gift cards what is left on each', () => {
    const card = (last4: string, left: string) => ({
      ...tender,
      method: 'gift_card' as const,
      cardBrand: null,
      last4: null,
      giftCardLast4: last4,
      giftCardLeft: left,
    });
    const walkIn = { ...sale, customer: null, creditLeft: null };
    expect(receiptAfterTenders({ ...walkIn, tenders: [card('7QX2', '14.05')] })).toEqual([
      { label: 'Change', amount: '$0.47' },
      { label: 'Gift card left', amount: '$14.05' },
    ]);
    expect(
      receiptAfterTenders({ ...walkIn, tenders: [card('7QX2', '0.00'), card('M4KD', '3.10')] }),
    ).toEqual([
      { label: 'Change', amount: '$0.47' },
      { label: 'Gift card ending 7QX2 left', amount: '$0.00' },
      { label: 'Gift card ending M4KD left', amount: '$3.10' },
    ]);
  });

  it('tells a customer each gift card they paid with is empty, its rest in their store credit', () => {
    const card = (last4: string, toCredit: string) => ({
      ...tender,
      method: 'gift_card' as const,
      cardBrand: null,
      last4: null,
      giftCardLast4: last4,
      giftCardToCredit: toCredit,
    });
    expect(
      receiptAfterTenders({ ...sale, tenders: [card('7QX2', '20.00'), card('M4KD', '0.00')] }),
    ).toEqual([
      { label: 'Change', amount: '$0.47' },
      { label: 'Stamps earned', amount: '1' },
      { label: 'Gift card ending 7QX2 redeemed', amount: '$20.00 left in store credit' },
      { label: 'Gift card ending M4KD redeemed', amount: '$0.00 left in store credit' },
      { label: 'Store credit left', amount: '$3.10' },
    ]);
  });

  it('prints the cash handed over under the cash paid, when it was more', () => {
    const cash = { ...tender, method: 'cash' as const, cardBrand: null, last4: null };
    expect(
      receiptTenders({
        tenders: [
          { ...tender, amount: '10.00' },
          { ...cash, amount: '2.70', tendered: '10.00' },
        ],
      }),
    ).toEqual([
      { label: 'Card Visa ending 4242', amount: '$10.00' },
      { label: 'Cash', amount: '$2.70' },
      { label: 'Cash tendered', amount: '$10.00' },
    ]);
    expect(receiptTenders({ tenders: [{ ...cash, amount: '2.70', tendered: '2.70' }] })).toEqual([
      { label: 'Cash', amount: '$2.70' },
    ]);
  });
});
