import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { FilterEntry, FilterKind } from '../../../domain/filters/filter.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api } from '../../lib/api-client.ts';
import type { CatalogDefinition, CatalogResource, CatalogValues } from './catalog-definition.ts';

export const catalogKeys = {
  all: ['catalog'] as const,
  lists: (resource: CatalogResource) => [...catalogKeys.all, 'list', resource] as const,
  list: <Key extends string>(
    resource: CatalogResource,
    location: Location,
    values: CatalogValues<Key>,
  ) => [...catalogKeys.lists(resource), location, values] as const,
  filters: (kind: FilterKind | undefined) => [...catalogKeys.all, 'filters', kind] as const,
};

const FIRST_PAGE: string | undefined = undefined;

/** One store's list, a page at a time: each page's cursor asks for the next. */
export function catalogListQuery<Item extends { id: number; name: string }, Key extends string>(
  definition: CatalogDefinition<Item, Key>,
  location: Location,
  values: CatalogValues<Key>,
) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.list(definition.resource, location, values),
    queryFn: ({ pageParam, signal }) =>
      definition.load({ ...values, location, cursor: pageParam }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A filter list's entries (the options of a catalog's selects); none for a catalog without one. */
export const filterListQuery = (kind: FilterKind | undefined) =>
  queryOptions({
    queryKey: catalogKeys.filters(kind),
    queryFn:
      kind === undefined
        ? skipToken
        : ({ signal }) => api<FilterEntry[]>(`/api/${kind}-filters`, { signal }),
  });
