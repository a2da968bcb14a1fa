import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { dayLabel } from './report-format.ts';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned so their digits line up. */
  numeric?: boolean;
  /** Kept on one line: a narrow table scrolls sideways rather than stacking its words. */
  nowrap?: boolean;
}

/** Text that wraps between its words only, never at a hyphen inside one. */
function WholeWords({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={`${index}-${word}`}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">{word}</span>
    </Fragment>
  ));
}

/**
 * A column of days (each row's day, or its week's or month's first), on one line: on a phone
 * "Thu, Oct 29, 2026" would otherwise stack a word a line beside the figures.
 */
export function dayColumn<Row>(header: string, date: (row: Row) => string): ReportColumn<Row> {
  return { header, cell: (row) => dayLabel(date(row)), nowrap: true };
}

/** The day column's header of a report grouped by day, week or month. */
export const bucketHeader = (groupBy: 'day' | 'week' | 'month' | undefined): string =>
  groupBy === 'day' ? 'Day' : `${groupBy === 'week' ? 'Week' : 'Month'} from`;

interface ReportTableProps<Row> {
  title: string;
  /** One line under the title saying what the table counts. */
  description?: ReactNode;
  query: Pick<UseQueryResult, 'isPending' | 'isError'>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: readonly ReportColumn<Row>[];
  csvHref: string;
  emptyText: string;
  /** Drawn between the title and the table: a chart, a form. */
  children?: ReactNode;
  /** Under the table: how many rows there are beyond those shown. */
  footer?: ReactNode;
}

/**
 * One report as the tab shows each: its title, a Download CSV link to the server's file of the
 * same figures, then the table (which is also the text alternative of any chart above it).
 */
export function ReportTable<Row>({
  title,
  description,
  query,
  rows,
  rowKey,
  columns,
  csvHref,
  emptyText,
  children,
  footer,
}: ReportTableProps<Row>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold">
            {title}
          </h3>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
        <a href={csvHref} download className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden className="size-4" />
          Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      {children}
      {query.isPending && (
        <div role="status" aria-label={`Loading ${title}`} className="space-y-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      )}
      {query.isError && (
        <p role="alert" className="text-red-800">
          Could not load {title.toLowerCase()}. Please try again.
        </p>
      )}
      {rows && rows.length === 0 && <p className="py-4 text-center text-stone-600">{emptyText}</p>}
      {rows && rows.length > 0 && (
        // Wide tables scroll sideways on a phone; the region takes focus so keyboards can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section aria-label={`${title}, table`} tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                {columns.map((column) => (
                  // A long header wraps over its figures (the credit report's fourteen
                  // columns fit a desktop that way) rather than widening the table, between
                  // words only: "Trade-ins" stays whole.
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-2 py-1.5 align-bottom font-semibold ${column.numeric ? 'text-right' : ''}`}
                  >
                    <WholeWords text={column.header} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`px-2 py-1.5 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''} ${column.nowrap ? 'whitespace-nowrap' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {footer && <p className="text-sm text-stone-600">{footer}</p>}
    </section>
  );
}
