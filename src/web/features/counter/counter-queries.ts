import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import {
  fetchDrawers,
  fetchEndOfDay,
  fetchReceiptSettings,
  fetchReturnSource,
  fetchSale,
  fetchSales,
  lookUp,
} from './counter-api.ts';

/** Under the back office's keys, so signing staff out forgets them with the rest. */
export const counterKeys = {
  all: (location: Location) => [...adminKeys.all, 'counter', location] as const,
  lookup: (location: Location, q: string) => [...counterKeys.all(location), 'lookup', q] as const,
  drawers: (location: Location) => [...counterKeys.all(location), 'drawers'] as const,
  sale: (location: Location, receiptNumber: string) =>
    [...counterKeys.all(location), 'sale', receiptNumber] as const,
  receiptSettings: (location: Location) =>
    [...counterKeys.all(location), 'receipt-settings'] as const,
  sales: (location: Location, q: string) => [...counterKeys.all(location), 'sales', q] as const,
  daySales: (location: Location, day: string, q: string) =>
    [...counterKeys.all(location), 'day-sales', day, q] as const,
  returnSource: (location: Location, number: string) =>
    [...counterKeys.all(location), 'return-source', number] as const,
  endOfDay: (location: Location, date: string) =>
    [...counterKeys.all(location), 'end-of-day', date] as const,
};

export const lookupQuery = (location: Location, q: string) =>
  queryOptions({
    queryKey: counterKeys.lookup(location, q),
    queryFn: ({ signal }) => lookUp(location, q, signal),
    enabled: q !== '',
    // Stock moves with every sale: a second look a little later asks again.
    staleTime: 5_000,
  });

export const drawersQuery = (location: Location) =>
  queryOptions({
    queryKey: counterKeys.drawers(location),
    queryFn: ({ signal }) => fetchDrawers(location, signal),
  });

export const saleQuery = (location: Location, receiptNumber: string) =>
  queryOptions({
    queryKey: counterKeys.sale(location, receiptNumber),
    queryFn: ({ signal }) => fetchSale(receiptNumber, signal),
  });

export const receiptSettingsQuery = (location: Location) =>
  queryOptions({
    queryKey: counterKeys.receiptSettings(location),
    queryFn: () => fetchReceiptSettings(location),
  });

/** The sale or order a return is for, with what came back of each line already. */
export const returnSourceQuery = (location: Location, number: string) =>
  queryOptions({
    queryKey: counterKeys.returnSource(location, number),
    queryFn: ({ signal }) => fetchReturnSource(location, number, signal),
    enabled: number !== '',
    retry: false,
  });

/** A customer's sales at the store, for finding the one they bring goods back from. */
export const customerSalesQuery = (location: Location, q: string) =>
  queryOptions({
    queryKey: counterKeys.sales(location, q),
    queryFn: ({ signal }) => fetchSales(location, { q }, signal),
    enabled: q !== '',
  });

const FIRST_PAGE: string | undefined = undefined;

/**
 * The Counter's list of sales: the store day's, newest first; a search looks through all the
 * store's sales, since a receipt to reprint or a sale to take back may be from any day.
 */
export const daySalesQuery = (location: Location, day: string, q: string) =>
  infiniteQueryOptions({
    queryKey: counterKeys.daySales(location, day, q),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      fetchSales(location, { ...(q ? { q } : { day }), cursor: pageParam }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const endOfDayQuery = (location: Location, date: string) =>
  queryOptions({
    queryKey: counterKeys.endOfDay(location, date),
    queryFn: ({ signal }) => fetchEndOfDay(location, date, signal),
  });
