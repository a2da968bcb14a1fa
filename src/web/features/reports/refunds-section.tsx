import { useQuery } from '@tanstack/react-query';
import type { RefundRow } from '../../../domain/reports/reports.contract.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { moneyLabel } from './report-format.ts';
import { dayColumn, type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { refundsQuery } from './reports-queries.ts';

const STATE_LABELS: Record<RefundRow['state'], string> = {
  refunded: 'Refunded',
  pending: 'Refund pending',
  not_charged: 'Not charged',
};

const REFUND_KIND_LABELS: Record<RefundRow['kind'], string> = {
  cancelled_order: 'Cancelled order',
  entry_refund: 'Entry refund',
  order_refund: 'Refund or return',
};

const COLUMNS: ReportColumn<RefundRow>[] = [
  dayColumn('Date', (row) => row.date),
  { header: 'What', cell: (row) => REFUND_KIND_LABELS[row.kind] },
  { header: 'Order or event', cell: (row) => row.reference },
  { header: 'Customer', cell: (row) => row.customer },
  { header: 'Store', cell: (row) => STORES[row.location].name },
  { header: 'Amount', cell: (row) => moneyLabel(row.amount), numeric: true },
  { header: 'Money', cell: (row) => STATE_LABELS[row.state] },
];

/** Orders cancelled, entries refunded and staff's refunds and returns in the range, newest first. */
export function RefundsSection({ request }: { request: ReportRequest }) {
  const refunds = useQuery(refundsQuery(request));
  return (
    <ReportTable
      title="Refunds and cancellations"
      description="Cancelled orders are left out of revenue; entry refunds are taken off the day they were owed, and staff refunds and returns the day the money went back."
      query={refunds}
      rows={refunds.data?.items}
      rowKey={(row) => `${row.kind}:${row.reference}:${row.date}:${row.customer}`}
      columns={COLUMNS}
      csvHref={csvHref('refunds', request)}
      emptyText="No refunds or cancellations in this range."
    />
  );
}
