import { describe, expect, it } from 'vitest';
import { isReceiptNumber, type ReturnSource, returnRequest } from './return-draft.ts';

const source: ReturnSource = {
  number: { receiptNumber: 'NLR-000123' },
  lines: [
    { lineId: 1, name: 'Playmat', sold: 3, returned: 1, entry: false },
    { lineId: 2, name: 'Sleeves', sold: 1, returned: 0, entry: false },
  ],
  refunded: '10.95',
  paidWith: [{ label: 'Cash', amount: '30.00' }],
};

describe('the return flow', () => {
  it('sends only the lines with a quantity, their restock choice, the number and the register', () => {
    expect(
      returnRequest(
        'nlr',
        source,
        { 1: { quantity: '2', restock: false }, 2: { quantity: '0', restock: true } },
        'store_credit',
        'Back',
      ),
    ).toEqual({
      location: 'nlr',
      register: 'Back',
      receiptNumber: 'NLR-000123',
      lines: [{ lineId: 1, quantity: 2, restock: false }],
      refundTo: 'store_credit',
    });
  });

  it('tells a counter receipt number from an online order number', () => {
    expect(isReceiptNumber('NLR-000123')).toBe(true);
    expect(isReceiptNumber('NLR-7KQ2MX')).toBe(false);
  });
});
