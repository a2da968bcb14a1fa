/** The ways a purchase is paid (docs/decisions/0004): the counter's cash comes with the counter. */
export const TENDER_METHODS = ['card', 'store_credit', 'gift_card', 'cash'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/** How a tender is named to customers and staff. */
export const TENDER_LABELS: Record<TenderMethod, string> = {
  card: 'Card',
  store_credit: 'Store credit',
  gift_card: 'Gift card',
  cash: 'Cash',
};
