import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import { customerDataKey } from '../auth/auth-queries.ts';
import {
  fetchCustomerStoreCredit,
  fetchMyStoreCredit,
  fetchPrizes,
  fetchStoreCreditSettings,
} from './store-credit-api.ts';

export const storeCreditKeys = {
  mine: () => [...customerDataKey, 'store-credit'] as const,
  staff: () => [...adminKeys.all, 'store-credit'] as const,
  customer: (customerId: number) => [...storeCreditKeys.staff(), 'customer', customerId] as const,
  settings: (location: Location) => [...storeCreditKeys.staff(), 'settings', location] as const,
  prizes: (tournamentId: number) => [...storeCreditKeys.staff(), 'prizes', tournamentId] as const,
};

/** The first page is asked for without a cursor. */
const FIRST_PAGE = undefined as string | undefined;

/** The signed-in customer's balance and history, a page at a time, newest first. */
export const myStoreCreditQuery = () =>
  infiniteQueryOptions({
    queryKey: storeCreditKeys.mine(),
    queryFn: ({ pageParam, signal }) => fetchMyStoreCredit(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A customer's balance and history as staff read it on the customer's page. */
export const customerStoreCreditQuery = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: storeCreditKeys.customer(customerId),
    queryFn: ({ pageParam, signal }) => fetchCustomerStoreCredit(customerId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const storeCreditSettingsQuery = (location: Location) =>
  queryOptions({
    queryKey: storeCreditKeys.settings(location),
    queryFn: () => fetchStoreCreditSettings(location),
  });

/** The prizes paid at an event, which its roster's Pay prizes shows instead of a field. */
export const prizesQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: storeCreditKeys.prizes(tournamentId),
    queryFn: ({ signal }) => fetchPrizes(tournamentId, signal),
  });
