import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AuditEntry } from '../../../domain/admin/admin.contract.ts';
import { type Location, STORE_TIME_ZONE } from '../../../domain/stores/stores.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { auditQuery } from './admin-queries.ts';

/** Long values (descriptions, image addresses) are cut so one change stays one short line. */
const MAX_VALUE_LENGTH = 40;

const auditTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function showValue(value: unknown): string {
  const text =
    value === undefined || value === null
      ? 'none'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** What an entry changed, in words: "price: 9.99 → 8.99, stock: 3 → 2". */
export function summarizeChange(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string {
  if (entry.action === 'create') return 'created';
  if (entry.action === 'delete') return 'deleted';
  const { before, after } = entry;
  if (!isRecord(before) || !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? 'no changes'
      : `${showValue(before)} → ${showValue(after)}`;
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes = keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${showValue(before[key])} → ${showValue(after[key])}`);
  return changes.length > 0 ? changes.join(', ') : 'no changes';
}

/** The owner's view of who changed what at a store, newest first. */
export function ActivityTab({ location }: { location: Location }) {
  const headingId = useId();
  const audit = useQuery(auditQuery(location));
  const entries = audit.data ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        Activity
      </h2>

      {audit.isPending && (
        <div role="status" aria-label="Loading activity" className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {audit.isError && (
        <p role="alert" className="text-red-800">
          Could not load the activity. Please refresh to try again.
        </p>
      )}
      {audit.isSuccess && entries.length === 0 && (
        <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-stone-600">
          No changes recorded yet.
        </p>
      )}
      {entries.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Changes made at this store, newest first</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  When
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  What
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{auditTime.format(new Date(entry.at))}</time>
                  </td>
                  <td className="px-4 py-2">{entry.actor}</td>
                  <td className="px-4 py-2">{`${entry.action} ${entry.entity} ${entry.entityId}`}</td>
                  <td className="px-4 py-2 break-words text-stone-700">{summarizeChange(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
