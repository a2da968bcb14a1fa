import { stringify } from 'csv-stringify/sync';
import type {
  CounterReport,
  EventsReport,
  RefundsReport,
  SalesReport,
  StockReport,
  TopItemsReport,
} from '../../../domain/reports/reports.contract.ts';
import { spreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';

/**
 * Each report's table as a CSV file, the columns the page's table shows. Names typed by people
 * are guarded against spreadsheet formulas; money keeps the API's two-decimal form.
 */

export function salesCsv(report: SalesReport): string {
  return stringify(
    report.rows.map((row) => [
      row.date,
      row.orders,
      row.revenue,
      ...report.kinds.map((kind) => row.byKind[kind] ?? '0.00'),
      row.discounts,
      row.refunds,
      row.cancelled,
    ]),
    {
      header: true,
      columns: [
        'date',
        'orders',
        'revenue',
        ...report.kinds,
        'discounts',
        'refunds',
        'cancelled orders',
      ],
    },
  );
}

export function topItemsCsv(report: TopItemsReport): string {
  return stringify(
    report.items.map((item) => [
      item.itemType,
      item.itemId,
      spreadsheetSafe(item.name),
      item.location,
      item.units,
      item.revenue,
    ]),
    { header: true, columns: ['kind', 'id', 'name', 'store', 'units', 'revenue'] },
  );
}

export function stockCsv(report: StockReport): string {
  return stringify(
    report.items.map((item) => [
      item.itemType,
      item.itemId,
      spreadsheetSafe(item.name),
      item.location,
      item.stock,
      item.price,
      item.threshold,
    ]),
    { header: true, columns: ['kind', 'id', 'name', 'store', 'stock', 'price', 'threshold'] },
  );
}

export function eventsCsv(report: EventsReport): string {
  return stringify(
    report.items.map((event) => [
      event.id,
      spreadsheetSafe(event.name),
      event.date,
      event.location,
      event.status,
      event.capacity ?? '',
      event.registered,
      event.waitlisted,
      event.fillRate === null ? '' : event.fillRate.toFixed(2),
      event.entryRevenue,
      event.refunds,
    ]),
    {
      header: true,
      columns: [
        'id',
        'event',
        'date',
        'store',
        'status',
        'capacity',
        'registered',
        'waitlisted',
        'fill rate',
        'entry revenue',
        'refunds',
      ],
    },
  );
}

export function refundsCsv(report: RefundsReport): string {
  return stringify(
    report.items.map((row) => [
      row.date,
      row.kind,
      row.location,
      spreadsheetSafe(row.reference),
      spreadsheetSafe(row.customer),
      row.amount,
      row.state,
    ]),
    {
      header: true,
      columns: ['date', 'kind', 'store', 'reference', 'customer', 'amount', 'state'],
    },
  );
}

export function counterCsv(report: CounterReport): string {
  return stringify(
    report.items.map((order) => [
      order.orderNumber,
      order.pickupCode,
      order.location,
      spreadsheetSafe(order.customer),
      order.status,
      order.createdAt,
      order.ageMinutes,
      order.total,
    ]),
    {
      header: true,
      columns: [
        'order',
        'pickup code',
        'store',
        'customer',
        'status',
        'placed at',
        'age (minutes)',
        'total',
      ],
    },
  );
}
