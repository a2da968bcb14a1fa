import { Bar } from 'recharts';
import type { BuysReport } from '../../../domain/reports/buys.contract.ts';
import { ChartFrame } from './chart-frame.tsx';

/** What the stores paid for cards each day: cash and store credit stacked. */
export function BuysChart({ report }: { report: BuysReport }) {
  const data = report.days.map((day) => ({
    day: day.date,
    cash: Number(day.cash),
    credit: Number(day.credit),
  }));
  return (
    <ChartFrame data={data}>
      <Bar dataKey="cash" name="Cash" stackId="paid" fill="#047857" isAnimationActive={false} />
      <Bar dataKey="credit" name="Credit" stackId="paid" fill="#0369a1" isAnimationActive={false} />
    </ChartFrame>
  );
}
