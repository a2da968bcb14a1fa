import { Line } from 'recharts';
import type { PriceHistoryEntry } from '../../../domain/pricing/price-history.contract.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import { ChartFrame } from '../reports/chart-frame.tsx';

/**
 * The card's price over time as a step line: its price before the first change, then each
 * change on its store day. Loaded with its chart library only when the history opens.
 */
export function PriceHistoryChart({ entries }: { entries: readonly PriceHistoryEntry[] }) {
  const oldestFirst = [...entries].reverse();
  const first = oldestFirst[0];
  if (!first) return null;
  const data = [
    { day: storeDate(new Date(first.at)), price: first.oldCents / 100 },
    ...oldestFirst.map((entry) => ({
      day: storeDate(new Date(entry.at)),
      price: entry.newCents / 100,
    })),
  ];
  return (
    <ChartFrame data={data}>
      <Line
        dataKey="price"
        name="Price"
        type="stepAfter"
        stroke="#047857"
        strokeWidth={2}
        isAnimationActive={false}
      />
    </ChartFrame>
  );
}
