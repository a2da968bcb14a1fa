import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { CARD_FINISH_LABELS } from '../../../domain/catalog/options.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
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

/** What the customer leaves with: the cards left for appraisal and what they were quoted. */
function DropOffReceipt({ tradeIn }: { tradeIn: TradeIn }) {
  return (
    <ReceiptPaper label={`Drop-off receipt ${tradeIn.number}`} store={STORES[tradeIn.location]}>
      <p className="text-center font-bold">Drop-off receipt</p>
      <ReceiptFacts
        facts={[
          ['Trade-in', tradeIn.number],
          ['Date', formatStoreTime(new Date().toISOString())],
          ['Customer', tradeIn.customer.name],
        ]}
      />
      <ul className={`${RECEIPT_RULE} space-y-1`} aria-label="Cards left">
        {tradeIn.lines.map((line) => (
          <li key={line.id}>
            <p className="break-words">{line.name}</p>
            <p className="text-xs">
              {line.condition} · {CARD_FINISH_LABELS[line.finish]}
              {line.rejectReason && ` · not bought: ${line.rejectReason}`}
            </p>
            <p className="flex justify-between gap-3">
              <span>
                {line.quantity} × {formatApiPrice(line.cashPrice)}
              </span>
              <span className="tabular-nums">{lineTotal(line.cashPrice, line.quantity)} cash</span>
            </p>
          </li>
        ))}
      </ul>
      <ReceiptFacts
        facts={[
          ['Quoted cash', formatApiPrice(tradeIn.quotedCashTotal)],
          ['Quoted credit', formatApiPrice(tradeIn.quotedCreditTotal)],
        ]}
      />
      <p className={`${RECEIPT_RULE} text-center`}>
        Cards left for appraisal. The offer is final once staff have graded them.
      </p>
    </ReceiptPaper>
  );
}

/** `/admin/:location/trade-ins/:number/receipt`: the drop-off receipt, with Print. */
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
        <DropOffReceipt tradeIn={tradeIn.data} />
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
