import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CHANNEL_LABELS, SALES_CHANNELS } from '../../../domain/orders/sales-channel.ts';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import type { SalesRow } from '../../../domain/reports/reports.contract.ts';
import { kindLabel, moneyLabel } from './report-format.ts';
import { bucketHeader, dayColumn, type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { salesQuery } from './reports-queries.ts';
import { SalesChart, type SalesSplit } from './sales-chart.tsx';

const SPLITS: readonly { split: SalesSplit; label: string }[] = [
  { split: 'kind', label: 'Kind' },
  { split: 'channel', label: 'Channel' },
];

/** Two toggle buttons, "Kind" and "Channel", under the legend "Split by"; the one in use is pressed. */
function SplitToggle({
  split,
  onChange,
}: {
  split: SalesSplit;
  onChange: (split: SalesSplit) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-medium text-stone-700">Split by</legend>
      <span className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
        {SPLITS.map((choice) => (
          <button
            key={choice.split}
            type="button"
            aria-pressed={split === choice.split}
            onClick={() => onChange(choice.split)}
            className="inline-flex h-8 items-center rounded px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white aria-pressed:hover:bg-emerald-800"
          >
            {choice.label}
          </button>
        ))}
      </span>
    </fieldset>
  );
}

/** Revenue and orders per day, week or month, split by kind or channel, with the chart above the table. */
export function SalesSection({
  request,
  groupBy,
}: {
  request: ReportRequest;
  groupBy: GroupBy | undefined;
}) {
  const sales = useQuery(salesQuery(request, groupBy));
  const [split, setSplit] = useState<SalesSplit>('kind');
  const report = sales.data;
  const columns: ReportColumn<SalesRow>[] = [
    dayColumn(bucketHeader(report?.groupBy), (row) => row.date),
    { header: 'Orders', cell: (row) => row.orders, numeric: true },
    { header: 'Revenue', cell: (row) => moneyLabel(row.revenue), numeric: true },
    ...(report?.kinds ?? []).map((kind) => ({
      header: kindLabel(kind),
      cell: (row: SalesRow) => moneyLabel(row.byKind[kind] ?? '0.00'),
      numeric: true,
    })),
    ...SALES_CHANNELS.map((channel) => ({
      header: CHANNEL_LABELS[channel],
      cell: (row: SalesRow) => moneyLabel(row.byChannel[channel]),
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
      {report && (
        <>
          <SplitToggle split={split} onChange={setSplit} />
          <SalesChart report={report} split={split} />
        </>
      )}
    </ReportTable>
  );
}
