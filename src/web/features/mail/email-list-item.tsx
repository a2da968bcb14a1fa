import { useId } from 'react';
import type { EmailSummary } from '../../../domain/mail/email.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatStoreTime } from '../../lib/format.ts';
import { emailMoment, emailStatusLabel } from './email-status-label.ts';

/** One message in the Emails tab: subject, recipient, where it stands, when, and its Preview button. */
export function EmailListItem({
  email,
  onPreview,
}: {
  email: EmailSummary;
  onPreview: (email: EmailSummary) => void;
}) {
  const subjectId = useId();
  const status = emailStatusLabel(email);
  const moment = emailMoment(email);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-1">
        <p id={subjectId} className="font-semibold break-words">
          {email.subject}
        </p>
        <p className="text-sm break-all text-stone-700">To {email.to}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span>
            {moment.caption} <time dateTime={moment.at}>{formatStoreTime(moment.at)}</time>
          </span>
        </p>
        {status.reason && (
          <p className="text-sm break-words text-red-800">
            <span className="font-medium">Server said:</span> {status.reason}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start"
        aria-describedby={subjectId}
        onClick={() => onPreview(email)}
      >
        Preview
      </Button>
    </li>
  );
}
