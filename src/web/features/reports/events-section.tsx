import { useQuery } from '@tanstack/react-query';
import type { EventRow } from '../../../domain/reports/reports.contract.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { moneyLabel } from './report-format.ts';
import { dayColumn, type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { eventsQuery } from './reports-queries.ts';

const fillRate = (event: EventRow) =>
  event.fillRate === null ? 'No limit' : `${Math.round(event.fillRate * 100)}%`;

const COLUMNS: ReportColumn<EventRow>[] = [
  { header: 'Event', cell: (event) => event.name },
  dayColumn('Date', (event) => event.date),
  { header: 'Store', cell: (event) => STORES[event.location].name },
  {
    header: 'Seats taken',
    cell: (event) => `${event.registered} / ${event.capacity ?? '–'}`,
    numeric: true,
  },
  { header: 'Fill rate', cell: fillRate, numeric: true },
  { header: 'Waitlist', cell: (event) => event.waitlisted, numeric: true },
  { header: 'Entry revenue', cell: (event) => moneyLabel(event.entryRevenue), numeric: true },
  { header: 'Refunds', cell: (event) => moneyLabel(event.refunds), numeric: true },
];

/** Events held in the range: how full, how many waiting, what the entries brought. */
export function EventsSection({ request }: { request: ReportRequest }) {
  const events = useQuery(eventsQuery(request));
  return (
    <ReportTable
      title="Events"
      description="Events dated in the range. Entry revenue counts online and counter payments, less refunds."
      query={events}
      rows={events.data?.items}
      rowKey={(event) => String(event.id)}
      columns={COLUMNS}
      csvHref={csvHref('events', request)}
      emptyText="No events in this range."
    />
  );
}
