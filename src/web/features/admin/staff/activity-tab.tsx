import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Location } from '../../../../domain/stores/stores.ts';
import { QueryList } from '../../../components/ui/query-list.tsx';
import { auditQuery } from '../admin-queries.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';

/** The owner's view of who changed what at a store, newest first. */
export function ActivityTab({ location }: { location: Location }) {
  const headingId = useId();
  const audit = useQuery(auditQuery(location));

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        Activity
      </h2>

      <QueryList
        query={audit}
        label="Changes at this store, newest first"
        loadingLabel="Loading activity"
        errorText="Could not load the activity. Please refresh to try again."
        emptyText="No changes recorded yet."
        renderItem={(entry) => <AuditEntryItem key={entry.id} entry={entry} />}
      />
    </section>
  );
}
