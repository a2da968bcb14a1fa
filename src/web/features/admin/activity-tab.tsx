import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Location } from '../../../domain/stores/stores.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { auditQuery } from './admin-queries.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';

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
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
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
        <ol
          aria-label="Changes at this store, newest first"
          className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
        >
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
