import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';

interface QueryListProps<Item> {
  query: UseQueryResult<readonly Item[]>;
  /** What the list is, for screen readers: "Emails, newest first". */
  label: string;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  skeletonClassName?: string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A list read from the server as the dashboard shows one: placeholders while it loads, the
 * error or the empty state in words, then the items in a bordered, divided list.
 */
export function QueryList<Item>({
  query,
  label,
  loadingLabel,
  errorText,
  emptyText,
  skeletonClassName = 'h-16',
  renderItem,
}: QueryListProps<Item>) {
  const items = query.data ?? [];
  return (
    <>
      {query.isPending && (
        <div role="status" aria-label={loadingLabel} className="space-y-2">
          <Skeleton className={skeletonClassName} />
          <Skeleton className={skeletonClassName} />
          <Skeleton className={skeletonClassName} />
        </div>
      )}
      {query.isError && (
        <p role="alert" className="text-red-800">
          {errorText}
        </p>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-stone-600">
          {emptyText}
        </p>
      )}
      {items.length > 0 && (
        <ol
          aria-label={label}
          className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
        >
          {items.map(renderItem)}
        </ol>
      )}
    </>
  );
}
