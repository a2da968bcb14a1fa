import type { CounterReturn } from '../../../domain/counter/counter-return.contract.ts';
import type { CounterSale } from '../../../domain/counter/counter-sale.contract.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { salesTaxLabel } from '../../../domain/tax/sales-tax.rules.ts';
import type { orderItems, purchaseTenders } from '../../db/schema/index.ts';
import type { CounterSaleHead } from './counter-sale-receipts.repository.ts';
import type { CounterLineData } from './counter-sale-ring-up.repository.ts';

type LineRow = typeof orderItems.$inferSelect;
type TenderRow = typeof purchaseTenders.$inferSelect;

const lineData = (row: LineRow) => (row.itemData ?? {}) as Partial<CounterLineData>;

const nameOf = (head: CounterSaleHead) =>
  [head.customerFirstName, head.customerLastName].filter(Boolean).join(' ');

/** What is left on the gift cards a walk-in paid with, all together; null when none paid. */
function leftOnCards(tenders: readonly TenderRow[]): string | null {
  const left = tenders.flatMap((tender) =>
    tender.giftCardLeftCents === null ? [] : [tender.giftCardLeftCents],
  );
  return left.length === 0 ? null : formatPrice(left.reduce((sum, cents) => sum + cents, 0));
}

/** The one mapping from a counter sale's rows to the sale its receipt shows. */
export function toCounterSale(
  head: CounterSaleHead,
  lines: readonly LineRow[],
  tenders: readonly TenderRow[],
  extra: { refundedCents: number; returnPolicy: string; returns: CounterReturn[] },
): CounterSale {
  const { order } = head;
  const { name, street, cityLine, phone } = STORES[head.location];
  const returnedOf = (lineId: number) =>
    extra.returns
      .flatMap((one) => one.lines)
      .filter((line) => line.lineId === lineId)
      .reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...toCounterSaleSummary(head, extra.refundedCents),
    subtotal: formatPrice(order.subtotalCents),
    discountTotal: formatPrice(order.discountCents),
    taxAmount: formatPrice(order.taxAmountCents),
    taxLabel: salesTaxLabel(head.taxRateMilli),
    change: formatPrice(head.changeCents),
    lines: lines.map((line) => {
      const data = lineData(line);
      return {
        lineId: line.id,
        itemType: line.itemType,
        itemId: line.itemId,
        name: line.itemName,
        quantity: line.quantity,
        unitPrice: formatPrice(line.unitPriceCents),
        listPrice:
          data.listPriceCents === null || data.listPriceCents === undefined
            ? null
            : formatPrice(data.listPriceCents),
        discount: formatPrice(data.discountCents ?? 0),
        total: formatPrice(line.totalPriceCents),
        taxed: data.taxed ?? false,
        returnedQuantity: returnedOf(line.id),
      };
    }),
    tenders: tenders.map((tender) => ({
      method: tender.method,
      amount: formatPrice(tender.amountCents),
      tendered: tender.tenderedCents === null ? null : formatPrice(tender.tenderedCents),
      cardBrand: tender.cardBrand,
      last4: tender.method === 'card' ? tender.lastFour : null,
      reference: tender.method === 'card' ? tender.reference : null,
      giftCardLast4: tender.method === 'gift_card' ? tender.lastFour : null,
      giftCardLeft:
        tender.giftCardLeftCents === null ? null : formatPrice(tender.giftCardLeftCents),
      giftCardToCredit:
        tender.giftCardToCreditCents === null ? null : formatPrice(tender.giftCardToCreditCents),
    })),
    stampsEarned: head.stampsEarned,
    creditLeft: head.creditLeftCents === null ? null : formatPrice(head.creditLeftCents),
    giftCardLeft: leftOnCards(tenders),
    store: { name, street, cityLine, phone },
    returnPolicy: extra.returnPolicy,
    giftCards: lines
      .filter((line) => line.itemType === GIFT_CARD)
      .map((line) => ({ code: null, amount: formatPrice(line.totalPriceCents) })),
    returns: extra.returns,
  };
}

/** A sale as the list of sales shows it. */
export function toCounterSaleSummary(head: CounterSaleHead, refundedCents: number) {
  const { order } = head;
  return {
    receiptNumber: order.orderNumber,
    location: head.location,
    register: head.register,
    cashier: head.cashierLabel,
    cashierName: head.cashierName ?? head.cashierLabel,
    customer:
      order.customerId === null
        ? null
        : { id: order.customerId, name: nameOf(head), email: head.customerEmail || null },
    createdAt: head.createdAt.toISOString(),
    total: formatPrice(order.totalAmountCents),
    refundedAmount: formatPrice(refundedCents),
  };
}
