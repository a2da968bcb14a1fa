import { useQuery } from '@tanstack/react-query';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import type { SalesRow } from '../../../domain/reports/reports.contract.ts';
import { dayLabel, kindLabel, moneyLabel } from './report-format.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { salesQuery } from './reports-queries.ts';
import { SalesChart } from './sales-chart.tsx';

/** Revenue and orders per day, week or month, split by kind, with the chart above the table. */
export function SalesSection({
  request,
  groupBy,
}: {
  request: ReportRequest;
  groupBy: GroupBy | undefined;
}) {
  const sales = useQuery(salesQuery(request, groupBy));
  const report = sales.data;
  const columns: ReportColumn<SalesRow>[] = [
    {
      header:
        report?.groupBy === 'day' ? 'Day' : `${report?.groupBy === 'week' ? 'Week' : 'Month'} from`,
      cell: (row) => dayLabel(row.date),
    },
    { header: 'Orders', cell: (row) => row.orders, numeric: true },
    { header: 'Revenue', cell: (row) => moneyLabel(row.revenue), numeric: true },
    ...(report?.kinds ?? []).map((kind) => ({
      header: kindLabel(kind),
      cell: (row: SalesRow) => moneyLabel(row.byKind[kind] ?? '0.00'),
      numeric: true,
    })),
    { header: 'Discounts', cell: (row) => moneyLabel(row.discounts), numeric: true },
    { header: 'Refunds', cell: (row) => moneyLabel(row.refunds), numeric: true },
    { header: 'Cancelled', cell: (row) => row.cancelled, numeric: true },
  ];
  const totals = report?.totals;
  return (
    <ReportTable
      title="Sales over time"
      description={
        totals
          ? `${totals.orders} orders, ${moneyLabel(totals.revenue)} revenue after ${moneyLabel(totals.refunds)} refunds; ${totals.cancelled} cancelled. The dashed line is the ${report?.previous.from === report?.previous.to ? 'day' : 'period'} before.`
          : 'Paid orders per store day (Central time).'
      }
      query={sales}
      rows={report?.rows}
      rowKey={(row) => row.date}
      columns={columns}
      csvHref={csvHref('sales', request, { groupBy })}
      emptyText="No days in this range."
    >
      {report && <SalesChart report={report} />}
    </ReportTable>
  );
}
