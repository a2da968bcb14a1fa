import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CARD_FINISH_LABELS } from '../../../domain/catalog/options.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { PAYOUT_LABELS } from '../../../domain/trade-ins/trade-in.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { STATUS_WORDS } from './trade-in-status.ts';
import { myTradeInsQuery } from './trade-ins-queries.ts';
import { useCancelTradeIn, useRespondToOffer } from './use-trade-ins-mutations.ts';

/** The account's Trade-ins tab: each trade-in with its lines and totals, and what may be done. */
export function TradeInsPanel() {
  const tradeIns = useInfiniteQuery({
    ...myTradeInsQuery(),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  if (tradeIns.isPending) return <p className="text-stone-600">Loading your trade-ins…</p>;
  if (tradeIns.isError) return <p role="alert">Your trade-ins could not be loaded.</p>;
  if (tradeIns.data.length === 0) {
    return (
      <p className="text-stone-600">
        You have no trade-ins yet.{' '}
        <Link to="/sell" className="font-medium text-emerald-800 underline">
          Sell us your cards
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {tradeIns.data.map((tradeIn) => (
          <li key={tradeIn.number}>
            <TradeInCard tradeIn={tradeIn} />
          </li>
        ))}
      </ul>
      <MoreButton pages={tradeIns} label="Show more trade-ins" />
    </div>
  );
}

function TradeInCard({ tradeIn }: { tradeIn: TradeIn }) {
  const cancel = useCancelTradeIn();
  const respond = useRespondToOffer();
  // A second press would be refused as the trade-in has moved on, hiding the first's success.
  const cancelOnce = useOneAtATime(cancel.mutate);
  const respondOnce = useOneAtATime(respond.mutate);
  return (
    <article className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold">{tradeIn.number}</h3>
        <p className="text-sm text-stone-600">
          {STORES[tradeIn.location].name} · {STATUS_WORDS[tradeIn.status]}
        </p>
      </header>
      <ul className="divide-y divide-stone-200 text-sm">
        {tradeIn.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 py-1">
            <span>
              {line.quantity} × {line.name}
              <span className="text-stone-600">
                {' '}
                · {line.condition} · {CARD_FINISH_LABELS[line.finish]}
              </span>
              {line.rejectReason ? (
                <span className="text-red-700"> · Not bought: {line.rejectReason}</span>
              ) : null}
            </span>
            {/* A line not bought keeps its price struck through, so it does not read as paid. */}
            <span
              className={`tabular-nums ${line.rejectReason ? 'text-stone-500 line-through' : ''}`}
            >
              {formatApiPrice(line.cashPrice)} cash or {formatApiPrice(line.creditPrice)} credit
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-1 text-sm sm:max-w-xs">
        <dt>Payout</dt>
        <dd className="text-right font-semibold">{PAYOUT_LABELS[tradeIn.payout]}</dd>
        <dt>Cash total</dt>
        <dd className="text-right font-semibold">{formatApiPrice(tradeIn.cashTotal)}</dd>
        <dt>Store credit total</dt>
        <dd className="text-right font-semibold">{formatApiPrice(tradeIn.creditTotal)}</dd>
        {tradeIn.paid !== null ? (
          <>
            <dt>Paid</dt>
            <dd className="text-right font-semibold">{formatApiPrice(tradeIn.paid)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {tradeIn.status === 'submitted' ? (
          <Button
            variant="secondary"
            busy={cancel.isPending}
            onClick={() => cancelOnce(tradeIn.number)}
          >
            Cancel<span className="sr-only"> trade-in {tradeIn.number}</span>
          </Button>
        ) : null}
        {tradeIn.status === 'offered' ? (
          <>
            <Button
              busy={respond.isPending}
              onClick={() => respondOnce({ number: tradeIn.number, accept: true })}
            >
              Accept offer
            </Button>
            <Button
              variant="secondary"
              busy={respond.isPending}
              onClick={() => respondOnce({ number: tradeIn.number, accept: false })}
            >
              Decline offer
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
