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
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
    >
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li
          key={key}
          className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <Icon aria-hidden className="size-8 text-emerald-700" />
          <div>
            <p className="text-sm text-stone-600">{label}</p>
            <p className="text-2xl font-extrabold" data-testid={`summary-${key}`}>
              {summary.data ? summary.data[key] : '–'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
