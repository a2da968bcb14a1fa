import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '../../../domain/store-credit/store-credit.rules.ts';
import { creditKindLabel } from './credit-kind-labels.ts';

describe('credit report labels', () => {
  it('names every ledger kind as the credit report’s columns', () => {
    expect(LEDGER_KINDS.map(creditKindLabel)).toEqual([
      'Issued',
      'Adjustments',
      'Prizes',
      'Gift cards loaded',
      'Spent',
      'Refunded to credit',
      'Released',
      'Trade-ins',
    ]);
  });
});
