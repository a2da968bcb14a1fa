import { describe, expect, it } from 'vitest';
import { earnsStamp, isCardFull, loyaltyDiscountCents } from './loyalty.rules.ts';

describe('loyalty rules', () => {
  it('gives a stamp from $5.00, not at $4.99', () => {
    expect(earnsStamp(499)).toBe(false);
    expect(earnsStamp(500)).toBe(true);
  });

  it('fills the card at the tenth stamp and takes 15% off then, not before', () => {
    expect(isCardFull(9)).toBe(false);
    expect(isCardFull(10)).toBe(true);
    expect(loyaltyDiscountCents(10_000, 9)).toBe(0);
    expect(loyaltyDiscountCents(10_000, 10)).toBe(1500);
    expect(loyaltyDiscountCents(333, 10)).toBe(50);
  });
});
