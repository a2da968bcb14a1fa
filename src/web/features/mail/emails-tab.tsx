import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { EmailSummary } from '../../../domain/mail/email.contract.ts';
import { QueryList } from '../../components/ui/query-list.tsx';
import { EmailListItem } from './email-list-item.tsx';
import { EmailPreview } from './email-preview.tsx';
import { emailListQuery } from './emails-queries.ts';

/** The owner's view of the shop's mail, both stores': what went to whom, newest first. */
export function EmailsTab() {
  const headingId = useId();
  const emails = useQuery(emailListQuery());
  const [previewed, setPreviewed] = useState<EmailSummary | null>(null);

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

      <QueryList
        query={emails}
        label="Emails, newest first"
        loadingLabel="Loading emails"
        errorText="Could not load the emails. Please refresh to try again."
        emptyText="No emails written yet."
        skeletonClassName="h-20"
        renderItem={(email) => (
          <EmailListItem key={email.id} email={email} onPreview={setPreviewed} />
        )}
      />
      {previewed && <EmailPreview email={previewed} onClose={() => setPreviewed(null)} />}
    </section>
  );
}
