import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { kindLabel } from '../../../domain/inventory/kind-labels.ts';
import { TENDER_LABELS } from '../../../domain/orders/tenders.ts';
import type { EndOfDayReport } from '../../../domain/reports/end-of-day.contract.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import { PAYOUT_LABELS } from '../../../domain/trade-ins/trade-in.rules.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { moneyLabel } from '../reports/report-format.ts';
import { endOfDayCsvHref } from './counter-api.ts';
import { endOfDayQuery } from './counter-queries.ts';
import { type FiguresRow, FiguresTable } from './figures-table.tsx';

const money = (amount: string | null) => (amount === null ? '—' : moneyLabel(amount));

/** A table's rows of something counted by tender: its label, how many and how much. */
function countedRows<Row extends { count: number; amount: string }, Key extends string>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  labels: Record<Key, string>,
): FiguresRow[] {
  return rows.map((row) => [keyOf(row), labels[keyOf(row)], row.count, money(row.amount)]);
}

type DayDrawer = EndOfDayReport['drawers'][number];

function drawerRows(drawer: DayDrawer): FiguresRow[] {
  return [
    ['opened-by', 'Opened by', drawer.openedBy],
    ['float', 'Float', money(drawer.float)],
    ['cash-sales', 'Cash sales', money(drawer.cashSales)],
    // Only a drawer still open past midnight has any; on every other day the row would be noise.
    ...(drawer.cashSalesAfterDay === '0.00'
      ? []
      : [
          ['cash-sales-after', 'Of which after midnight', money(drawer.cashSalesAfterDay)] as const,
        ]),
    ['cash-refunds', 'Cash refunds', money(drawer.cashRefunds)],
    ['paid-in', 'Paid in', money(drawer.paidIn)],
    ['paid-out', 'Paid out', money(drawer.paidOut)],
    ['trade-ins', 'Trade-ins paid', money(drawer.tradeInPayouts)],
    ['expected', 'Expected', money(drawer.expected)],
    [
      'counted',
      drawer.status === 'open' ? 'Counted (still open)' : 'Counted',
      money(drawer.counted),
    ],
    ['over-short', 'Over/short', money(drawer.overShort)],
  ];
}

/** A drawer counted after midnight: all of its cash is on this day, its later sales on theirs. */
function closedLaterNote(drawer: DayDrawer, date: string): string | undefined {
  if (drawer.closedOn === null || drawer.closedOn === date) return undefined;
  return `Closed on ${drawer.closedOn}: the whole drawer is on this day, the day it was opened, including cash from sales after midnight, which count in their own day's sales.`;
}

function Figures({ report }: { report: EndOfDayReport }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 print:block print:space-y-4">
      <FiguresTable
        title="Sales"
        headers={['Figure', 'Amount']}
        rows={[
          ['sales', 'Sales', report.sales],
          ['gross', 'Gross', money(report.gross)],
          ['discounts', 'Discounts', money(report.discounts)],
          ['returns', 'Returns', money(report.returns)],
          ['net', 'Net', money(report.net)],
          ['tax', 'Tax', money(report.tax)],
        ]}
      />
      <FiguresTable
        title="By tender"
        headers={['Tender', 'Count', 'Amount']}
        rows={countedRows(report.byTender, (row) => row.method, TENDER_LABELS)}
      />
      <FiguresTable
        title="By kind"
        headers={['Kind', 'Units', 'Amount']}
        rows={report.byKind.map((row) => [
          row.kind,
          kindLabel(row.kind),
          row.units,
          money(row.amount),
        ])}
      />
      <FiguresTable
        title="By cashier"
        headers={['Cashier', 'Sales', 'Amount']}
        rows={report.byCashier.map((row) => [
          row.cashier,
          row.cashier,
          row.count,
          money(row.amount),
        ])}
        emptyText="No counter sales on this day."
      />
      {report.drawers.length === 0 ? (
        <FiguresTable
          title="Drawers"
          headers={['Figure', 'Amount']}
          rows={[]}
          emptyText="No drawer was opened on this day."
        />
      ) : (
        report.drawers.map((drawer) => (
          <FiguresTable
            key={drawer.id}
            title={`Drawer: ${drawer.register} register`}
            headers={['Figure', 'Amount']}
            rows={drawerRows(drawer)}
            note={closedLaterNote(drawer, report.date)}
          />
        ))
      )}
      {report.drawersCarriedOver.map((drawer) => (
        <FiguresTable
          key={drawer.id}
          title={`Drawer: ${drawer.register} register, opened ${drawer.openedOn}`}
          headers={['Figure', 'Amount']}
          rows={[
            ['opened-by', 'Opened by', drawer.openedBy],
            ['closed-on', 'Closed on', drawer.closedOn ?? 'Still open'],
            ['cash-sales', 'Cash sales this day', money(drawer.cashSales)],
          ]}
          note={`Opened on an earlier day: its float, expected cash and over/short are on the end of day of ${drawer.openedOn}.`}
        />
      ))}
      <FiguresTable
        title="Gift cards and store credit"
        headers={['Figure', 'Amount']}
        rows={[
          [
            'gift-cards',
            `Gift cards sold (${report.giftCardsSold.count})`,
            money(report.giftCardsSold.amount),
          ],
          [
            'gift-cards-redeemed',
            `Gift cards redeemed to store credit (${report.giftCardsRedeemed.count})`,
            money(report.giftCardsRedeemed.amount),
          ],
          ['credit-issued', 'Store credit issued by staff', money(report.creditIssued)],
          ['credit-removed', 'Store credit removed by staff', money(report.creditRemoved)],
          ['credit-refunded', 'Returns to store credit', money(report.creditRefunded)],
          ['credit-spent', 'Store credit spent', money(report.creditSpent)],
        ]}
        note="Store credit spent is the store credit tendered, as By tender shows it. A gift card tendered with a customer attached counts under Gift card; what was left on it is now their store credit."
      />
      <FiguresTable
        title="Trade-in payouts"
        headers={['Tender', 'Trade-ins', 'Amount']}
        rows={countedRows(report.tradeInPayouts, (row) => row.payout, PAYOUT_LABELS)}
      />
    </div>
  );
}

/** The counter's day at one store: figures in sections, a CSV download and a printable page. */
export function EndOfDay({
  location,
  date,
  onDateChange,
}: {
  location: Location;
  date: string;
  onDateChange: (date: string) => void;
}) {
  const report = useQuery(endOfDayQuery(location, date));
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-3 sm:px-4 sm:py-4 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-emerald-800">{STORES[location].name}</p>
          <h1 className="text-2xl font-extrabold">End of day</h1>
          <p className="hidden print:block">{date}</p>
          <p className="text-sm text-stone-600">
            The counter’s sales and drawers; online orders are in the dashboard’s Reports.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <FormField
            label="Date"
            type="date"
            value={date}
            required
            onChange={(event) => {
              if (event.target.value) onDateChange(event.target.value);
            }}
          />
          <a href={endOfDayCsvHref(location, date)} download className={buttonClasses('secondary')}>
            <Download aria-hidden className="size-4" />
            Download CSV
          </a>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            Print
          </Button>
          <Link to={`/admin/${location}/counter`} className={buttonClasses('ghost')}>
            <ArrowLeft aria-hidden className="size-4" />
            Counter
          </Link>
        </div>
      </header>
      {report.isPending && (
        <div role="status" aria-label="Loading the end of day" className="space-y-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      )}
      {report.isError && (
        <p role="alert" className="text-red-800">
          Could not load the end of day. Please try again.
        </p>
      )}
      {report.data && <Figures report={report.data} />}
    </div>
  );
}
