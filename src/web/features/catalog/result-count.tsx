import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../domain/shared/page.contract.ts';
import { formatCount } from '../../lib/format.ts';

/** "Showing 24 of 38 cards", once a list with items has come; counts stop at 1,000 ("1,000+"). */
export function ResultCount<Item>({
  results,
  noun,
}: {
  results: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  noun: string;
}) {
  const pages = results.data?.pages ?? [];
  const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
  const first = pages[0];
  return (
    <p aria-live="polite" className="text-sm text-stone-600">
      {first && shown > 0 && (
        <>
          Showing {shown} of {formatCount(first.total)}
          {first.totalCapped ? '+' : ''} {noun}
        </>
      )}
    </p>
  );
}
