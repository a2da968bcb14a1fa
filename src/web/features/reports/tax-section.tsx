import { useQuery } from '@tanstack/react-query';
import { CHANNEL_LABELS } from '../../../domain/orders/sales-channel.ts';
import type { TaxRow } from '../../../domain/reports/reports.contract.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { moneyLabel } from './report-format.ts';
import { dayColumn, type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { taxQuery } from './reports-queries.ts';

const COLUMNS: ReportColumn<TaxRow>[] = [
  dayColumn('Date', (row) => row.date),
  { header: 'Store', cell: (row) => STORES[row.location].name },
  { header: 'Channel', cell: (row) => CHANNEL_LABELS[row.channel] },
  { header: 'Sales', cell: (row) => row.sales, numeric: true },
  { header: 'Taxable sales', cell: (row) => moneyLabel(row.taxableSales), numeric: true },
  { header: 'Exempt sales', cell: (row) => moneyLabel(row.exemptSales), numeric: true },
  { header: 'Tax collected', cell: (row) => moneyLabel(row.tax), numeric: true },
  { header: 'Taxable returns', cell: (row) => moneyLabel(row.taxableReturns), numeric: true },
  { header: 'Tax returned', cell: (row) => moneyLabel(row.taxReturned), numeric: true },
  { header: 'Net tax', cell: (row) => moneyLabel(row.netTax), numeric: true },
];

/** Sales tax per store day, online and counter apart, for the tax return. */
export function TaxSection({ request }: { request: ReportRequest }) {
  const tax = useQuery(taxQuery(request));
  return (
    <ReportTable
      title="Sales tax"
      description="Taxable and exempt sales after discounts and the tax charged on them, by the day of the sale; goods returned and the tax given back, by the day they came back."
      query={tax}
      rows={tax.data?.rows}
      rowKey={(row) => `${row.date}:${row.location}:${row.channel}`}
      columns={COLUMNS}
      csvHref={csvHref('tax', request)}
      emptyText="No sales or returns in this range."
    />
  );
}
