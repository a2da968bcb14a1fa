import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import {
  fetchPriceHistory,
  fetchPriceImport,
  fetchPriceImports,
  fetchPricingSettings,
} from './pricing-api.ts';

export const pricingKeys = {
  all: [...adminKeys.all, 'pricing'] as const,
  rules: (location: Location) => [...pricingKeys.all, 'rules', location] as const,
  imports: (location: Location) => [...pricingKeys.all, 'imports', location] as const,
  import: (id: number) => [...pricingKeys.all, 'import', id] as const,
  history: (cardId: number) => [...pricingKeys.all, 'history', cardId] as const,
};

/** The store's pricing rules, one entry per game. */
export const pricingSettingsQuery = (location: Location) =>
  queryOptions({
    queryKey: pricingKeys.rules(location),
    queryFn: () => fetchPricingSettings(location),
  });

/** The first page is asked for without a cursor. */
const FIRST_PAGE = undefined as string | undefined;

/** The store's earlier price files, newest first, a page at a time. */
export const priceImportsQuery = (location: Location) =>
  infiniteQueryOptions({
    queryKey: pricingKeys.imports(location),
    queryFn: ({ pageParam, signal }) => fetchPriceImports(location, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A price file's preview, and after an apply what it wrote. */
export const priceImportQuery = (id: number) =>
  queryOptions({ queryKey: pricingKeys.import(id), queryFn: () => fetchPriceImport(id) });

/** A card's price changes, newest first, and whether it is locked. */
export const priceHistoryQuery = (cardId: number) =>
  queryOptions({
    queryKey: pricingKeys.history(cardId),
    queryFn: ({ signal }) => fetchPriceHistory(cardId, signal),
  });
