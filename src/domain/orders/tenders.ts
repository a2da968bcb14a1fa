/** The ways a purchase is paid (docs/decisions/0004): the counter's cash comes with the counter. */
export const TENDER_METHODS = ['card', 'store_credit', 'gift_card', 'cash'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/** How a tender is named to customers and staff, on order pages and in mail. */
export const TENDER_LABELS: Record<TenderMethod, string> = {
  card: 'Card',
  store_credit: 'Store credit',
  gift_card: 'Gift card',
  cash: 'Cash',
};

/** Where a refund to each method went, as the customer reads it: "$5.00 to your card". */
export const REFUNDED_TO: Record<TenderMethod, string> = {
  card: 'to your card',
  store_credit: 'to your store credit',
  gift_card: 'to your gift card',
  cash: 'in cash',
};

/** How an order was paid, in one line: "Card $12.00 · Store credit $5.00". */
export function paidByLine(tenders: readonly { method: TenderMethod; amount: string }[]): string {
  return tenders.map((tender) => `${TENDER_LABELS[tender.method]} $${tender.amount}`).join(' · ');
}

/** Where staff send a refund: back to the tenders that paid, or all to store credit. */
export const REFUND_DESTINATIONS = ['original', 'store_credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
