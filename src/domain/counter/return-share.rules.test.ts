import { describe, expect, it } from 'vitest';
import { returnShare, sharesWithin } from './return-share.rules.ts';

const none = { quantity: 0, paidCents: 0, taxCents: 0 };

describe('what a return of part of a line gives back', () => {
  it('gives back the paid price and tax in proportion, rounded half up', () => {
    // Three stickers paid $1.00 with 10¢ of tax: one is 33.3¢ (33¢) and 3.33¢ (3¢).
    expect(returnShare({ quantity: 3, paidCents: 100, taxCents: 10, returned: none }, 1)).toEqual({
      paidCents: 33,
      taxCents: 3,
    });
    // Two of four at $0.99 with 9¢ of tax: 49.5¢ rounds up to 50¢, 4.5¢ to 5¢.
    expect(returnShare({ quantity: 4, paidCents: 99, taxCents: 9, returned: none }, 2)).toEqual({
      paidCents: 50,
      taxCents: 5,
    });
  });

  it('gives the last units what is left, so the returns add up to the line exactly', () => {
    const line = { quantity: 3, paidCents: 100, taxCents: 10 };
    const first = returnShare({ ...line, returned: none }, 1);
    const second = returnShare({ ...line, returned: { quantity: 1, ...first } }, 1);
    const last = returnShare(
      {
        ...line,
        returned: {
          quantity: 2,
          paidCents: first.paidCents + second.paidCents,
          taxCents: first.taxCents + second.taxCents,
        },
      },
      1,
    );
    expect(first.paidCents + second.paidCents + last.paidCents).toBe(100);
    expect(first.taxCents + second.taxCents + last.taxCents).toBe(10);
  });
});

describe('a return of a sale staff have refunded part of already', () => {
  const shares = [
    { paidCents: 1000, taxCents: 95 },
    { paidCents: 500, taxCents: 48 },
  ];

  it('keeps the shares when what is left covers them', () => {
    expect(sharesWithin(shares, 1643)).toEqual(shares);
    expect(sharesWithin(shares, 5000)).toEqual(shares);
  });

  it('gives back only what is left, spread over the lines’ prices and taxes to the cent', () => {
    const capped = sharesWithin(shares, 1443);
    expect(capped.reduce((sum, share) => sum + share.paidCents + share.taxCents, 0)).toBe(1443);
    expect(capped[0]?.paidCents).toBeGreaterThan(capped[1]?.paidCents ?? 0);
    expect(sharesWithin(shares, 0)).toEqual([
      { paidCents: 0, taxCents: 0 },
      { paidCents: 0, taxCents: 0 },
    ]);
  });
});
