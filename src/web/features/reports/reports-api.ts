import type { BuysReport } from '../../../domain/reports/buys.contract.ts';
import type { DayRange, GroupBy } from '../../../domain/reports/report-range.ts';
import type {
  CreditReport,
  EventsReport,
  PickupQueueReport,
  RefundsReport,
  ReportScope,
  ReportSettings,
  SalesReport,
  StockList,
  StockReport,
  TaxReport,
  TopItemSort,
  TopItemsReport,
} from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api, withQuery } from '../../lib/api-client.ts';

/** What every ranged report is asked for: whose figures and which store days. */
export interface ReportRequest extends DayRange {
  location: ReportScope;
}

type Extra = Record<string, string | undefined>;

const path = (
  report: string,
  request: ReportRequest | { location: ReportScope },
  extra: Extra = {},
) => withQuery(`/api/admin/reports/${report}`, { ...request, ...extra });

/** The address of a report's CSV file, for a download link (the session cookie goes with it). */
export const csvHref = (
  report: string,
  request: ReportRequest | { location: ReportScope },
  extra: Extra = {},
) => path(report, request, { ...extra, format: 'csv' });

export const fetchSales = (
  request: ReportRequest,
  groupBy: GroupBy | undefined,
  signal?: AbortSignal,
) => api<SalesReport>(path('sales', request, { groupBy }), { signal });

export const fetchCredit = (
  request: ReportRequest,
  groupBy: GroupBy | undefined,
  signal?: AbortSignal,
) => api<CreditReport>(path('credit', request, { groupBy }), { signal });

export const fetchTopItems = (request: ReportRequest, sort: TopItemSort, signal?: AbortSignal) =>
  api<TopItemsReport>(path('top-items', request, { sort }), { signal });

export const fetchStock = (request: ReportRequest, list: StockList, signal?: AbortSignal) =>
  api<StockReport>(path('stock', request, { list }), { signal });

export const fetchEvents = (request: ReportRequest, signal?: AbortSignal) =>
  api<EventsReport>(path('events', request), { signal });

export const fetchRefunds = (request: ReportRequest, signal?: AbortSignal) =>
  api<RefundsReport>(path('refunds', request), { signal });

export const fetchTax = (request: ReportRequest, signal?: AbortSignal) =>
  api<TaxReport>(path('tax', request), { signal });

export const fetchBuys = (request: ReportRequest, signal?: AbortSignal) =>
  api<BuysReport>(path('buys', request), { signal });

export const fetchPickupQueue = (location: ReportScope, signal?: AbortSignal) =>
  api<PickupQueueReport>(path('pickup-queue', { location }), { signal });

export const fetchReportSettings = (location: Location, signal?: AbortSignal) =>
  api<ReportSettings>(withQuery('/api/admin/reports/settings', { location }), { signal });

export const saveReportSettings = (body: ReportSettings) =>
  api<ReportSettings>('/api/admin/reports/settings', { method: 'PUT', body });
