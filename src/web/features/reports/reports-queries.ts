import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import type {
  ReportScope,
  StockList,
  TopItemSort,
} from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import {
  fetchBuys,
  fetchCredit,
  fetchEvents,
  fetchPickupQueue,
  fetchRefunds,
  fetchReportSettings,
  fetchSales,
  fetchStock,
  fetchTax,
  fetchTopItems,
  type ReportRequest,
} from './reports-api.ts';

/** Under the back office's keys, so signing staff out forgets the figures with the rest. */
export const reportKeys = {
  all: [...adminKeys.all, 'reports'] as const,
  sales: (request: ReportRequest, groupBy: GroupBy | undefined) =>
    [...reportKeys.all, 'sales', request, groupBy ?? 'auto'] as const,
  credit: (request: ReportRequest, groupBy: GroupBy | undefined) =>
    [...reportKeys.all, 'credit', request, groupBy ?? 'auto'] as const,
  topItems: (request: ReportRequest, sort: TopItemSort) =>
    [...reportKeys.all, 'top-items', request, sort] as const,
  stock: (request: ReportRequest, list: StockList) =>
    [...reportKeys.all, 'stock', request, list] as const,
  events: (request: ReportRequest) => [...reportKeys.all, 'events', request] as const,
  refunds: (request: ReportRequest) => [...reportKeys.all, 'refunds', request] as const,
  tax: (request: ReportRequest) => [...reportKeys.all, 'tax', request] as const,
  buys: (request: ReportRequest) => [...reportKeys.all, 'buys', request] as const,
  pickupQueue: (location: ReportScope) => [...reportKeys.all, 'pickup-queue', location] as const,
  settings: (location: Location) => [...reportKeys.all, 'settings', location] as const,
};

/** Orders waiting for pickup age by the minute; the view looks again this often. */
const PICKUP_QUEUE_REFRESH_MS = 60_000;

// A new range keeps the last figures on screen until the new ones arrive, so tables do not jump.
export const salesQuery = (request: ReportRequest, groupBy: GroupBy | undefined) =>
  queryOptions({
    queryKey: reportKeys.sales(request, groupBy),
    queryFn: ({ signal }) => fetchSales(request, groupBy, signal),
    placeholderData: keepPreviousData,
  });

export const creditQuery = (request: ReportRequest, groupBy: GroupBy | undefined) =>
  queryOptions({
    queryKey: reportKeys.credit(request, groupBy),
    queryFn: ({ signal }) => fetchCredit(request, groupBy, signal),
    placeholderData: keepPreviousData,
  });

export const topItemsQuery = (request: ReportRequest, sort: TopItemSort) =>
  queryOptions({
    queryKey: reportKeys.topItems(request, sort),
    queryFn: ({ signal }) => fetchTopItems(request, sort, signal),
    placeholderData: keepPreviousData,
  });

export const stockQuery = (request: ReportRequest, list: StockList) =>
  queryOptions({
    queryKey: reportKeys.stock(request, list),
    queryFn: ({ signal }) => fetchStock(request, list, signal),
    placeholderData: keepPreviousData,
  });

export const eventsQuery = (request: ReportRequest) =>
  queryOptions({
    queryKey: reportKeys.events(request),
    queryFn: ({ signal }) => fetchEvents(request, signal),
    placeholderData: keepPreviousData,
  });

export const refundsQuery = (request: ReportRequest) =>
  queryOptions({
    queryKey: reportKeys.refunds(request),
    queryFn: ({ signal }) => fetchRefunds(request, signal),
    placeholderData: keepPreviousData,
  });

export const taxQuery = (request: ReportRequest) =>
  queryOptions({
    queryKey: reportKeys.tax(request),
    queryFn: ({ signal }) => fetchTax(request, signal),
    placeholderData: keepPreviousData,
  });

export const buysQuery = (request: ReportRequest) =>
  queryOptions({
    queryKey: reportKeys.buys(request),
    queryFn: ({ signal }) => fetchBuys(request, signal),
    placeholderData: keepPreviousData,
  });

export const pickupQueueQuery = (location: ReportScope) =>
  queryOptions({
    queryKey: reportKeys.pickupQueue(location),
    queryFn: ({ signal }) => fetchPickupQueue(location, signal),
    refetchInterval: PICKUP_QUEUE_REFRESH_MS,
  });

export const reportSettingsQuery = (location: Location) =>
  queryOptions({
    queryKey: reportKeys.settings(location),
    queryFn: ({ signal }) => fetchReportSettings(location, signal),
  });
