import { describe, expect, it } from 'vitest';
import { cardOutcome } from './test-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const valid = { month: 12, year: 2030 };

describe("the test provider's cards", () => {
  it("follows Stripe's test cards", () => {
    expect(cardOutcome('4242424242424242', valid, now)).toEqual({ ok: true });
    expect(cardOutcome('4000000000000002', valid, now)).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
    expect(cardOutcome('4000000000009995', valid, now)).toMatchObject({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses a mistyped number, a past expiry and a real card', () => {
    expect(cardOutcome('4242424242424241', valid, now)).toMatchObject({ code: 'incorrect_number' });
    expect(cardOutcome('4242424242424242', { month: 10, year: 2026 }, now)).toMatchObject({
      code: 'invalid_expiry_year',
    });
    expect(cardOutcome('4111111111111111', valid, now)).toMatchObject({ code: 'card_declined' });
    expect(cardOutcome('4242424242424242', { month: 11, year: 2026 }, now)).toEqual({ ok: true });
  });
});
