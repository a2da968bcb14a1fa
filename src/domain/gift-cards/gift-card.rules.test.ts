import { describe, expect, it } from 'vitest';
import {
  formatGiftCode,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  giftCardAmountProblem,
  normalizeGiftCode,
} from './gift-card.rules.ts';

describe('gift card codes', () => {
  it('use no character that reads or types as another', () => {
    for (const char of '0O1IL5S2Z8BU') expect(GIFT_CODE_ALPHABET).not.toContain(char);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(GIFT_CODE_ALPHABET.length);
    expect(GIFT_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });

  it('read a code as typed, in any case, with spaces or dashes, and nothing else', () => {
    const code = 'ACDEFGHJKMNPQRTV';
    expect(GIFT_CODE_LENGTH).toBe(16);
    expect(normalizeGiftCode(formatGiftCode(code).toLowerCase())).toBe(code);
    expect(normalizeGiftCode(' acde fghj kmnp qrtv ')).toBe(code);
    expect(normalizeGiftCode('ACDEFGHJKMNPQRT')).toBeNull();
    expect(normalizeGiftCode('ACDEFGHJKMNPQRT0')).toBeNull();
    expect(formatGiftCode(code)).toBe('ACDE-FGHJ-KMNP-QRTV');
  });
});

describe('gift card amounts', () => {
  it('are whole cents from $5 to $500', () => {
    expect(giftCardAmountProblem(500)).toBeNull();
    expect(giftCardAmountProblem(50_000)).toBeNull();
    expect(giftCardAmountProblem(499)).not.toBeNull();
    expect(giftCardAmountProblem(50_001)).not.toBeNull();
  });
});
