import { useState } from 'react';
import type { PriceImport } from '../../../domain/pricing/price-import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatCount, formatStoreTime } from '../../lib/format.ts';
import { changeLabel, PriceChangeList } from './price-change-list.tsx';
import { unmatchedRowsUrl } from './pricing-api.ts';
import { useApplyPriceImport } from './use-pricing-mutations.ts';

const REVIEW_WORDS = {
  threshold: 'Above the review threshold',
  largestChange: 'Above the largest change per file',
} as const;

/** The counts of a preview: what the file would raise, lower, leave, and could not change or match. */
function PreviewCounts({ preview }: { preview: PriceImport }) {
  const counts: [string, number][] = [
    ['Going up', preview.up],
    ['Going down', preview.down],
    ['Unchanged', preview.unchanged],
    ['Locked (price set by hand)', preview.locked],
    ['Unmatched rows', preview.unmatched],
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map(([label, count]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      {preview.unmatched > 0 && (
        <a className="text-sm underline" href={unmatchedRowsUrl(preview.id)} download>
          Download the unmatched rows (CSV)
        </a>
      )}
    </div>
  );
}

/**
 * A price file's preview: its counts, the changes waiting for approval (each with an Approve
 * box), the biggest moves each way, and Apply, which writes the ordinary changes and the
 * approved ones in one go.
 */
export function PriceImportReview({
  location,
  preview,
}: {
  location: Location;
  preview: PriceImport;
}) {
  const apply = useApplyPriceImport(preview.id, location);
  const waiting = preview.needsReview.filter((change) => !change.applied);
  const [approved, setApproved] = useState<ReadonlySet<number>>(new Set());
  const toggle = (changeId: number, on: boolean) =>
    setApproved((current) => {
      const next = new Set(current);
      if (on) next.add(changeId);
      else next.delete(changeId);
      return next;
    });
  const rises = preview.biggest.filter((change) => change.newCents > change.oldCents);
  const drops = preview.biggest.filter((change) => change.newCents < change.oldCents);

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-bold break-words">{preview.fileName}</h2>
        <p className="text-sm text-stone-600">
          Uploaded by {preview.createdBy}, {formatStoreTime(preview.createdAt)}
          {preview.appliedAt && ` · applied ${formatStoreTime(preview.appliedAt)}`}
        </p>
      </header>
      <PreviewCounts preview={preview} />
      <PriceChangeList
        title="Waiting for review"
        changes={preview.needsReview}
        emptyText="No change is big enough to need a look first."
        control={(change) =>
          change.applied ? null : (
            <label className="flex shrink-0 items-center gap-2 pt-0.5 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-emerald-700"
                checked={approved.has(change.changeId)}
                onChange={(event) => toggle(change.changeId, event.target.checked)}
              />
              Approve<span className="sr-only"> {changeLabel(change)}</span>
              <span className="sr-only">: {change.review && REVIEW_WORDS[change.review]}</span>
            </label>
          )
        }
      />
      <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
        {waiting.length > 1 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setApproved(
                approved.size === waiting.length
                  ? new Set()
                  : new Set(waiting.map((change) => change.changeId)),
              )
            }
          >
            {approved.size === waiting.length ? 'Approve none' : 'Approve all'}
          </Button>
        )}
        <p className="text-sm">
          Apply writes every ordinary change
          {waiting.length > 0 &&
            ` and the ${approved.size} of ${waiting.length} reviewed changes approved; the others keep their price`}
          . Applying the same file again changes nothing.
        </p>
        <Button disabled={apply.isPending} onClick={() => apply.mutate({ approve: [...approved] })}>
          Apply
        </Button>
        {apply.data && (
          <p role="status" className="text-sm text-emerald-800">
            {formatCount(apply.data.changed)} prices changed; {formatCount(apply.data.waiting)}{' '}
            waiting for review.
          </p>
        )}
        {apply.error && (
          <p role="alert" className="text-sm text-red-700">
            {failureText(apply.error, 'The prices could not be applied. Please try again.')}
          </p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PriceChangeList title="Biggest rises" changes={rises} emptyText="No price goes up." />
        <PriceChangeList title="Biggest drops" changes={drops} emptyText="No price goes down." />
      </div>
    </div>
  );
}
