import { useId } from 'react';
import type { PriceChange, ReviewReason } from '../../../domain/pricing/price-import.contract.ts';
import { changeLabel, PriceChangeList } from './price-change-list.tsx';

const REVIEW_WORDS: Record<ReviewReason, string> = {
  threshold: 'Above the review threshold',
  largestChange: 'Above the largest change per file',
};

/**
 * The changes a file holds for review: those still waiting, each with an Approve box and the
 * rule that held it, then those approved and applied already.
 */
export function PriceReviewChanges({
  held,
  approved,
  onApprove,
}: {
  held: readonly PriceChange[];
  approved: ReadonlySet<number>;
  onApprove: (changeId: number, on: boolean) => void;
}) {
  const idPrefix = useId();
  const reasonId = (change: PriceChange) => `${idPrefix}-reason-${change.changeId}`;
  const waiting = held.filter((change) => !change.applied);
  const applied = held.filter((change) => change.applied);
  return (
    <>
      <PriceChangeList
        title="Waiting for review"
        changes={waiting}
        emptyText={
          held.length === 0
            ? 'No change is big enough to need a look first.'
            : 'Every change held for review is applied.'
        }
        control={(change) => (
          <label className="flex shrink-0 items-center gap-2 pt-0.5 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-emerald-700"
              checked={approved.has(change.changeId)}
              onChange={(event) => onApprove(change.changeId, event.target.checked)}
              // The visible reason beside the change says why it waits; the name stays
              // "Approve" first, as seen, then which card.
              aria-describedby={reasonId(change)}
            />
            Approve<span className="sr-only"> {changeLabel(change)}</span>
          </label>
        )}
        note={(change) =>
          change.review && (
            <p id={reasonId(change)} className="text-xs font-medium text-amber-900">
              {REVIEW_WORDS[change.review]}
            </p>
          )
        }
      />
      {applied.length > 0 && (
        <PriceChangeList
          title="Approved and applied"
          changes={applied}
          emptyText="No reviewed change is applied yet."
        />
      )}
    </>
  );
}
