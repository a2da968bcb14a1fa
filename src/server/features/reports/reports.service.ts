import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { BuysReport } from '../../../domain/reports/buys.contract.ts';
import type { EndOfDayReport } from '../../../domain/reports/end-of-day.contract.ts';
import { endOfDayReport } from '../../../domain/reports/end-of-day.rules.ts';
import {
  bucketsOf,
  chooseGroupBy,
  type DayRange,
  previousPeriod,
} from '../../../domain/reports/report-range.ts';
import {
  type CreditReport,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type EventsReport,
  type PickupQueueReport,
  REPORT_LIST_LIMIT,
  type RefundsReport,
  type ReportScope,
  type ReportSettings,
  type SalesReport,
  type StockList,
  type StockReport,
  type TaxReport,
  type TopItemSort,
  type TopItemsReport,
} from '../../../domain/reports/reports.contract.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import { LEDGER_KINDS } from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { BuysReportRepository } from './buys-report.repository.ts';
import { buysReportOf } from './buys-rows.ts';
import type { CreditReportRepository } from './credit-report.repository.ts';
import { creditRowsAndTotals } from './credit-rows.ts';
import type { EndOfDayRepository } from './end-of-day.repository.ts';
import { refundRowsOf } from './refund-rows.ts';
import { assertCanRead, assertCanSet } from './report-scope.ts';
import type { BucketedWindow, ReportsRepository, ReportWindow } from './reports.repository.ts';
import {
  gatherBuckets,
  kindsOf,
  sumFigures,
  toSalesFigures,
  toSalesPoint,
  toSalesRow,
} from './sales-rows.ts';
import type { StockReportRepository } from './stock-report.repository.ts';
import type { TaxReportRepository } from './tax-report.repository.ts';
import { taxReportOf } from './tax-rows.ts';
import type { TopItemsRepository } from './top-items.repository.ts';

export interface ReportsDeps {
  db: Database;
  reports: ReportsRepository;
  topItems: TopItemsRepository;
  stock: StockReportRepository;
  credit: CreditReportRepository;
  tax: TaxReportRepository;
  endOfDay: EndOfDayRepository;
  buys: BuysReportRepository;
  audit: Pick<AuditRepository, 'record'>;
  /** The kinds the inventory sells, from its registry, in the order charts stack them. */
  kinds: readonly string[];
  /** Now: the age of orders waiting in the pickup queue, and the end of day's default day. */
  clock?: (() => Date) | undefined;
}

export interface RangeRequest extends DayRange {
  location: ReportScope;
}

/** A list in full for a download, or its first rows for the page. */
export type Extent = 'page' | 'all';

const limitFor = (extent: Extent) => (extent === 'all' ? undefined : REPORT_LIST_LIMIT);

const MS_PER_MINUTE = 60_000;

/** The owner's and staff's reports: each one scoped to what the reader may see, then read. */
export function createReportsService({
  db,
  reports,
  topItems,
  stock,
  credit,
  tax,
  endOfDay,
  buys,
  audit,
  kinds: registeredKinds,
  clock = () => new Date(),
}: ReportsDeps) {
  const windowOf = (actor: StaffActor, request: RangeRequest): ReportWindow => {
    assertCanRead(actor, request.location);
    return { scope: request.location, from: request.from, to: request.to };
  };

  async function bucketed(window: BucketedWindow) {
    const [sales, lines, entryRefunds, staffRefunds] = await Promise.all([
      reports.salesByBucket(window),
      reports.linesByBucket(window),
      reports.refundsByBucket(window),
      reports.staffRefundsByBucket(window),
    ]);
    return gatherBuckets(bucketsOf(window, window.groupBy), {
      sales,
      lines,
      refunds: [...entryRefunds, ...staffRefunds],
    });
  }

  return {
    async sales(
      actor: StaffActor,
      request: RangeRequest & { groupBy?: BucketedWindow['groupBy'] | undefined },
    ): Promise<SalesReport> {
      const window = windowOf(actor, request);
      const groupBy = request.groupBy ?? chooseGroupBy(window);
      const before = previousPeriod(window);
      const [current, previous] = await Promise.all([
        bucketed({ ...window, groupBy }),
        bucketed({ ...window, ...before, groupBy }),
      ]);
      const kinds = kindsOf(current.values(), registeredKinds);
      return {
        location: window.scope,
        from: window.from,
        to: window.to,
        groupBy,
        kinds,
        rows: [...current].map(([date, figures]) => toSalesRow(date, figures, kinds)),
        totals: toSalesFigures(sumFigures(current.values()), kinds),
        previous: {
          ...before,
          rows: [...previous].map(([date, figures]) => toSalesPoint(date, figures)),
        },
      };
    },

    async credit(
      actor: StaffActor,
      request: RangeRequest & { groupBy?: BucketedWindow['groupBy'] | undefined },
    ): Promise<CreditReport> {
      const window = windowOf(actor, request);
      const bucketed = { ...window, groupBy: request.groupBy ?? chooseGroupBy(window) };
      const [balancesCents, cardsCents, kinds, shopChange, cardValueChange, giftCardsSold] =
        await Promise.all([
          credit.outstandingBefore(window.from),
          credit.cardValueBefore(window.from),
          credit.kindsByBucket(bucketed),
          credit.shopChangeByBucket(bucketed),
          credit.cardValueChangeByBucket(bucketed),
          credit.giftCardsSoldByBucket(bucketed),
        ]);
      return {
        location: window.scope,
        from: window.from,
        to: window.to,
        groupBy: bucketed.groupBy,
        kinds: [...LEDGER_KINDS],
        openingOutstanding: formatPrice(balancesCents),
        openingGiftCardsOutstanding: formatPrice(cardsCents),
        ...creditRowsAndTotals(
          bucketsOf(bucketed, bucketed.groupBy),
          { balancesCents, cardsCents },
          { kinds, shopChange, cardValueChange, giftCardsSold },
        ),
      };
    },

    async topItems(
      actor: StaffActor,
      request: RangeRequest & { sort: TopItemSort },
      extent: Extent,
    ): Promise<TopItemsReport> {
      const rows = await topItems.list(windowOf(actor, request), request.sort, limitFor(extent));
      return {
        sort: request.sort,
        items: rows.map(({ cents, ...item }) => ({ ...item, revenue: formatPrice(cents) })),
      };
    },

    async stock(
      actor: StaffActor,
      request: RangeRequest & { list: StockList },
      extent: Extent,
    ): Promise<StockReport> {
      const window = windowOf(actor, request);
      const { rows, total, totalCapped } = await stock.list(
        window,
        request.list,
        await reports.thresholds(),
        limitFor(extent),
      );
      return {
        list: request.list,
        total,
        totalCapped,
        items: rows.map(({ priceCents, ...item }) => ({ ...item, price: formatPrice(priceCents) })),
      };
    },

    async events(actor: StaffActor, request: RangeRequest): Promise<EventsReport> {
      const rows = await reports.events(windowOf(actor, request));
      return {
        items: rows.map(({ paidCents, refundCents, ...event }) => ({
          ...event,
          fillRate: event.capacity ? event.registered / event.capacity : null,
          entryRevenue: formatPrice(paidCents - refundCents),
          refunds: formatPrice(refundCents),
        })),
      };
    },

    async tax(actor: StaffActor, request: RangeRequest): Promise<TaxReport> {
      const window = windowOf(actor, request);
      return taxReportOf(window, await tax.taxDays(window));
    },

    /** Cards bought through accepted trade-ins, per day and per card, and their margin at today's prices. */
    async buys(actor: StaffActor, request: RangeRequest, extent: Extent): Promise<BuysReport> {
      const window = windowOf(actor, request);
      const [days, cards, margin] = await Promise.all([
        buys.days(window),
        buys.cards(window, limitFor(extent)),
        buys.margin(window),
      ]);
      return buysReportOf(window, { days, cards, margin });
    },

    /** One store's counter on one store day (today when none is given). */
    async endOfDay(
      actor: StaffActor,
      request: { location: Location; date?: string | undefined },
    ): Promise<EndOfDayReport> {
      assertCanRead(actor, request.location);
      const date = request.date ?? storeDate(clock());
      const sums = await endOfDay.sums(request.location, date);
      return endOfDayReport({ location: request.location, date, ...sums }, registeredKinds);
    },

    async refunds(
      actor: StaffActor,
      request: RangeRequest,
      extent: Extent,
    ): Promise<RefundsReport> {
      const window = windowOf(actor, request);
      const [cancelled, refunded, staffRefunded] = await Promise.all([
        reports.cancellations(window, limitFor(extent)),
        reports.entryRefunds(window, limitFor(extent)),
        reports.staffRefunds(window, limitFor(extent)),
      ]);
      const newestFirst = refundRowsOf({ cancelled, refunded, staffRefunded });
      return { items: extent === 'all' ? newestFirst : newestFirst.slice(0, REPORT_LIST_LIMIT) };
    },

    async pickupQueue(actor: StaffActor, location: ReportScope): Promise<PickupQueueReport> {
      assertCanRead(actor, location);
      const now = clock().getTime();
      const rows = await reports.waitingOrders(location);
      return {
        items: rows.map(({ cents, createdAt, status, ...order }) => ({
          ...order,
          status: status === 'ready_for_pickup' ? status : 'paid',
          createdAt: createdAt.toISOString(),
          ageMinutes: Math.max(0, Math.floor((now - createdAt.getTime()) / MS_PER_MINUTE)),
          total: formatPrice(cents),
        })),
      };
    },

    async settings(actor: StaffActor, location: Location): Promise<ReportSettings> {
      assertCanRead(actor, location);
      const thresholds = await reports.thresholds();
      return {
        location,
        lowStockThreshold: thresholds.get(location) ?? DEFAULT_LOW_STOCK_THRESHOLD,
      };
    },

    async changeSettings(actor: StaffActor, settings: ReportSettings): Promise<ReportSettings> {
      assertCanSet(actor, settings.location);
      await db.transaction(async (tx) => {
        const before = await reports.setThreshold(
          tx,
          settings.location,
          settings.lowStockThreshold,
        );
        await audit.record(tx, {
          actor,
          location: settings.location,
          entity: 'report_settings',
          entityId: settings.location,
          action: 'update',
          before: { lowStockThreshold: before },
          after: { lowStockThreshold: settings.lowStockThreshold },
        });
      });
      return settings;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
