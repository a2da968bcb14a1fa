import { describe, expect, it } from 'vitest';
import { paidByLine } from './tenders.ts';

describe('paidByLine', () => {
  it('names each tender with its amount, in the order they paid', () => {
    expect(
      paidByLine([
        { method: 'card', amount: '12.00' },
        { method: 'store_credit', amount: '5.00' },
      ]),
    ).toBe('Card $12.00 · Store credit $5.00');
  });

  it('is empty for an order without tenders', () => {
    expect(paidByLine([])).toBe('');
  });
});
