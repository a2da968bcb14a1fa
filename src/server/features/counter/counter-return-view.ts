import type { CounterReturn } from '../../../domain/counter/counter-return.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import type { RecordedReturn } from './counter-returns.repository.ts';

/** "NLR-000123-R1": the sale's or order's number and the return's place among its returns. */
export const returnNumberOf = (orderNumber: string, sequence: number) =>
  `${orderNumber}-R${sequence}`;

/** The one mapping from a return's rows to the return receipt's data. */
export function toCounterReturn(
  order: { orderNumber: string; channel: SalesChannel },
  { record, lines, refunds }: RecordedReturn,
): CounterReturn {
  const counter = order.channel === 'counter';
  return {
    returnNumber: returnNumberOf(order.orderNumber, record.sequence),
    receiptNumber: counter ? order.orderNumber : null,
    orderNumber: counter ? null : order.orderNumber,
    location: record.location,
    lines: lines.map((line) => ({
      lineId: line.lineId,
      name: line.name,
      quantity: line.quantity,
      restock: line.restock,
      amount: formatPrice(line.amountCents),
    })),
    refundTotal: formatPrice(record.amountCents),
    taxRefunded: formatPrice(record.taxCents),
    refundTo: record.refundTo,
    tenders: refunds.map((refund) => ({
      method: refund.method,
      amount: formatPrice(refund.amountCents),
      cardBrand: refund.cardBrand,
      last4: refund.lastFour,
    })),
    createdAt: record.createdAt.toISOString(),
    cashier: record.cashierLabel,
  };
}
