import { Bar, Line } from 'recharts';
import { CHANNEL_LABELS, SALES_CHANNELS } from '../../../domain/orders/sales-channel.ts';
import type { SalesReport } from '../../../domain/reports/reports.contract.ts';
import { ChartFrame } from './chart-frame.tsx';
import { kindLabel } from './report-format.ts';

/** One colour per stacked series, in stacking order; later ones take the spare colours. */
const SERIES_COLOURS = ['#047857', '#0369a1', '#b45309', '#7c3aed', '#be123c'];

/** What the bars are split by: the kinds sold, or the channels (online, counter). */
export type SalesSplit = 'kind' | 'channel';

/** The stacked series of a split: each one's key in a bucket's data, its name and its amount. */
function seriesOf(report: SalesReport, split: SalesSplit) {
  if (split === 'channel') {
    return SALES_CHANNELS.map((channel) => ({
      key: `channel:${channel}`,
      name: CHANNEL_LABELS[channel],
      amount: (row: SalesReport['rows'][number]) => row.byChannel[channel],
    }));
  }
  return report.kinds.map((kind) => ({
    key: `kind:${kind}`,
    name: kindLabel(kind),
    amount: (row: SalesReport['rows'][number]) => row.byKind[kind] ?? '0.00',
  }));
}

/**
 * Sales per bucket: the kinds or the channels stacked as bars, revenue as a line, and the
 * previous period's revenue as a faint dashed line aligned bucket by bucket.
 */
export function SalesChart({ report, split }: { report: SalesReport; split: SalesSplit }) {
  const series = seriesOf(report, split);
  const data = report.rows.map((row, index) => ({
    day: row.date,
    revenue: Number(row.revenue),
    previous: Number(report.previous.rows[index]?.revenue ?? 0),
    ...Object.fromEntries(series.map((one) => [one.key, Number(one.amount(row))])),
  }));
  return (
    <ChartFrame data={data}>
      {series.map((one, index) => (
        <Bar
          key={one.key}
          dataKey={one.key}
          name={one.name}
          stackId="split"
          fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
          isAnimationActive={false}
        />
      ))}
      <Line
        dataKey="revenue"
        name="Revenue"
        stroke="#1c1917"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        dataKey="previous"
        name="Previous period"
        stroke="#78716c"
        strokeOpacity={0.5}
        strokeDasharray="4 4"
        dot={false}
        isAnimationActive={false}
      />
    </ChartFrame>
  );
}
