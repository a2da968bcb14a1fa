import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  MAX_LOW_STOCK_THRESHOLD,
  type StockItem,
  type StockList,
} from '../../../domain/reports/reports.contract.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { kindLabel, moneyLabel } from './report-format.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { reportSettingsQuery, stockQuery } from './reports-queries.ts';
import { useSaveReportSettings } from './use-reports-mutations.ts';

const COLUMNS: ReportColumn<StockItem>[] = [
  { header: 'Item', cell: (item) => item.name },
  { header: 'Kind', cell: (item) => kindLabel(item.itemType) },
  { header: 'Store', cell: (item) => STORES[item.location].name },
  { header: 'In stock', cell: (item) => item.stock, numeric: true },
  { header: 'Price', cell: (item) => moneyLabel(item.price), numeric: true },
];

/** The owner's low-stock threshold for the store, saved on the server. */
function ThresholdForm({ location }: { location: Location }) {
  const settings = useQuery(reportSettingsQuery(location));
  const save = useSaveReportSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(settings.data?.lowStockThreshold ?? '');
  const parsed = Number(value);
  const valid =
    value !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_LOW_STOCK_THRESHOLD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate({ location, lowStockThreshold: parsed }, { onSuccess: () => setDraft(null) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <FormField
        label={`Low-stock threshold, ${STORES[location].name}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LOW_STOCK_THRESHOLD}
        step={1}
        value={value}
        error={
          valid || value === '' ? undefined : `A whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`
        }
        onChange={(event) => setDraft(event.target.value)}
        className="w-56"
      />
      <Button type="submit" variant="secondary" disabled={!valid || save.isPending}>
        Save threshold
      </Button>
    </form>
  );
}

function StockTable({
  request,
  list,
  children,
}: {
  request: ReportRequest;
  list: StockList;
  children?: React.ReactNode;
}) {
  const stock = useQuery(stockQuery(request, list));
  const report = stock.data;
  const shown = report?.items.length ?? 0;
  return (
    <ReportTable
      title={list === 'low' ? 'Low stock' : 'Slow movers'}
      description={
        list === 'low'
          ? 'Cards and products for sale at or below the store’s threshold, fewest first.'
          : 'In stock, nothing sold in the range; the most money on the shelf first.'
      }
      query={stock}
      rows={report?.items}
      rowKey={(item) => `${item.itemType}:${item.itemId}`}
      columns={COLUMNS}
      csvHref={csvHref('stock', request, { list })}
      emptyText={
        list === 'low' ? 'Nothing is running low.' : 'Everything in stock sold in this range.'
      }
      footer={
        report && report.total > shown
          ? `Showing ${shown} of ${report.totalCapped ? `${report.total.toLocaleString('en-US')}+` : report.total.toLocaleString('en-US')}; the download lists them all.`
          : undefined
      }
    >
      {children}
    </ReportTable>
  );
}

/** Low stock (with the owner's threshold) and slow movers. */
export function StockSection({
  request,
  thresholdFor,
}: {
  request: ReportRequest;
  /** The stores whose threshold the reader may set: the owner's, none for staff. */
  thresholdFor: readonly Location[];
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <StockTable request={request} list="low">
        {thresholdFor.length > 0 && (
          <div className="flex flex-wrap gap-3">
            {thresholdFor.map((location) => (
              <ThresholdForm key={location} location={location} />
            ))}
          </div>
        )}
      </StockTable>
      <StockTable request={request} list="slow" />
    </div>
  );
}
