import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { AddCardPicker } from './add-card-picker.tsx';
import { type StaffRefusal, staffRefusal } from './staff-refusal.ts';
import { tradeInQuery } from './staff-trade-ins-queries.ts';
import { startedJustNow } from './started-trade-in-state.ts';
import { TradeInActions } from './trade-in-actions.tsx';
import { TradeInLineItem } from './trade-in-line-item.tsx';
import { STATUS_WORDS } from './trade-in-status.ts';
import {
  useAcceptTradeIn,
  useChangeTradeIn,
  useDeclineTradeIn,
} from './use-staff-trade-in-mutations.ts';

export const tradeInPath = (location: Location, number: string) =>
  `/admin/${location}/trade-ins/${number}`;

function Refusal({ refusal }: { refusal: StaffRefusal | null }) {
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <p className="font-medium">{refusal.message}</p>
      {refusal.trimmed.length > 0 && (
        <ul aria-label="Trimmed lines" className="mt-1 list-disc pl-5">
          {refusal.trimmed.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Totals({ tradeIn }: { tradeIn: TradeIn }) {
  const rows = [
    ['Cash total', tradeIn.cashTotal],
    ['Store credit total', tradeIn.creditTotal],
    ['Quoted cash', tradeIn.quotedCashTotal],
    ['Quoted credit', tradeIn.quotedCreditTotal],
  ] as const;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatApiPrice(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The counter's screen for one trade-in: its lines graded, cards added, then paid or declined. */
function TradeInDetail({ location, tradeIn }: { location: Location; tradeIn: TradeIn }) {
  const [refusal, setRefusal] = useState<StaffRefusal | null>(null);
  const change = useChangeTradeIn(tradeIn.number);
  const accept = useAcceptTradeIn(tradeIn.number);
  const decline = useDeclineTradeIn(tradeIn.number);
  // Accepting pays out: a double press must not send it twice.
  const acceptOnce = useOneAtATime(accept.mutate);
  const declineOnce = useOneAtATime(decline.mutate);
  const busy = change.isPending || accept.isPending || decline.isPending;
  const grading = tradeIn.status === 'received';
  // Mark received, Accept, Decline and Send revised offer are disabled while they run and then
  // give way to other controls, so the browser drops focus to the page's start. Once answered,
  // the keyboard goes back to what can be done when refused; else, once received, to the first
  // line to grade; after any other change, to the heading, which says the new status. Counted
  // when the answer lands, not when the status changes, as the lines are still disabled then.
  const lines = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState(0);
  useFocusAfterSwap(refusal ? actions : grading ? lines : heading, answers);
  // Start trade-in closes its dialog as this screen opens, so the keyboard would be left at the
  // page's start: it goes to the heading, which names the new trade-in and its status.
  const started = startedJustNow(useLocation().state);
  useEffect(() => {
    if (started) heading.current?.focus({ preventScroll: true });
  }, [started]);
  const outcome = {
    onSuccess: () => setRefusal(null),
    onError: (error: unknown) => setRefusal(staffRefusal(error)),
    onSettled: () => setAnswers((count) => count + 1),
  };

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-2 text-2xl font-bold"
          >
            Trade-in {tradeIn.number} <Badge>{STATUS_WORDS[tradeIn.status]}</Badge>
          </h1>
          <p className="text-sm text-stone-700">
            {tradeIn.customer.name}
            {tradeIn.customer.email && ` · ${tradeIn.customer.email}`}
          </p>
          <p className="text-sm text-stone-600">
            Created {formatStoreTime(tradeIn.createdAt)}
            {tradeIn.status === 'submitted' &&
              ` · prices held until ${formatStoreTime(tradeIn.expiresAt)}`}
          </p>
        </div>
        {(grading || tradeIn.status === 'accepted') && (
          <Link
            to={`${tradeInPath(location, tradeIn.number)}/receipt`}
            className={buttonClasses('secondary', 'sm')}
          >
            <Printer aria-hidden className="size-4" />
            {grading ? 'Print drop-off receipt' : 'Print receipt'}
          </Link>
        )}
      </header>
      {tradeIn.notices.length > 0 && (
        <ul className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {tradeIn.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section
          ref={lines}
          aria-labelledby="trade-in-lines"
          className="rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="trade-in-lines" className="text-lg font-bold">
            Cards ({tradeIn.lines.length})
          </h2>
          <ul className="divide-y divide-stone-200">
            {tradeIn.lines.map((line) => (
              <TradeInLineItem
                key={line.id}
                line={line}
                grading={grading}
                busy={busy}
                onGrade={(grade, onLanded) =>
                  change.mutate({ lines: [grade] }, { ...outcome, onSettled: onLanded })
                }
              />
            ))}
          </ul>
          {grading && (
            <section
              aria-labelledby="add-card"
              className="mt-3 space-y-2 border-t border-stone-200 pt-3"
            >
              <h3 id="add-card" className="font-bold">
                Add card
              </h3>
              <AddCardPicker
                location={location}
                busy={change.isPending}
                onAdd={(line) => change.mutate({ addLines: [line] }, outcome)}
              />
            </section>
          )}
        </section>
        <aside className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
          <Totals tradeIn={tradeIn} />
          <div ref={actions} className="space-y-4">
            <Refusal refusal={refusal} />
            <TradeInActions
              tradeIn={tradeIn}
              busy={busy}
              onReceive={() => change.mutate({ status: 'received' }, outcome)}
              onOffer={() => change.mutate({ offerToCustomer: true }, outcome)}
              onAccept={(payout) => acceptOnce(payout, outcome)}
              onDecline={() => declineOnce(undefined, outcome)}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** `/admin/:location/trade-ins/:number`: the trade-in, with the way back to the queue. */
export function TradeInScreen({ location, number }: { location: Location; number: string }) {
  const tradeIn = useQuery(tradeInQuery(number));
  // Opened under the other store's address (the owner sees both): its own store's, so the
  // page's links and the staff it is for match the trade-in.
  if (tradeIn.data && tradeIn.data.location !== location) {
    return <Navigate replace to={tradeInPath(tradeIn.data.location, number)} />;
  }
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:py-8">
      <Link to={`/admin/${location}?tab=trade-ins`} className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" />
        Trade-ins
      </Link>
      {tradeIn.data ? (
        <TradeInDetail location={location} tradeIn={tradeIn.data} />
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
