import { formatDollars, parsePrice } from '../money/money.ts';
import { TENDER_LABELS } from '../orders/tenders.ts';
import type { CounterSale } from './counter-sale.contract.ts';

/*
 * What a counter receipt says beyond its lines, shared by the printed receipt and the mailed
 * one so both read the same.
 */

type Tender = CounterSale['tenders'][number];

/** What names a tender: its method, and a card's brand and last four or a gift card's. */
type NamedTender = Pick<Tender, 'method'> &
  Partial<Pick<Tender, 'cardBrand' | 'last4' | 'giftCardLast4'>>;

/** "Card Visa ending 4242", "Gift card ending 7QX2", "Cash": a tender as the receipt names it. */
export function tenderLabel(tender: NamedTender): string {
  const label = TENDER_LABELS[tender.method];
  const last4 = tender.last4 ?? tender.giftCardLast4;
  const card = [tender.cardBrand, last4 ? `ending ${last4}` : null].filter(Boolean).join(' ');
  return card ? `${label} ${card}` : label;
}

/** "$12.50" from an API price string. */
export const dollars = (price: string) => formatDollars(parsePrice(price) ?? 0);

export interface ReceiptRow {
  label: string;
  /** As printed: "$12.50", a discount "-$2.00". */
  amount: string;
}

/** The money rows under the lines: subtotal, the discounts when any, the tax, the total. */
export function receiptTotals(sale: CounterSale): ReceiptRow[] {
  return [
    { label: 'Subtotal', amount: dollars(sale.subtotal) },
    ...(sale.discountTotal === '0.00'
      ? []
      : [{ label: 'Discounts', amount: `-${dollars(sale.discountTotal)}` }]),
    { label: sale.taxLabel, amount: dollars(sale.taxAmount) },
    { label: 'Total', amount: dollars(sale.total) },
  ];
}

/** The tenders as paid, and under the cash the note the customer handed over, as tills print it. */
export function receiptTenders(sale: Pick<CounterSale, 'tenders'>): ReceiptRow[] {
  return sale.tenders.flatMap((tender) => [
    { label: tenderLabel(tender), amount: dollars(tender.amount) },
    ...(tender.method === 'cash' && tender.tendered && tender.tendered !== tender.amount
      ? [{ label: 'Cash tendered', amount: dollars(tender.tendered) }]
      : []),
  ]);
}

/** What is left on each gift card a walk-in paid with: named by its ending when there are several. */
function leftOnCards(tenders: readonly Tender[]): ReceiptRow[] {
  const cards = tenders.filter((tender) => tender.giftCardLeft !== null);
  return cards.map((card) => ({
    label:
      cards.length === 1 ? 'Gift card left' : `Gift card ending ${card.giftCardLast4 ?? ''} left`,
    amount: dollars(card.giftCardLeft ?? '0.00'),
  }));
}

/**
 * A customer's gift cards, emptied into their credit to pay: each says so, lest the holder
 * think the rest is still on the card.
 */
function redeemedCards(tenders: readonly Tender[]): ReceiptRow[] {
  return tenders.flatMap((tender) =>
    tender.giftCardToCredit === null
      ? []
      : [
          {
            label: `${tenderLabel(tender)} redeemed`,
            amount: `${dollars(tender.giftCardToCredit)} left in store credit`,
          },
        ],
  );
}

/**
 * What follows the tenders: the change, for a customer the stamps, the gift cards redeemed
 * onto their credit and the credit left, and for a walk-in who paid with gift cards what is
 * left on each.
 */
export function receiptAfterTenders(sale: CounterSale): ReceiptRow[] {
  return [
    { label: 'Change', amount: dollars(sale.change) },
    ...(sale.customer ? [{ label: 'Stamps earned', amount: String(sale.stampsEarned) }] : []),
    ...redeemedCards(sale.tenders),
    ...(sale.creditLeft === null
      ? []
      : [{ label: 'Store credit left', amount: dollars(sale.creditLeft) }]),
    ...leftOnCards(sale.tenders),
  ];
}
