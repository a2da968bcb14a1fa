import type { ReactNode } from 'react';
import { finishLabel } from '../../../domain/catalog/options.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { PriceChange } from '../../../domain/pricing/price-import.contract.ts';

/** "Sol Ring (Near Mint, Foil)": the card a change names, as a control's name reads it. */
export const changeLabel = (change: PriceChange) =>
  `${change.name} (${change.condition}, ${finishLabel(change.finish)})`;

/** "+25.0%", "-40.0%", or "new" when the old price was nothing. */
const percentText = (percent: number | null) =>
  percent === null ? 'new' : `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;

/** One change: the card, its set, the old and new price and the move in percent, then `note`. */
function ChangeFacts({ change, note }: { change: PriceChange; note: ReactNode }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium break-words">{change.name}</p>
      <p className="text-xs text-stone-600">
        {[
          change.set,
          change.collectorNumber && `#${change.collectorNumber}`,
          change.condition,
          finishLabel(change.finish),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-sm tabular-nums">
        {formatDollars(change.oldCents)} → <strong>{formatDollars(change.newCents)}</strong>{' '}
        <span className={change.newCents > change.oldCents ? 'text-emerald-800' : 'text-red-700'}>
          ({percentText(change.percent)})
        </span>
        {change.applied && <span className="ml-2 text-stone-600">Applied</span>}
      </p>
      {note}
    </div>
  );
}

/**
 * A titled list of price changes; `control` puts a control beside each (the review's
 * Approve box) and `note` a line under its facts (why it waits). Its own scroll box, so fifty
 * rows leave the Apply button in reach.
 */
export function PriceChangeList({
  title,
  changes,
  emptyText,
  control,
  note,
}: {
  title: string;
  changes: readonly PriceChange[];
  emptyText: string;
  control?: (change: PriceChange) => ReactNode;
  note?: (change: PriceChange) => ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-semibold">
        {title} ({changes.length})
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-stone-600">{emptyText}</p>
      ) : (
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-96 divide-y divide-stone-200 overflow-y-auto rounded border border-stone-200"
        >
          {changes.map((change) => (
            <li key={change.changeId} className="flex items-start gap-3 px-3 py-2">
              {control?.(change)}
              <ChangeFacts change={change} note={note?.(change)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
