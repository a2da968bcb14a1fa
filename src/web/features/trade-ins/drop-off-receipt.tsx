import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { CARD_FINISH_LABELS } from '../../../domain/catalog/options.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { PAYOUT_LABELS } from '../../../domain/trade-ins/trade-in.rules.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import {
  RECEIPT_PRINT_PAGE,
  RECEIPT_RULE,
  ReceiptFacts,
  ReceiptPaper,
} from '../counter/receipt-paper.tsx';
import { tradeInQuery } from './staff-trade-ins-queries.ts';
import { lineTotal } from './trade-in-lines.ts';
import { tradeInPath } from './trade-in-screen.tsx';

type Line = TradeIn['lines'][number];

/** How the receipt reads: paid once accepted, else the cards left for appraisal. */
function receiptKind(tradeIn: TradeIn) {
  if (tradeIn.status === 'accepted' && tradeIn.paid !== null && tradeIn.acceptedAt !== null) {
    const tender = tradeIn.payout === 'cash' ? 'cash' : 'credit';
    return {
      title: 'Trade-in receipt',
      // Reprinted any day, it keeps the day the cards were bought.
      date: tradeIn.acceptedAt,
      unitPrice: (line: Line) => (tender === 'cash' ? line.cashPrice : line.creditPrice),
      tender,
      totals: [[`Paid in ${PAYOUT_LABELS[tradeIn.payout].toLowerCase()}`, tradeIn.paid]],
      footer: 'Thank you!',
    } as const;
  }
  return {
    title: 'Drop-off receipt',
    date: new Date().toISOString(),
    unitPrice: (line: Line) => line.cashPrice,
    tender: 'cash',
    totals: [
      ['Quoted cash', tradeIn.quotedCashTotal],
      ['Quoted credit', tradeIn.quotedCreditTotal],
    ],
    footer: 'Cards left for appraisal. The offer is final once staff have graded them.',
  } as const;
}

/**
 * What the customer leaves with: before payment, the cards left for appraisal and what they
 * were quoted; once accepted, the cards bought and what was paid for them.
 */
function TradeInReceipt({ tradeIn }: { tradeIn: TradeIn }) {
  const kind = receiptKind(tradeIn);
  return (
    <ReceiptPaper label={`${kind.title} ${tradeIn.number}`} store={STORES[tradeIn.location]}>
      <h1 className="text-center font-bold">{kind.title}</h1>
      <ReceiptFacts
        facts={[
          ['Trade-in', tradeIn.number],
          ['Date', formatStoreTime(kind.date)],
          ['Customer', tradeIn.customer.name],
        ]}
      />
      <ul className={`${RECEIPT_RULE} space-y-1`} aria-label="Cards">
        {tradeIn.lines.map((line) => (
          <li key={line.id}>
            <p className="break-words">{line.name}</p>
            <p className="text-xs">
              {line.condition} · {CARD_FINISH_LABELS[line.finish]}
              {line.rejectReason && ` · not bought: ${line.rejectReason}`}
            </p>
            <p className="flex justify-between gap-3">
              <span>
                {line.quantity} × {formatApiPrice(kind.unitPrice(line))}
              </span>
              <span className="tabular-nums">
                {line.rejectReason === null
                  ? lineTotal(kind.unitPrice(line), line.quantity)
                  : formatApiPrice('0.00')}{' '}
                {kind.tender}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <ReceiptFacts
        facts={kind.totals.map(([label, amount]) => [label, formatApiPrice(amount)] as const)}
      />
      <p className={`${RECEIPT_RULE} text-center`}>{kind.footer}</p>
    </ReceiptPaper>
  );
}

/** `/admin/:location/trade-ins/:number/receipt`: the trade-in's receipt, with Print. */
export function DropOffReceiptView({ location, number }: { location: Location; number: string }) {
  const tradeIn = useQuery(tradeInQuery(number));
  if (tradeIn.data && tradeIn.data.location !== location) {
    return <Navigate replace to={`${tradeInPath(tradeIn.data.location, number)}/receipt`} />;
  }
  return (
    <div className="mx-auto max-w-md space-y-4 px-3 py-4 print:m-0 print:max-w-none print:p-0">
      <style>{RECEIPT_PRINT_PAGE}</style>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Link to={tradeInPath(location, number)} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden className="size-4" />
          Trade-in
        </Link>
        {tradeIn.data && (
          <Button size="sm" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            Print
          </Button>
        )}
      </div>
      {tradeIn.data ? (
        <TradeInReceipt tradeIn={tradeIn.data} />
      ) : tradeIn.error ? (
        <p role="alert" className="text-red-700">
          {failureText(tradeIn.error, 'The trade-in could not be loaded. Please try again.')}
        </p>
      ) : (
        <p role="status" className="text-stone-600">
          Loading trade-in...
        </p>
      )}
    </div>
  );
}
