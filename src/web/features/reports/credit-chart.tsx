import { Bar, Line, YAxis } from 'recharts';
import type { CreditReport } from '../../../domain/reports/reports.contract.ts';
import type { LedgerKind } from '../../../domain/store-credit/store-credit.rules.ts';
import { axisDollars } from './chart-axes.ts';
import { ChartFrame } from './chart-frame.tsx';
import { creditKindLabel } from './credit-kind-labels.ts';

const KIND_COLOURS: Record<LedgerKind, string> = {
  issued: '#047857',
  adjustment: '#78716c',
  prize: '#7c3aed',
  gift_card: '#0369a1',
  spent: '#be123c',
  refund: '#b45309',
  released: '#4338ca',
  trade_in: '#4d7c0f',
};

/**
 * Store credit per bucket: each kind's entries as bars, credit added stacked above the axis and
 * credit taken below it, on the left scale; the shop's outstanding balance as a line on the
 * right scale, as it is far larger than a day's changes.
 */
export function CreditChart({ report }: { report: CreditReport }) {
  const data = report.rows.map((row) => ({
    day: row.date,
    outstanding: Number(row.outstanding),
    ...Object.fromEntries(report.kinds.map((kind) => [kind, Number(row.byKind[kind])])),
  }));
  return (
    <ChartFrame data={data} stackOffset="sign" dollarAxis={false}>
      <YAxis yAxisId="changes" tickFormatter={axisDollars} tick={{ fontSize: 12 }} width={64} />
      <YAxis
        yAxisId="outstanding"
        orientation="right"
        tickFormatter={axisDollars}
        tick={{ fontSize: 12 }}
        width={72}
      />
      {report.kinds.map((kind) => (
        <Bar
          key={kind}
          yAxisId="changes"
          dataKey={kind}
          name={creditKindLabel(kind)}
          stackId="kinds"
          fill={KIND_COLOURS[kind]}
          isAnimationActive={false}
        />
      ))}
      <Line
        yAxisId="outstanding"
        dataKey="outstanding"
        name="Outstanding (both stores)"
        stroke="#1c1917"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </ChartFrame>
  );
}
