/** The ways a purchase is paid (docs/decisions/0004): the counter's cash comes with the counter. */
export const TENDER_METHODS = ['card', 'store_credit', 'gift_card', 'cash'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];
