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
    const lines = (cents: number) => [
      { itemType: 'merchandise', unitPriceCents: cents, quantity: 1 },
    ];
    expect(loyaltyDiscountCents(lines(10_000), 9)).toBe(0);
    expect(loyaltyDiscountCents(lines(10_000), 10)).toBe(1500);
    expect(loyaltyDiscountCents(lines(333), 10)).toBe(50);
  });

  it('leaves gift cards out: no 15% off one, and no stamp for buying one', () => {
    const giftCard = { itemType: 'gift_card', unitPriceCents: 50_000, quantity: 1 };
    const booster = { itemType: 'merchandise', unitPriceCents: 1000, quantity: 2 };
    expect(loyaltyDiscountCents([giftCard], 10)).toBe(0);
    expect(loyaltyDiscountCents([giftCard, booster], 10)).toBe(300);
    expect(earnsStamp(50_000, [giftCard])).toBe(false);
    expect(earnsStamp(52_000, [giftCard, booster])).toBe(true);
    expect(earnsStamp(50_499, [giftCard, { ...booster, unitPriceCents: 499, quantity: 1 }])).toBe(
      false,
    );
  });
});
