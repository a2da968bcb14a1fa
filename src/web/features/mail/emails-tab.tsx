import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { EmailSummary } from '../../../domain/mail/email.contract.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { EmailListItem } from './email-list-item.tsx';
import { EmailPreview } from './email-preview.tsx';
import { emailListQuery } from './emails-queries.ts';

/** The owner's view of the shop's mail, both stores': what went to whom, newest first. */
export function EmailsTab() {
  const headingId = useId();
  const emails = useQuery(emailListQuery());
  const [previewed, setPreviewed] = useState<EmailSummary | null>(null);
  const list = emails.data ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          Emails
        </h2>
        <p className="text-sm text-stone-600">
          The latest 200 messages to customers of both stores.
        </p>
      </div>

      {emails.isPending && (
        <div role="status" aria-label="Loading emails" className="space-y-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
      {emails.isError && (
        <p role="alert" className="text-red-800">
          Could not load the emails. Please refresh to try again.
        </p>
      )}
      {emails.isSuccess && list.length === 0 && (
        <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-stone-600">
          No emails written yet.
        </p>
      )}
      {list.length > 0 && (
        <ol
          aria-label="Emails, newest first"
          className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
        >
          {list.map((email) => (
            <EmailListItem key={email.id} email={email} onPreview={setPreviewed} />
          ))}
        </ol>
      )}
      {previewed && <EmailPreview email={previewed} onClose={() => setPreviewed(null)} />}
    </section>
  );
}
