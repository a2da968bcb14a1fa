import type { ReactNode } from 'react';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisDay, axisDollars, tooltipDollars } from './chart-axes.ts';

interface ChartFrameProps {
  /** One point per bucket, its first store day under `day`. */
  data: readonly object[];
  /** `sign` stacks negative bars below the axis and positive ones above. */
  stackOffset?: 'sign';
  /** A chart with more than one scale draws its own dollar axes, each with an id. */
  dollarAxis?: boolean;
  children: ReactNode;
}

/**
 * What every chart of the Reports tab shares: its size, store days along the bottom, dollars up
 * the side, the grid, tooltip and legend. Hidden from screen readers: the table under each
 * chart carries the same figures.
 */
export function ChartFrame({ data, stackOffset, dollarAxis = true, children }: ChartFrameProps) {
  return (
    <div aria-hidden className="h-64 w-full sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={[...data]}
          {...(stackOffset && { stackOffset })}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="day" tickFormatter={axisDay} tick={{ fontSize: 12 }} minTickGap={16} />
          {dollarAxis && <YAxis tickFormatter={axisDollars} tick={{ fontSize: 12 }} width={64} />}
          <Tooltip labelFormatter={(day) => axisDay(String(day))} formatter={tooltipDollars} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {children}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
