import { describe, expect, it } from 'vitest';
import type { PriceChange } from '../../../domain/pricing/price-import.contract.ts';
import { applyText, approvedAmong } from './review-approval.ts';

const change = (changeId: number): PriceChange => ({
  changeId,
  cardId: changeId,
  name: `Card ${changeId}`,
  set: 'Set',
  setCode: null,
  collectorNumber: null,
  condition: 'Near Mint',
  finish: 'normal',
  oldCents: 1000,
  newCents: 3000,
  percent: 200,
  review: 'largestChange',
  applied: false,
});

describe('approvedAmong', () => {
  it('keeps only the approved changes still waiting', () => {
    expect(approvedAmong([change(2), change(3)], new Set([1, 3]))).toEqual([3]);
    expect(approvedAmong([], new Set([1]))).toEqual([]);
  });
});

describe('applyText', () => {
  it('counts the approved of the changes still waiting before the first apply', () => {
    expect(applyText({ fileApplied: false, approved: 1, waiting: 2 })).toBe(
      'Apply writes every ordinary change and the 1 of 2 reviewed changes approved; the others keep their price. Applying the same file again changes nothing.',
    );
    expect(applyText({ fileApplied: false, approved: 0, waiting: 0 })).toBe(
      'Apply writes every ordinary change. Applying the same file again changes nothing.',
    );
  });

  it('after an apply, counts only what still waits', () => {
    expect(applyText({ fileApplied: true, approved: 0, waiting: 1 })).toBe(
      'The ordinary changes are applied. Apply writes the 0 of 1 reviewed changes approved; the others keep their price.',
    );
    expect(applyText({ fileApplied: true, approved: 0, waiting: 0 })).toBe(
      'Every change of this file is applied. Applying it again changes nothing.',
    );
  });
});
