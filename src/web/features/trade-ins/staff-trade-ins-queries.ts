import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import { fetchStoreTradeIns, fetchTradeIn, type QueueSearch } from './staff-trade-ins-api.ts';

/** Kept apart from the customer's queries so the account page loads none of the back office. */
export const staffTradeInKeys = {
  all: () => [...adminKeys.all, 'trade-ins'] as const,
  queue: (location: Location, search: QueueSearch) =>
    [...staffTradeInKeys.all(), 'queue', location, search] as const,
  one: (number: string) => [...staffTradeInKeys.all(), 'one', number] as const,
};

const FIRST_PAGE: string | undefined = undefined;

/** The store's queue, newest first, a page at a time. */
export const storeTradeInsQuery = (location: Location, search: QueueSearch) =>
  infiniteQueryOptions({
    queryKey: staffTradeInKeys.queue(location, search),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      fetchStoreTradeIns(location, search, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** One trade-in as staff see it. */
export const tradeInQuery = (number: string) =>
  queryOptions({
    queryKey: staffTradeInKeys.one(number),
    queryFn: ({ signal }) => fetchTradeIn(number, signal),
  });
