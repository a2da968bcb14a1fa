import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Location } from '../../../domain/stores/stores.ts';
import type { CatalogDefinition } from './catalog-definition.ts';
import { knownValues, optionsFor } from './catalog-definition.ts';
import { catalogListQuery, filterListQuery } from './catalog-queries.ts';
import { CatalogResults } from './catalog-results.tsx';
import { LayoutToggle } from './layout-toggle.tsx';
import { ResultCount } from './result-count.tsx';
import { SearchBox } from './search-box.tsx';
import { SelectField } from './select-field.tsx';
import { useCatalogLayout } from './use-catalog-layout.ts';
import { useCatalogParams } from './use-catalog-params.ts';

/** One store's list of tournaments, merchandise or cards: search, filters, sort and paging. */
export function CatalogView<Item extends { id: number; name: string }, Key extends string>({
  definition,
  location,
  editable = false,
}: {
  definition: CatalogDefinition<Item, Key>;
  location: Location;
  /** Staff who manage this store get edit and delete on each item. */
  editable?: boolean;
}) {
  const keys = useMemo(
    () =>
      ['q', ...definition.filters.map((filter) => filter.key), 'sort'] as (Key | 'q' | 'sort')[],
    [definition],
  );
  const address = useCatalogParams(keys);
  const { setValue, clear } = address;
  const hasList = definition.RowView !== undefined;
  const { layout, choose } = useCatalogLayout(definition.resource, hasList);
  const onSearch = useCallback((text: string) => setValue('q', text), [setValue]);

  const filterList = useQuery(filterListQuery(definition.filterKind));
  const values = useMemo(
    () => knownValues(definition, address.values, filterList.data),
    [definition, address.values, filterList.data],
  );
  const hasFilters = keys.some((key) => key !== 'sort' && values[key] !== '');
  const results = useInfiniteQuery(catalogListQuery(definition, location, values));

  // A page of tiles is the heaviest thing a catalog page draws. The query answers through a
  // store, whose updates React draws in one go; deferred, the tiles are drawn as a transition,
  // in slices that leave the main thread free between them.
  const shownResults = useDeferredValue(results);

  return (
    <div className="space-y-3">
      <search
        aria-label={`Search and filter ${definition.noun}`}
        className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-stone-200 bg-white p-2.5 lg:flex lg:gap-3 lg:p-3 lg:flex-wrap lg:[&>*]:min-w-40 lg:[&>*]:flex-1"
      >
        <div className="col-span-2 lg:grow-[2]">
          <SearchBox label={definition.searchLabel} value={values.q ?? ''} onSearch={onSearch} />
        </div>
        {definition.filters.map((filter) => (
          <SelectField
            key={filter.key}
            label={filter.label}
            value={values[filter.key] ?? ''}
            options={optionsFor(filter, filterList.data ?? [])}
            onChange={(value) => setValue(filter.key, value)}
            size="dense"
          />
        ))}
        <SelectField
          label="Sort by"
          value={values.sort ?? ''}
          options={definition.sorts}
          onChange={(value) => setValue('sort', value)}
          size="dense"
        />
      </search>

      <div className="flex min-h-9 items-center justify-between gap-3">
        <ResultCount results={shownResults} noun={definition.noun} />
        {hasList && <LayoutToggle layout={layout} onChange={choose} />}
      </div>

      <CatalogResults
        definition={definition}
        layout={layout}
        results={shownResults}
        hasFilters={hasFilters}
        onClearFilters={clear}
        editableAt={editable ? location : undefined}
      />
    </div>
  );
}
