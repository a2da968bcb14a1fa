import { describe, expect, it } from 'vitest';
import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';
import { type DraftLine, saleLines } from './sale-draft.ts';
import { saleRequest } from './sale-request.ts';

const giftCard: CounterLookupItem = {
  itemType: 'gift_card',
  itemId: null,
  name: 'Gift card',
  price: '5.00',
  stock: null,
  sku: null,
  barcode: null,
  detail: 'Any amount from $5.00 to $500.00',
};

describe('a gift card on the counter’s sale', () => {
  it('is a line of its own each time, of the amount staff type, sent without an item', () => {
    let lines: DraftLine[] = saleLines([], { type: 'add', item: giftCard });
    lines = saleLines(lines, { type: 'add', item: giftCard });
    expect(lines.map((line) => [line.key, line.quantity])).toEqual([
      ['gift_card:1', 1],
      ['gift_card:2', 1],
    ]);
    lines = saleLines(lines, { type: 'remove', key: 'gift_card:1' });
    lines = saleLines(lines, { type: 'add', item: giftCard });
    lines = saleLines(lines, { type: 'amount', key: 'gift_card:2', amountCents: 2500 });
    expect(lines.map((line) => line.key)).toEqual(['gift_card:2', 'gift_card:1']);

    const request = saleRequest('nlr', {
      lines,
      discount: null,
      customerId: null,
      register: 'Main',
      tenders: [],
    });
    expect(request.lines).toEqual([
      { itemType: 'gift_card', amount: '25.00', quantity: 1 },
      { itemType: 'gift_card', amount: '5.00', quantity: 1 },
    ]);
  });
});
