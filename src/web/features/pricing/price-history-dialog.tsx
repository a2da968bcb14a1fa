import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatDollars } from '../../../domain/money/money.ts';
import type { PriceHistory } from '../../../domain/pricing/price-history.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { PanelDialog } from '../../components/ui/panel-dialog.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatStoreTime } from '../../lib/format.ts';
import { priceHistoryQuery } from './pricing-queries.ts';

const PriceHistoryChart = lazy(() =>
  import('./price-history-chart.tsx').then((module) => ({ default: module.PriceHistoryChart })),
);

function HistoryList({ history }: { history: PriceHistory }) {
  return (
    <>
      <p className="text-sm">
        {history.locked
          ? 'Price set by hand: price files never change it.'
          : 'Price files may change this price.'}
      </p>
      {history.entries.length === 0 ? (
        <p className="text-sm text-stone-600">
          The price has not changed since the card was added.
        </p>
      ) : (
        <>
          <Suspense fallback={<div className="h-64 sm:h-80" />}>
            <PriceHistoryChart entries={history.entries} />
          </Suspense>
          <ul
            aria-label="Price changes, newest first"
            className="divide-y divide-stone-200 text-sm"
          >
            {history.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="tabular-nums">
                  {formatDollars(entry.oldCents)} → <strong>{formatDollars(entry.newCents)}</strong>
                </span>
                <span className="text-stone-600">
                  {entry.source === 'file' ? `Price file ${entry.fileName ?? ''}` : 'Hand edit'} ·{' '}
                  {entry.by} · {formatStoreTime(entry.at)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function HistoryBody({ cardId }: { cardId: number }) {
  const history = useQuery(priceHistoryQuery(cardId));
  if (history.data) return <HistoryList history={history.data} />;
  if (history.error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureText(history.error, 'The price history could not be loaded. Please try again.')}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-stone-600">
      Loading price history...
    </p>
  );
}

/** A card's Price history button, and the dialog it opens: a small chart and every change. */
export function PriceHistoryButton({ cardId, name }: { cardId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Named by its text, not an aria-label, so a form's "Price" field is the only thing on
          the page a label finds by that word. */}
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <History aria-hidden className="size-4" />
        Price history<span className="sr-only"> of {name}</span>
      </Button>
      {open && (
        <PanelDialog
          onOpenChange={setOpen}
          title={`Price history: ${name}`}
          description="Each change of the price, from a price file or a hand edit."
          width="lg"
        >
          <HistoryBody cardId={cardId} />
        </PanelDialog>
      )}
    </>
  );
}
