import { useState } from 'react';
import type { PriceImport } from '../../../domain/pricing/price-import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatCount, formatStoreTime } from '../../lib/format.ts';
import { PriceChangeList } from './price-change-list.tsx';
import { PriceReviewChanges } from './price-review-changes.tsx';
import { unmatchedRowsUrl } from './pricing-api.ts';
import { applyText, approvedAmong } from './review-approval.ts';
import { useApplyPriceImport } from './use-pricing-mutations.ts';

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
 * A price file's preview: its counts, the changes held for review (each waiting one with an
 * Approve box), the biggest moves each way, and Apply, which writes the ordinary changes and
 * the approved ones in one go.
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
  const approve = approvedAmong(waiting, approved);
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
      <PriceReviewChanges held={preview.needsReview} approved={approved} onApprove={toggle} />
      <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
        {waiting.length > 1 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setApproved(
                approve.length === waiting.length
                  ? new Set()
                  : new Set(waiting.map((change) => change.changeId)),
              )
            }
          >
            {approve.length === waiting.length ? 'Approve none' : 'Approve all'}
          </Button>
        )}
        <p className="text-sm">
          {applyText({
            fileApplied: preview.appliedAt !== null,
            approved: approve.length,
            waiting: waiting.length,
          })}
        </p>
        <Button
          busy={apply.isPending}
          // Once applied, an approval is spent: the boxes start empty for what still waits.
          onClick={() => apply.mutate({ approve }, { onSuccess: () => setApproved(new Set()) })}
        >
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
