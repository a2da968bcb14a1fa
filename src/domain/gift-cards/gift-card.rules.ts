/** The item type a gift card has on a cart line, a payment and an order. */
export const GIFT_CARD = 'gift_card';

/**
 * What of a line a discount on the whole sale (a full loyalty card's) may take: none of a gift
 * card, which holds what it was sold for, so it is sold at its value; all of anything else.
 */
export const discountableCents = (line: { itemType: string; amountCents: number }) =>
  line.itemType === GIFT_CARD ? 0 : line.amountCents;

/** The amounts offered as buttons, in cents: $10, $25, $50, $100. */
export const GIFT_CARD_PRESETS_CENTS = [1000, 2500, 5000, 10_000] as const;
/** A custom amount is from $5 to $500. */
export const GIFT_CARD_MIN_CENTS = 500;
export const GIFT_CARD_MAX_CENTS = 50_000;

/** What a gift card's amount that is not a sum of money is refused with. */
export const GIFT_CARD_AMOUNT_EXAMPLE = 'Enter an amount like 25.00';

/** Why an amount cannot be a gift card's, or null when it can. */
export function giftCardAmountProblem(cents: number): string | null {
  if (!Number.isInteger(cents) || cents < GIFT_CARD_MIN_CENTS || cents > GIFT_CARD_MAX_CENTS) {
    return 'Choose an amount from $5.00 to $500.00';
  }
  return null;
}

/**
 * A code's characters: capitals and digits without the ones read or typed for another
 * (0 and O, 1, I and L, 5 and S, 2 and Z, 8 and B, U as V), so a code copied from a mail by
 * hand still redeems.
 */
export const GIFT_CODE_ALPHABET = 'ACDEFGHJKMNPQRTVWXY34679';
export const GIFT_CODE_LENGTH = 16;

/**
 * A code as typed, made comparable: capitals, without the spaces and dashes a reader adds;
 * null when it cannot be a code at all.
 */
export function normalizeGiftCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== GIFT_CODE_LENGTH) return null;
  return [...code].every((char) => GIFT_CODE_ALPHABET.includes(char)) ? code : null;
}

/** A code as a mail shows it: four groups of four. */
export const formatGiftCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** What screens show of a card: its last four characters. */
export const lastFourOf = (code: string) => code.slice(-4);

const MAILED_CODE = new RegExp(
  `\\b(?:[${GIFT_CODE_ALPHABET}]{4}-){3}([${GIFT_CODE_ALPHABET}]{4})\\b`,
  'g',
);

/** A text with every gift card code in it shown as screens show a card: its last four only. */
export const withGiftCodesHidden = (text: string) => text.replace(MAILED_CODE, '••••-••••-••••-$1');
