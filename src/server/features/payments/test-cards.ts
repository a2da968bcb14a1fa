/**
 * Stripe's test cards, so the built-in provider behaves as Stripe's test mode does.
 * https://docs.stripe.com/testing lists them.
 */
export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

/** The card form's field a refusal is about, as Stripe's Elements marks it. */
export type CardField = 'cardNumber' | 'expiry' | 'cvc';

const FIELD_OF_CODE: Partial<Record<string, CardField>> = {
  invalid_expiry_year: 'expiry',
  invalid_expiry_month: 'expiry',
  incorrect_cvc: 'cvc',
};

/** A refusal about the card's date or security code belongs there; any other, to its number. */
export const refusedField = (code: string): CardField => FIELD_OF_CODE[code] ?? 'cardNumber';

const DECLINED: CardOutcome = {
  ok: false,
  code: 'card_declined',
  message: 'Your card was declined.',
};

const OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '2223003122003222': { ok: true },
  '378282246310005': { ok: true },
  '6011111111111117': { ok: true },
  '4000000000000002': DECLINED,
  '4000000000009995': {
    ok: false,
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { ok: false, code: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    ok: false,
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
};

/** Luhn's checksum, which every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardOutcome(
  cardNumber: string,
  expiry: { month: number; year: number },
  now: Date,
): CardOutcome {
  if (!passesLuhn(cardNumber)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' };
  }
  const endOfExpiryMonth = new Date(Date.UTC(expiry.year, expiry.month, 1));
  if (endOfExpiryMonth <= now) {
    return {
      ok: false,
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is in the past.",
    };
  }
  // As in Stripe's test mode, a real card number is refused.
  return (
    OUTCOMES[cardNumber] ?? {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
    }
  );
}
