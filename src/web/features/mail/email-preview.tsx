import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmailDetail, EmailSummary } from '../../../domain/mail/email.contract.ts';
import { PanelDialog } from '../../components/ui/panel-dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SwitchField } from '../../components/ui/switch-field.tsx';
import { emailQuery } from './emails-queries.ts';

const FRAME = 'h-[65vh] w-full rounded-md border border-stone-200';

/**
 * The message's plain-text part, or its HTML as the customer's mail program shows it.
 * `sandbox=""` gives the HTML an opaque origin with no scripts, forms, popups or navigation of
 * the dashboard; it keeps the shop's CSP, whose `style-src 'unsafe-inline'` lets the message's
 * inline styles apply.
 */
function MessageBody({ email, plainText }: { email: EmailDetail; plainText: boolean }) {
  if (plainText) {
    // Its full length, scrolled with the dialog: a scrolling box of its own would have to take focus.
    return (
      <section
        aria-label="Plain text of the message"
        className="rounded-md border border-stone-200 bg-stone-50 p-3"
      >
        <pre className="text-sm break-words whitespace-pre-wrap">{email.text}</pre>
      </section>
    );
  }
  return (
    <iframe
      title={`Preview of ${email.subject}`}
      sandbox=""
      srcDoc={email.html}
      className={FRAME}
    />
  );
}

/** A dialog showing one message, rendered or as its plain-text part. */
export function EmailPreview({ email, onClose }: { email: EmailSummary; onClose: () => void }) {
  const detail = useQuery(emailQuery(email.id));
  const [plainText, setPlainText] = useState(false);

  return (
    <PanelDialog
      onOpenChange={(open) => !open && onClose()}
      title={email.subject}
      description={`To ${email.to}`}
      width="lg"
    >
      <SwitchField label="Plain text" checked={plainText} onChange={setPlainText} />
      {detail.isPending && (
        <div role="status" aria-label="Loading the message">
          <Skeleton className={FRAME} />
        </div>
      )}
      {detail.isError && (
        <p role="alert" className="text-red-800">
          Could not load this message. Please try again.
        </p>
      )}
      {detail.isSuccess && <MessageBody email={detail.data} plainText={plainText} />}
    </PanelDialog>
  );
}
