import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import {
  FILTER_TYPES_BY_KIND,
  type FilterEntry,
  type FilterKind,
} from '../../../../domain/filters/filter.contract.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFocusAfterSwap } from '../../../lib/use-focus-after-swap.ts';
import { filterListQuery } from '../../catalog/catalog-queries.ts';
import { AddFilterDialog } from './add-filter-dialog.tsx';
import { filterTypeLabel } from './filter-labels.ts';
import { useDeleteFilter } from './use-filter-mutations.ts';

const TITLES: Record<FilterKind, string> = {
  card: 'Card Filters',
  merchandise: 'Merchandise Filters',
};

/** Puts the entries in the order the kind lists its types; entries keep their order within one. */
function byType(kind: FilterKind, entries: readonly FilterEntry[]): FilterEntry[] {
  const order: readonly string[] = FILTER_TYPES_BY_KIND[kind];
  const rank = (type: string) => {
    const index = order.indexOf(type);
    return index === -1 ? order.length : index;
  };
  return [...entries].sort((a, b) => rank(a.filterType) - rank(b.filterType));
}

/** One filter list: its entries, each removable, and a way to add one. */
export function FilterPanel({ kind }: { kind: FilterKind }) {
  const headingId = useId();
  const filters = useQuery(filterListQuery(kind));
  const remove = useDeleteFilter(kind);
  // A deleted entry's row goes with the Delete button pressed: focus goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterSwap(heading, remove.status);

  const entries = byType(kind, filters.data ?? []);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold">
          {TITLES[kind]}
        </h3>
        <AddFilterDialog kind={kind} />
      </div>

      {filters.isPending && (
        <div role="status" aria-label={`Loading ${kind} filters`} className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {filters.isError && (
        <p role="alert" className="text-red-800">
          Could not load the {kind} filters. Please refresh to try again.
        </p>
      )}
      {filters.isSuccess && entries.length === 0 && (
        <p className="text-stone-600">No {kind} filters available.</p>
      )}
      {entries.length > 0 && (
        <ul className="divide-y divide-stone-100 border-t border-stone-200">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-xs font-semibold text-stone-500 uppercase">
                  {filterTypeLabel(entry.filterType)}
                </p>
                <p className="font-medium break-words">{entry.value}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 text-red-700"
                aria-label={`Delete ${entry.value}`}
                disabled={remove.isPending && remove.variables === entry.id}
                onClick={() => remove.mutate(entry.id)}
              >
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
