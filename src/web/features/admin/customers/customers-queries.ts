import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../admin-queries.ts';
import { fetchCustomer, searchCustomers } from './customers-api.ts';

/** Under the back office's keys, so signing staff out forgets the customers with the rest. */
export const customerKeys = {
  all: [...adminKeys.all, 'customers'] as const,
  search: (q: string) => [...customerKeys.all, 'search', q] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
};

/** The first page is asked for without a cursor. */
const FIRST_PAGE = undefined as string | undefined;

/** Customers whose name, e-mail or phone holds the words, a page at a time. */
export const customerSearchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.search(q),
    queryFn: ({ pageParam, signal }) => searchCustomers(q, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const customerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => fetchCustomer(id, signal),
  });
