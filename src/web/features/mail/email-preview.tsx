import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { EmailDetail, EmailSummary } from '../../../domain/mail/email.contract.ts';
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
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[96vh] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold break-words">{email.subject}</Dialog.Title>
              <Dialog.Description className="text-sm break-all text-stone-600">
                To {email.to}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-md p-1 hover:bg-stone-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
