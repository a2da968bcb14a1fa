import { useQuery } from '@tanstack/react-query';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import type { CreditRow } from '../../../domain/reports/reports.contract.ts';
import { CreditChart } from './credit-chart.tsx';
import { creditKindLabel } from './credit-kind-labels.ts';
import { moneyLabel } from './report-format.ts';
import { bucketHeader, dayColumn, type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { creditQuery } from './reports-queries.ts';

/**
 * Store credit per day, week or month: the shop's outstanding balance (good in both stores, so
 * always both together) beside what the chosen store wrote to the ledger, by kind, and the gift
 * cards it sold and loaded.
 */
export function CreditSection({
  request,
  groupBy,
}: {
  request: ReportRequest;
  groupBy: GroupBy | undefined;
}) {
  const credit = useQuery(creditQuery(request, groupBy));
  const report = credit.data;
  const columns: ReportColumn<CreditRow>[] = [
    dayColumn(bucketHeader(report?.groupBy), (row) => row.date),
    { header: 'Outstanding', cell: (row) => moneyLabel(row.outstanding), numeric: true },
    {
      header: 'On gift cards',
      cell: (row) => moneyLabel(row.giftCardsOutstanding),
      numeric: true,
    },
    { header: 'Net change', cell: (row) => moneyLabel(row.net), numeric: true },
    ...(report?.kinds ?? []).map((kind) => ({
      header: creditKindLabel(kind),
      cell: (row: CreditRow) => moneyLabel(row.byKind[kind]),
      numeric: true,
    })),
    { header: 'Gift cards sold', cell: (row) => row.giftCardsSold, numeric: true },
    { header: 'Sold value', cell: (row) => moneyLabel(row.giftCardsSoldValue), numeric: true },
  ];
  const totals = report?.totals;
  return (
    <ReportTable
      title="Store credit"
      description={
        totals
          ? `Outstanding in both stores: ${moneyLabel(report.openingOutstanding)} before the range, ${moneyLabel(totals.outstanding)} at its end, and ${moneyLabel(totals.giftCardsOutstanding)} on gift cards not yet redeemed (${moneyLabel(report.openingGiftCardsOutstanding)} before). ${report.location === 'all' ? 'Both stores' : 'This store'}: ${moneyLabel(totals.net)} net change; ${totals.giftCardsSold} gift cards sold (${moneyLabel(totals.giftCardsSoldValue)}), ${totals.giftCardsRedeemed} loaded (${moneyLabel(totals.giftCardsRedeemedValue)}).`
          : 'What the shop owes in credit, and what each store wrote to the ledger.'
      }
      query={credit}
      rows={report?.rows}
      rowKey={(row) => row.date}
      columns={columns}
      csvHref={csvHref('credit', request, { groupBy })}
      emptyText="No days in this range."
    >
      {report && <CreditChart report={report} />}
    </ReportTable>
  );
}
