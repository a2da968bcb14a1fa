import { useQuery } from '@tanstack/react-query';
import type { TopItem, TopItemSort } from '../../../domain/reports/reports.contract.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { kindLabel, moneyLabel } from './report-format.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { topItemsQuery } from './reports-queries.ts';

const COLUMNS: ReportColumn<TopItem>[] = [
  { header: 'Item', cell: (item) => item.name },
  { header: 'Kind', cell: (item) => kindLabel(item.itemType) },
  { header: 'Store', cell: (item) => STORES[item.location].name },
  { header: 'Units', cell: (item) => item.units, numeric: true },
  { header: 'Revenue', cell: (item) => moneyLabel(item.revenue), numeric: true },
];

function TopSellers({ request, sort }: { request: ReportRequest; sort: TopItemSort }) {
  const top = useQuery(topItemsQuery(request, sort));
  return (
    <ReportTable
      title={sort === 'revenue' ? 'Top sellers by revenue' : 'Top sellers by units'}
      description="The 50 best of the range; the download lists every item sold."
      query={top}
      rows={top.data?.items}
      rowKey={(item) => `${item.itemType}:${item.itemId}`}
      columns={COLUMNS}
      csvHref={csvHref('top-items', request, { sort })}
      emptyText="Nothing sold in this range."
    />
  );
}

export function TopSellersSection({ request }: { request: ReportRequest }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <TopSellers request={request} sort="revenue" />
      <TopSellers request={request} sort="units" />
    </div>
  );
}
