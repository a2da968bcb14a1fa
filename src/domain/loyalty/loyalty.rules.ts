/** The loyalty stamp card: a stamp per paid order of at least $5, at most one a day; a full card takes 15% off. */
export const LOYALTY_STAMPS_PER_CARD = 10;
export const LOYALTY_DISCOUNT_PERCENT = 15;
export const LOYALTY_MIN_PURCHASE_CENTS = 500;
