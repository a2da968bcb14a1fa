import { formatPrice } from '../../../domain/money/money.ts';
import type { RefundRow } from '../../../domain/reports/reports.contract.ts';
import type { ReportsRepository } from './reports.repository.ts';

type Read<K extends keyof ReportsRepository> = Awaited<ReturnType<ReportsRepository[K]>>;

export interface RefundLists {
  cancelled: Read<'cancellations'>;
  refunded: Read<'entryRefunds'>;
  staffRefunded: Read<'staffRefunds'>;
}

/** A cancelled order's money: back to the customer, still to go, or never taken. */
function cancellationState(paymentStatus: string): RefundRow['state'] {
  if (paymentStatus === 'refunded') return 'refunded';
  return paymentStatus === 'succeeded' ? 'pending' : 'not_charged';
}

/** Cancelled orders, dropped entries' refunds and staff refunds in one list, newest day first. */
export function refundRowsOf({ cancelled, refunded, staffRefunded }: RefundLists): RefundRow[] {
  const items: RefundRow[] = [
    ...cancelled.map((order) => ({
      kind: 'cancelled_order' as const,
      date: order.day,
      location: order.location,
      reference: order.orderNumber,
      customer: order.customer,
      amount: formatPrice(order.cents),
      state: cancellationState(order.paymentStatus),
    })),
    ...refunded.map((entry) => ({
      kind: 'entry_refund' as const,
      date: entry.day,
      location: entry.location,
      reference: entry.eventName,
      customer: entry.customer,
      amount: formatPrice(entry.cents),
      state: entry.sent ? ('refunded' as const) : ('pending' as const),
    })),
    ...staffRefunded.map((refund) => ({
      kind: 'order_refund' as const,
      date: refund.day,
      location: refund.location,
      reference: refund.orderNumber,
      customer: refund.customer,
      amount: formatPrice(refund.cents),
      state: refund.sent ? ('refunded' as const) : ('pending' as const),
    })),
  ];
  // The sort is stable, so each list keeps its own order within a day.
  return items.sort((a, b) => b.date.localeCompare(a.date));
}
