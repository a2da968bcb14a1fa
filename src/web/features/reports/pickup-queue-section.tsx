import { useQuery } from '@tanstack/react-query';
import type { ReportScope, WaitingOrder } from '../../../domain/reports/reports.contract.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatStoreTime } from '../../lib/format.ts';
import { ageLabel, moneyLabel } from './report-format.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref } from './reports-api.ts';
import { pickupQueueQuery } from './reports-queries.ts';

/** An order not collected within a day is flagged: it may have been forgotten. */
const FORGOTTEN_AFTER_MINUTES = 24 * 60;

const COLUMNS: ReportColumn<WaitingOrder>[] = [
  { header: 'Order', cell: (order) => order.orderNumber },
  { header: 'Pickup code', cell: (order) => order.pickupCode },
  { header: 'Customer', cell: (order) => order.customer },
  { header: 'Store', cell: (order) => STORES[order.location].name },
  { header: 'Status', cell: (order) => (order.status === 'paid' ? 'Paid, to prepare' : 'Ready') },
  { header: 'Placed', cell: (order) => formatStoreTime(order.createdAt) },
  {
    header: 'Waiting',
    cell: (order) =>
      order.ageMinutes >= FORGOTTEN_AFTER_MINUTES ? (
        <Badge tone="amber">{ageLabel(order.ageMinutes)}</Badge>
      ) : (
        ageLabel(order.ageMinutes)
      ),
    numeric: true,
  },
  { header: 'Total', cell: (order) => moneyLabel(order.total), numeric: true },
];

/** Orders paid and not yet collected, oldest first, so nothing sits forgotten in the pickup queue. */
export function PickupQueueSection({ location }: { location: ReportScope }) {
  const queue = useQuery(pickupQueueQuery(location));
  return (
    <ReportTable
      title="Waiting for pickup"
      description="Paid orders not yet collected, oldest first; over a day old is flagged."
      query={queue}
      rows={queue.data?.items}
      rowKey={(order) => String(order.id)}
      columns={COLUMNS}
      csvHref={csvHref('pickup-queue', { location })}
      emptyText="No orders waiting for pickup."
    />
  );
}
