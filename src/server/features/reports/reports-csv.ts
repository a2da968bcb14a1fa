import { stringify } from 'csv-stringify/sync';
import { SALES_CHANNELS } from '../../../domain/orders/sales-channel.ts';
import type { BuysReport } from '../../../domain/reports/buys.contract.ts';
import type { EndOfDayReport } from '../../../domain/reports/end-of-day.contract.ts';
import type {
  CreditReport,
  CreditRow,
  EventsReport,
  PickupQueueReport,
  RefundsReport,
  SalesReport,
  SalesRow,
  StockReport,
  TaxReport,
  TopItemsReport,
} from '../../../domain/reports/reports.contract.ts';
import { storeMinute } from '../../../domain/shared/dates.ts';
import { spreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';

/**
 * Each report's table as a CSV file, the columns the page's table shows. Names typed by people
 * are guarded against spreadsheet formulas; money keeps the API's two-decimal form; a moment is
 * the stores' wall clock ("YYYY-MM-DD HH:MM", Central), as the page shows it.
 */

/** A column: its header beside the value it takes from a row, so the two never drift apart. */
type Column<Row> = readonly [header: string, value: (row: Row) => string | number];

function csvOf<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map(([, value]) => value(row))),
    { header: true, columns: columns.map(([header]) => header) },
  );
}

export function salesCsv(report: SalesReport): string {
  return csvOf<SalesRow>(report.rows, [
    ['date', (row) => row.date],
    ['orders', (row) => row.orders],
    ['revenue', (row) => row.revenue],
    ...report.kinds.map((kind): Column<SalesRow> => [kind, (row) => row.byKind[kind] ?? '0.00']),
    ['discounts', (row) => row.discounts],
    ['refunds', (row) => row.refunds],
    ['cancelled orders', (row) => row.cancelled],
    ...SALES_CHANNELS.map(
      (channel): Column<SalesRow> => [channel, (row) => row.byChannel[channel]],
    ),
  ]);
}

export function creditCsv(report: CreditReport): string {
  return csvOf<CreditRow>(report.rows, [
    ['date', (row) => row.date],
    ['outstanding (both stores)', (row) => row.outstanding],
    ['gift cards outstanding (both stores)', (row) => row.giftCardsOutstanding],
    ['net change', (row) => row.net],
    ...report.kinds.map((kind): Column<CreditRow> => [kind, (row) => row.byKind[kind]]),
    ['gift cards sold', (row) => row.giftCardsSold],
    ['gift cards sold value', (row) => row.giftCardsSoldValue],
    ['gift cards redeemed', (row) => row.giftCardsRedeemed],
    ['gift cards redeemed value', (row) => row.giftCardsRedeemedValue],
  ]);
}

export function topItemsCsv(report: TopItemsReport): string {
  return csvOf(report.items, [
    ['kind', (item) => item.itemType],
    ['id', (item) => item.itemId],
    ['name', (item) => spreadsheetSafe(item.name)],
    ['store', (item) => item.location],
    ['units', (item) => item.units],
    ['revenue', (item) => item.revenue],
  ]);
}

export function stockCsv(report: StockReport): string {
  return csvOf(report.items, [
    ['kind', (item) => item.itemType],
    ['id', (item) => item.itemId],
    ['name', (item) => spreadsheetSafe(item.name)],
    ['store', (item) => item.location],
    ['stock', (item) => item.stock],
    ['price', (item) => item.price],
    ['threshold', (item) => item.threshold],
  ]);
}

export function eventsCsv(report: EventsReport): string {
  return csvOf(report.items, [
    ['id', (event) => event.id],
    ['event', (event) => spreadsheetSafe(event.name)],
    ['date', (event) => event.date],
    ['store', (event) => event.location],
    ['status', (event) => event.status],
    ['capacity', (event) => event.capacity ?? ''],
    ['registered', (event) => event.registered],
    ['waitlisted', (event) => event.waitlisted],
    ['fill rate', (event) => (event.fillRate === null ? '' : event.fillRate.toFixed(2))],
    ['entry revenue', (event) => event.entryRevenue],
    ['refunds', (event) => event.refunds],
  ]);
}

export function refundsCsv(report: RefundsReport): string {
  return csvOf(report.items, [
    ['date', (row) => row.date],
    ['kind', (row) => row.kind],
    ['store', (row) => row.location],
    ['reference', (row) => spreadsheetSafe(row.reference)],
    ['customer', (row) => spreadsheetSafe(row.customer)],
    ['amount', (row) => row.amount],
    ['state', (row) => row.state],
  ]);
}

export function pickupQueueCsv(report: PickupQueueReport): string {
  return csvOf(report.items, [
    ['order', (order) => order.orderNumber],
    ['pickup code', (order) => order.pickupCode ?? ''],
    ['store', (order) => order.location],
    ['customer', (order) => spreadsheetSafe(order.customer)],
    ['status', (order) => order.status],
    // Store time, as the tab shows it, so a spreadsheet dates a late order on the store's day.
    ['placed at', (order) => storeMinute(new Date(order.createdAt))],
    ['age (minutes)', (order) => order.ageMinutes],
    ['total', (order) => order.total],
  ]);
}

export function taxCsv(report: TaxReport): string {
  return csvOf(report.rows, [
    ['date', (row) => row.date],
    ['store', (row) => row.location],
    ['channel', (row) => row.channel],
    ['sales', (row) => row.sales],
    ['taxable sales', (row) => row.taxableSales],
    ['exempt sales', (row) => row.exemptSales],
    ['tax collected', (row) => row.tax],
    ['taxable returns', (row) => row.taxableReturns],
    ['tax returned', (row) => row.taxReturned],
    ['net tax', (row) => row.netTax],
  ]);
}

interface EndOfDayLine {
  section: string;
  item: string;
  count: number | '';
  amount: string;
}

/** The end of day as one list of lines, section by section, as the printed page reads. */
export function endOfDayCsv(report: EndOfDayReport): string {
  const line = (section: string, item: string, amount: string, count: number | '' = '') => ({
    section,
    item,
    count,
    amount,
  });
  const lines: EndOfDayLine[] = [
    line('sales', 'sales', '', report.sales),
    line('sales', 'gross', report.gross),
    line('sales', 'discounts', report.discounts),
    line('sales', 'returns', report.returns),
    line('sales', 'net', report.net),
    line('sales', 'tax', report.tax),
    ...report.byTender.map((row) => line('tender', row.method, row.amount, row.count)),
    ...report.byKind.map((row) => line('kind', row.kind, row.amount, row.units)),
    ...report.byCashier.map((row) =>
      line('cashier', spreadsheetSafe(row.cashier), row.amount, row.count),
    ),
    ...report.drawers.flatMap((drawer) => {
      const section = spreadsheetSafe(`drawer ${drawer.register} opened by ${drawer.openedBy}`);
      return [
        line(section, 'float', drawer.float),
        line(section, 'cash sales', drawer.cashSales),
        line(section, 'cash sales after the day', drawer.cashSalesAfterDay),
        line(section, 'cash refunds', drawer.cashRefunds),
        line(section, 'paid in', drawer.paidIn),
        line(section, 'paid out', drawer.paidOut),
        line(section, 'trade-ins paid', drawer.tradeInPayouts),
        line(section, 'expected', drawer.expected),
        line(section, 'counted', drawer.counted ?? ''),
        line(section, 'over/short', drawer.overShort ?? ''),
      ];
    }),
    ...report.drawersCarriedOver.map((drawer) =>
      line(
        spreadsheetSafe(
          `drawer ${drawer.register} opened by ${drawer.openedBy} on ${drawer.openedOn}`,
        ),
        'cash sales this day',
        drawer.cashSales,
      ),
    ),
    line('gift cards', 'sold', report.giftCardsSold.amount, report.giftCardsSold.count),
    line(
      'gift cards',
      'redeemed to store credit',
      report.giftCardsRedeemed.amount,
      report.giftCardsRedeemed.count,
    ),
    ...report.tradeInPayouts.map((row) =>
      line('trade-ins paid', row.payout, row.amount, row.count),
    ),
    line('store credit', 'issued', report.creditIssued),
    line('store credit', 'removed', report.creditRemoved),
    line('store credit', 'spent', report.creditSpent),
    line('store credit', 'refunded', report.creditRefunded),
  ];
  return csvOf(lines, [
    ['section', (row) => row.section],
    ['item', (row) => row.item],
    ['count', (row) => row.count],
    ['amount', (row) => row.amount],
  ]);
}

/** A row of the buys download: each section fills the columns it has, leaving the rest empty. */
interface BuysLine {
  section: 'day' | 'card' | 'margin';
  date?: string;
  name?: string;
  set?: string;
  setCode?: string;
  condition?: string;
  finish?: string;
  cards: number;
  cash?: string;
  credit?: string;
  paid?: string;
  sellValue?: string;
  margin?: string;
}

/**
 * The whole buys report in one file, as the page shows it: a row for each day (cards, cash and
 * credit paid), each card bought, most copies first (every one, not only the page's), and the
 * margin at today's prices, for the cards still listed and apart for those no longer listed.
 */
export function buysCsv(report: BuysReport): string {
  const { margin } = report;
  const lines: BuysLine[] = [
    ...report.days.map((day) => ({ section: 'day' as const, ...day })),
    ...report.topCards.map(({ quantity, ...card }) => ({
      section: 'card' as const,
      ...card,
      setCode: card.setCode ?? '',
      cards: quantity,
    })),
    {
      section: 'margin',
      name: 'listed',
      cards: margin.listedCards,
      paid: margin.paid,
      sellValue: margin.sellValue,
      margin: margin.margin,
    },
    {
      section: 'margin',
      name: 'no longer listed',
      cards: margin.unlistedCards,
      paid: margin.unlistedPaid,
    },
  ];
  const text = (pick: (line: BuysLine) => string | undefined) => (line: BuysLine) =>
    spreadsheetSafe(pick(line) ?? '');
  return csvOf(lines, [
    ['section', (line) => line.section],
    ['date', (line) => line.date ?? ''],
    ['name', text((line) => line.name)],
    ['set', text((line) => line.set)],
    ['set code', text((line) => line.setCode)],
    ['condition', (line) => line.condition ?? ''],
    ['finish', (line) => line.finish ?? ''],
    ['cards', (line) => line.cards],
    ['cash', (line) => line.cash ?? ''],
    ['credit', (line) => line.credit ?? ''],
    ['paid', (line) => line.paid ?? ''],
    ['sell value', (line) => line.sellValue ?? ''],
    ['margin', (line) => line.margin ?? ''],
  ]);
}
