import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { memo, Suspense } from 'react';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { MoreButton } from '../../components/ui/more-button.tsx';
import type { CatalogDefinition } from './catalog-definition.ts';
import { CatalogRowSkeleton } from './catalog-row-skeleton.tsx';
import { LoadFailed, NoResults } from './catalog-states.tsx';
import { StaffItemActions } from './staff-tools.ts';
import type { CatalogLayout } from './use-catalog-layout.ts';

/** How many items above the fold load their images eagerly. */
const PRIORITY_ITEMS = 8;

/**
 * Two columns on phones, four on large screens, with compact tiles, so a screen shows many
 * items with their prices; the list view is one dense row per item.
 */
const LAYOUT_CLASSES: Record<CatalogLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 lg:grid-cols-4',
  list: 'divide-y divide-stone-200 overflow-hidden rounded-lg border border-stone-200 bg-white',
};

interface CatalogResultsProps<Item extends { id: number; name: string }, Key extends string> {
  definition: CatalogDefinition<Item, Key>;
  layout: CatalogLayout;
  /** Set for staff who manage this store: edit and delete under each item. */
  editableAt?: Location | undefined;
  results: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  hasFilters: boolean;
  onClearFilters: () => void;
}

/** The grid or list and its states: skeletons while loading, an error with a retry, an empty result, more pages. */
function CatalogResultsGrid<Item extends { id: number; name: string }, Key extends string>({
  definition,
  layout,
  editableAt,
  results,
  hasFilters,
  onClearFilters,
}: CatalogResultsProps<Item, Key>) {
  const { noun, RowView } = definition;
  const asList = layout === 'list' && RowView !== undefined;
  const ItemView = asList ? RowView : definition.ItemView;
  const SkeletonView = asList ? CatalogRowSkeleton : definition.SkeletonView;
  const listClassName = LAYOUT_CLASSES[asList ? 'list' : 'grid'];

  if (results.isPending) {
    return (
      <ul className={listClassName} aria-busy="true" aria-label={`Loading ${noun}`}>
        {Array.from({ length: definition.skeletonCount }, (_, index) => (
          <li key={index} data-testid="skeleton" className="flex flex-col">
            <SkeletonView />
          </li>
        ))}
      </ul>
    );
  }

  if (results.isError) {
    return (
      <LoadFailed
        message={`We could not load the ${noun}. Please try again.`}
        onRetry={() => void results.refetch()}
      />
    );
  }

  const items = results.data.pages.flatMap((page) => page.items);

  if (items.length === 0) {
    return hasFilters ? (
      <NoResults message={`No ${noun} match your search.`} onClear={onClearFilters} />
    ) : (
      <NoResults message={`No ${noun} at this store yet.`} />
    );
  }

  return (
    <div className="space-y-6">
      <ul className={listClassName}>
        {items.map((item, index) => (
          <li key={item.id} className="flex flex-col">
            <ItemView item={item} priority={index < PRIORITY_ITEMS} />
            {editableAt && (
              <Suspense fallback={null}>
                <StaffItemActions
                  resource={definition.resource}
                  item={item}
                  location={editableAt}
                />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      {results.hasNextPage && (
        <div className="flex justify-center">
          <MoreButton
            pages={results}
            label={`Load more ${noun}`}
            loadingLabel="Loading more..."
            size="lg"
          />
        </div>
      )}
    </div>
  );
}

/** Drawn again only when its results change (see CatalogView). */
export const CatalogResults = memo(CatalogResultsGrid) as typeof CatalogResultsGrid;
