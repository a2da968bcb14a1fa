import { percentOf } from '../money/money.ts';

/**
 * The loyalty stamp card: a stamp per paid order of at least $5, at most one a day; ten
 * stamps fill a card, and a full card takes 15% off the next order.
 */
export const LOYALTY_STAMPS_PER_CARD = 10;
export const LOYALTY_DISCOUNT_PERCENT = 15;
export const LOYALTY_MIN_PURCHASE_CENTS = 500;

export function earnsStamp(orderTotalCents: number): boolean {
  return orderTotalCents >= LOYALTY_MIN_PURCHASE_CENTS;
}

export function isCardFull(unredeemedStamps: number): boolean {
  return unredeemedStamps >= LOYALTY_STAMPS_PER_CARD;
}

/** The discount a full card gives on an order's subtotal. */
export function loyaltyDiscountCents(subtotalCents: number, unredeemedStamps: number): number {
  return isCardFull(unredeemedStamps) ? percentOf(subtotalCents, LOYALTY_DISCOUNT_PERCENT) : 0;
}
