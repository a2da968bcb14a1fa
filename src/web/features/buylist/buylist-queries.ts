import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TradeInQuoteQuery } from '../../../domain/trade-ins/trade-in.contract.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import {
  type BuylistSearch,
  fetchBuylistMarks,
  fetchBuylistPage,
  fetchBuylistSettings,
  fetchTradeInQuote,
} from './buylist-api.ts';

export const buylistKeys = {
  all: ['buylist'] as const,
  search: (location: Location, search: BuylistSearch) =>
    [...buylistKeys.all, location, search] as const,
  settings: (location: Location) => [...adminKeys.all, 'buylist', location] as const,
  marks: (location: Location) => [...adminKeys.all, 'buylist', location, 'marks'] as const,
  quote: (query: TradeInQuoteQuery) => [...buylistKeys.all, 'quote', query] as const,
};

/** The store's buylist, a numbered page at a time. */
export const buylistSearchQuery = (location: Location, search: BuylistSearch) =>
  infiniteQueryOptions({
    queryKey: buylistKeys.search(location, search),
    queryFn: ({ pageParam, signal }) => fetchBuylistPage(location, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const buylistSettingsQuery = (location: Location) =>
  queryOptions({
    queryKey: buylistKeys.settings(location),
    queryFn: () => fetchBuylistSettings(location),
  });

/** The store's hotlist and not-buying marks, as the dashboard's Buylist section lists them. */
export const buylistMarksQuery = (location: Location) =>
  queryOptions({
    queryKey: buylistKeys.marks(location),
    queryFn: ({ signal }) => fetchBuylistMarks(location, signal),
  });

/** One card's buy price in a condition and finish, read when a seller changes them. */
export const tradeInQuoteQuery = (query: TradeInQuoteQuery) =>
  queryOptions({
    queryKey: buylistKeys.quote(query),
    queryFn: () => fetchTradeInQuote(query),
    // Prices follow the sell prices: a minute old at most.
    staleTime: 60_000,
  });
