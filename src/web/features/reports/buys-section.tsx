import { useQuery } from '@tanstack/react-query';
import { finishLabel } from '../../../domain/catalog/options.ts';
import type { BoughtCard, BuysReport } from '../../../domain/reports/buys.contract.ts';
import { BuysChart } from './buys-chart.tsx';
import { moneyLabel } from './report-format.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';
import { csvHref, type ReportRequest } from './reports-api.ts';
import { buysQuery } from './reports-queries.ts';

const COLUMNS: ReportColumn<BoughtCard>[] = [
  { header: 'Card', cell: (card) => card.name },
  { header: 'Set', cell: (card) => (card.setCode ? `${card.set} (${card.setCode})` : card.set) },
  { header: 'Condition', cell: (card) => card.condition },
  { header: 'Finish', cell: (card) => finishLabel(card.finish) },
  { header: 'Quantity', cell: (card) => card.quantity, numeric: true },
  { header: 'Paid', cell: (card) => moneyLabel(card.paid), numeric: true },
];

function summary({ totals, margin }: BuysReport): string {
  const unlisted =
    margin.unlistedCards > 0
      ? ` ${margin.unlistedCards} cards no longer listed (${moneyLabel(margin.unlistedPaid)} paid) are left out of the margin.`
      : '';
  return `${totals.cards} cards bought: ${moneyLabel(totals.cash)} cash, ${moneyLabel(totals.credit)} credit. At today's prices they sell for ${moneyLabel(margin.sellValue)}, a margin of ${moneyLabel(margin.margin)}.${unlisted}`;
}

/** Cards bought through accepted trade-ins: cash and credit paid per day, and the top cards bought. */
export function BuysSection({ request }: { request: ReportRequest }) {
  const buys = useQuery(buysQuery(request));
  const report = buys.data;
  return (
    <ReportTable
      title="Buys"
      description={
        report ? summary(report) : 'Cards bought through trade-ins, by the day they were accepted.'
      }
      query={buys}
      rows={report?.topCards}
      rowKey={(card) => `${card.name}:${card.set}:${card.setCode}:${card.condition}:${card.finish}`}
      columns={COLUMNS}
      csvHref={csvHref('buys', request)}
      emptyText="No cards bought in this range."
    >
      {report && <BuysChart report={report} />}
    </ReportTable>
  );
}
