import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Layers, Package, Receipt } from 'lucide-react';
import type { Location } from '../../../domain/stores/stores.ts';
import { summaryQuery } from './admin-queries.ts';

const CARDS = [
  { key: 'tournaments', label: 'Tournaments', icon: CalendarDays },
  { key: 'merchandise', label: 'Merchandise', icon: Package },
  { key: 'cards', label: 'Cards', icon: Layers },
  { key: 'orders', label: 'Orders', icon: Receipt },
] as const;

/** The four counts for the store, from the server. */
export function SummaryCards({ location }: { location: Location }) {
  const summary = useQuery(summaryQuery(location));
  return (
    <ul
      aria-label="Store summary"
      data-testid="store-summary"
      className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4"
    >
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li
          key={key}
          className="flex items-center gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 shadow-sm sm:gap-3 sm:rounded-xl sm:p-4"
        >
          <Icon aria-hidden className="size-4 shrink-0 text-emerald-700 sm:size-8" />
          {/* On a phone one line, label then count, so the four take two short rows. */}
          <div className="flex min-w-0 flex-1 items-baseline justify-between gap-2 sm:block">
            <p className="truncate text-xs text-stone-600 sm:text-sm">{label}</p>
            <p className="text-lg font-extrabold sm:text-2xl" data-testid={`summary-${key}`}>
              {summary.data ? summary.data[key] : '–'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
