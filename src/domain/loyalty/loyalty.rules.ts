import { discountableCents } from '../gift-cards/gift-card.rules.ts';
import { percentOf } from '../money/money.ts';

/**
 * The loyalty stamp card: a stamp per paid order of at least $5, at most one a day; ten
 * stamps fill a card, and a full card takes 15% off the next order.
 */
export const LOYALTY_STAMPS_PER_CARD = 10;
export const LOYALTY_DISCOUNT_PERCENT = 15;
export const LOYALTY_MIN_PURCHASE_CENTS = 500;

/** A line as the card reads it: what it is and what it comes to before any discount. */
export interface LoyaltyLine {
  itemType: string;
  unitPriceCents: number;
  quantity: number;
}

/**
 * What of an order's lines the card counts: all but gift cards, which keep their value as store
 * credit, so 15% off one, or a stamp for buying one, would be money for nothing.
 */
export const cardCountedCents = (lines: readonly LoyaltyLine[]) =>
  lines.reduce(
    (sum, line) =>
      sum +
      discountableCents({
        itemType: line.itemType,
        amountCents: line.unitPriceCents * line.quantity,
      }),
    0,
  );

/** Whether an order earns a stamp: its total, less any gift cards in it, of at least $5. */
export function earnsStamp(orderTotalCents: number, lines: readonly LoyaltyLine[] = []): boolean {
  const giftCardCents =
    lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) -
    cardCountedCents(lines);
  return orderTotalCents - giftCardCents >= LOYALTY_MIN_PURCHASE_CENTS;
}

export function isCardFull(unredeemedStamps: number): boolean {
  return unredeemedStamps >= LOYALTY_STAMPS_PER_CARD;
}

/** The discount a full card gives on an order: 15% of what its lines come to, gift cards apart. */
export function loyaltyDiscountCents(
  lines: readonly LoyaltyLine[],
  unredeemedStamps: number,
): number {
  return isCardFull(unredeemedStamps)
    ? percentOf(cardCountedCents(lines), LOYALTY_DISCOUNT_PERCENT)
    : 0;
}
