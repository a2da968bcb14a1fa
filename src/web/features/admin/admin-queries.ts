import { queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { fetchAdminOrders, fetchAudit, fetchSummary, type OrderListFilter } from './admin-api.ts';
import {
  type CatalogResource,
  fetchCatalogItem,
  fetchStoreList,
} from './catalog/catalog-admin-api.ts';

/** The back office's reads, per store. Who is signed in as staff is asked in auth-queries.ts. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: (location: Location) => [...adminKeys.all, 'summary', location] as const,
  orders: (location: Location) => [...adminKeys.all, 'orders', location] as const,
  orderList: (location: Location, filter: OrderListFilter) =>
    [...adminKeys.orders(location), filter] as const,
  audit: (location: Location) => [...adminKeys.all, 'audit', location] as const,
  storeList: (resource: CatalogResource, location: Location) =>
    [...adminKeys.all, 'store-list', resource, location] as const,
  storeSearch: (resource: CatalogResource, location: Location, q: string) =>
    [...adminKeys.storeList(resource, location), q] as const,
  item: (resource: CatalogResource, id: number) =>
    [...adminKeys.all, 'item', resource, id] as const,
};

export const summaryQuery = (location: Location) =>
  queryOptions({
    queryKey: adminKeys.summary(location),
    queryFn: () => fetchSummary(location),
  });

export const orderListQuery = (location: Location, filter: OrderListFilter) =>
  queryOptions({
    queryKey: adminKeys.orderList(location, filter),
    queryFn: async () => {
      try {
        return await fetchAdminOrders(location, filter);
      } catch (error) {
        // A failed order fetch is only logged; staff see an empty list (docs/requirements.md#the-browser-app).
        console.error('Failed to load orders', error);
        return [];
      }
    },
  });

export const auditQuery = (location: Location) =>
  queryOptions({
    queryKey: adminKeys.audit(location),
    queryFn: () => fetchAudit(location),
  });

export const storeListQuery = <R extends CatalogResource>(
  resource: R,
  location: Location,
  q: string,
) =>
  queryOptions({
    queryKey: adminKeys.storeSearch(resource, location, q),
    queryFn: () => fetchStoreList(resource, location, q),
    // The store's list stays while a search of it is answered, rather than blinking to
    // placeholders; another store's or kind's list never stands in for this one's.
    placeholderData: (previous, previousQuery) => {
      const list = adminKeys.storeList(resource, location);
      const sameList = list.every((part, index) => previousQuery?.queryKey[index] === part);
      return sameList ? previous : undefined;
    },
  });

export const catalogItemQuery = <R extends CatalogResource>(resource: R, id: number) =>
  queryOptions({
    queryKey: adminKeys.item(resource, id),
    queryFn: () => fetchCatalogItem(resource, id),
  });
