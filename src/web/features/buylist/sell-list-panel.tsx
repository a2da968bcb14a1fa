import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDollars } from '../../../domain/money/money.ts';
import type { SubmitTradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatStoreTime } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { rememberRedirect } from '../auth/redirect-after-login.ts';
import { PayoutChoice } from '../trade-ins/payout-choice.tsx';
import { SellListLine } from './sell-list-line.tsx';
import { useSubmitTradeIn } from './use-buylist-mutations.ts';
import { cardCountText, type SellListState } from './use-sell-list.ts';

/** The shopper's sell list: the cards, how many of each, the totals and how to be paid. */
export function SellListPanel({ list }: { list: SellListState }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const submit = useSubmitTradeIn(list.location);
  // A double press would submit the list twice: two trade-ins holding the store's wanted copies.
  const submitOnce = useOneAtATime(submit.mutate);
  const send = () =>
    submitOnce(
      {
        location: list.location,
        payout: list.payout,
        lines: list.lines.map(({ cardId, condition, finish, quantity }) => ({
          cardId,
          condition: condition as SubmitLine['condition'],
          finish,
          quantity,
        })),
      },
      { onSuccess: list.clear },
    );
  // Submit is disabled once the list it sent is cleared: focus goes on to what it gave.
  const outcome = useRef<HTMLDivElement>(null);
  useFocusAfterSwap(outcome, submit.status);
  return (
    <section
      ref={setPanel}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-4 text-lg font-bold">
        Your sell list
      </h2>
      {list.lines.length === 0 ? (
        <p className="text-sm text-stone-600">Add the cards you want to sell from the list.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {list.lines.map((line) => (
            <SellListLine key={line.cardId} line={line} list={list} />
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt>Cash total</dt>
        <dd className="text-right font-semibold">{formatDollars(list.cashTotal)}</dd>
        <dt>Store credit total</dt>
        <dd className="text-right font-semibold">{formatDollars(list.creditTotal)}</dd>
      </dl>
      <PayoutChoice legend="Get paid in" value={list.payout} onChange={list.setPayout} />
      <p className="text-xs text-stone-600">
        Prices are checked again when staff grade your cards at the store.
      </p>
      <Button
        className="w-full"
        disabled={list.lines.length === 0 || submit.isPending}
        onClick={send}
      >
        Submit
      </Button>
      <div ref={outcome} tabIndex={-1} className="outline-none">
        <SubmitOutcome submit={submit} />
      </div>
      <JumpToList list={list} heading={heading} panel={panel} />
      <p aria-live="polite" className="sr-only">
        {list.announcement}
      </p>
    </section>
  );
}

/**
 * Below the wide layout the list sits under every search result: while it is out of sight, a
 * bar at the foot of the screen says what is on it and takes the shopper there.
 */
function JumpToList({
  list,
  heading,
  panel,
}: {
  list: SellListState;
  heading: RefObject<HTMLHeadingElement | null>;
  panel: HTMLElement | null;
}) {
  const [panelShown, setPanelShown] = useState(true);
  useEffect(() => {
    if (!panel) return;
    const watch = new IntersectionObserver(([entry]) =>
      setPanelShown(entry?.isIntersecting ?? true),
    );
    watch.observe(panel);
    return () => watch.disconnect();
  }, [panel]);
  const count = list.cardCount;
  const barShown = count > 0 && !panelShown;
  // While the bar is up, a control the keyboard reaches scrolls into view above it, not under it.
  useEffect(() => {
    if (!barShown) return;
    const page = document.documentElement;
    page.style.scrollPaddingBottom = '5rem';
    return () => {
      page.style.scrollPaddingBottom = '';
    };
  }, [barShown]);
  if (!barShown) return null;
  const jump = () => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 p-3 shadow-lg lg:hidden">
      <Button className="w-full" onClick={jump}>
        View sell list ({cardCountText(count)},{' '}
        {formatDollars(list.payout === 'cash' ? list.cashTotal : list.creditTotal)}{' '}
        {list.payout === 'cash' ? 'cash' : 'credit'})
      </Button>
    </div>
  );
}

type SubmitLine = SubmitTradeIn['lines'][number];

/** What the Submit gave: the trade-in's number and what was capped, or why it was refused. */
function SubmitOutcome({ submit }: { submit: ReturnType<typeof useSubmitTradeIn> }) {
  if (submit.data) {
    return (
      <div role="status" className="space-y-1 rounded-md bg-emerald-50 p-3 text-sm">
        <p>
          Trade-in <strong>{submit.data.number}</strong> submitted. We hold these prices until{' '}
          {formatStoreTime(submit.data.expiresAt)}; bring the cards to the store.
        </p>
        {submit.data.notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </div>
    );
  }
  if (!submit.error) return null;
  const signIn = submit.error instanceof ApiError && submit.error.body?.code === 'unauthorized';
  return (
    <p role="alert" className="text-sm text-red-700">
      {signIn ? (
        <>
          <Link
            to="/login"
            className="font-medium underline"
            // Back to this sell page once signed in: the list is kept in the browser meanwhile.
            onClick={() => rememberRedirect(`${window.location.pathname}${window.location.search}`)}
          >
            Sign in
          </Link>{' '}
          to submit your sell list.
        </>
      ) : submit.error instanceof ApiError ? (
        (submit.error.serverMessage ?? 'Your sell list could not be submitted.')
      ) : (
        'Your sell list could not be submitted.'
      )}
    </p>
  );
}
