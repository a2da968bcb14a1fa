import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SalesReport } from '../../../domain/reports/reports.contract.ts';
import { axisDay, axisDollars, tooltipDollars } from './chart-axes.ts';
import { kindLabel } from './report-format.ts';

/** One colour per kind, in stacking order; later kinds take the spare ones. */
const KIND_COLOURS = ['#047857', '#0369a1', '#b45309', '#7c3aed', '#be123c'];

/**
 * Sales per bucket: the kinds stacked as bars, revenue as a line, and the previous period's
 * revenue as a faint dashed line aligned bucket by bucket. The chart is hidden from screen
 * readers: the table under it carries the same figures.
 */
export function SalesChart({ report }: { report: SalesReport }) {
  const data = report.rows.map((row, index) => ({
    day: row.date,
    revenue: Number(row.revenue),
    previous: Number(report.previous.rows[index]?.revenue ?? 0),
    ...Object.fromEntries(report.kinds.map((kind) => [kind, Number(row.byKind[kind] ?? 0)])),
  }));
  return (
    <div aria-hidden className="h-64 w-full sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="day" tickFormatter={axisDay} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis tickFormatter={axisDollars} tick={{ fontSize: 12 }} width={64} />
          <Tooltip labelFormatter={(day) => axisDay(String(day))} formatter={tooltipDollars} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {report.kinds.map((kind, index) => (
            <Bar
              key={kind}
              dataKey={kind}
              name={kindLabel(kind)}
              stackId="kinds"
              fill={KIND_COLOURS[index % KIND_COLOURS.length]}
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
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
