import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PriceImportSummary } from '../../../domain/pricing/price-import-list.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatCount, formatStoreTime } from '../../lib/format.ts';
import { pricesPath } from './pricing-paths.ts';
import { priceImportsQuery } from './pricing-queries.ts';

const changesText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'change' : 'changes'}`;

/** One file: its name opens its review; when, by whom, and what became of its changes. */
function EarlierFile({
  location,
  file,
  open,
}: {
  location: Location;
  file: PriceImportSummary;
  open: boolean;
}) {
  const factsId = useId();
  return (
    <li className="space-y-1 px-3 py-2">
      <Link
        to={pricesPath(location, file.id)}
        aria-current={open ? 'page' : undefined}
        aria-describedby={factsId}
        className="font-medium break-words underline aria-[current=page]:no-underline"
      >
        {file.fileName}
      </Link>
      <div id={factsId} className="space-y-1">
        <p className="text-xs text-stone-600">
          Uploaded by {file.createdBy}, {formatStoreTime(file.createdAt)} ·{' '}
          {file.appliedAt ? `applied ${formatStoreTime(file.appliedAt)}` : 'not applied'}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span>
            {changesText(file.changes)} · {formatCount(file.applied)} applied
          </span>
          {file.waiting > 0 && (
            <Badge tone="amber">{formatCount(file.waiting)} waiting for review</Badge>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The store's price files, newest first: the way back to changes an apply left waiting for
 * review, including those a nightly upload holds for a person.
 */
export function EarlierPriceFiles({
  location,
  openId,
}: {
  location: Location;
  openId: number | undefined;
}) {
  const pages = useInfiniteQuery(priceImportsQuery(location));
  const files = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        Earlier price files
      </h2>
      {pages.isPending && (
        <p role="status" className="text-sm text-stone-600">
          Loading the price files...
        </p>
      )}
      {pages.error && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(pages.error, 'The price files could not be loaded. Please try again.')}
        </p>
      )}
      {pages.isSuccess && files.length === 0 && (
        <p className="text-sm text-stone-600">No price file has been uploaded here yet.</p>
      )}
      {files.length > 0 && (
        <ol
          aria-label="Price files, newest first"
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
        >
          {files.map((file) => (
            <EarlierFile key={file.id} location={location} file={file} open={file.id === openId} />
          ))}
        </ol>
      )}
      <MoreButton pages={pages} label="Show older files" size="sm" />
    </section>
  );
}
