import { queryOptions } from '@tanstack/react-query';
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

/** The store's queue, newest first. */
export const storeTradeInsQuery = (location: Location, search: QueueSearch) =>
  queryOptions({
    queryKey: staffTradeInKeys.queue(location, search),
    queryFn: ({ signal }) => fetchStoreTradeIns(location, search, signal),
  });

/** One trade-in as staff see it. */
export const tradeInQuery = (number: string) =>
  queryOptions({
    queryKey: staffTradeInKeys.one(number),
    queryFn: ({ signal }) => fetchTradeIn(number, signal),
  });
