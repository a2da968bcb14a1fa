import type { EmailStatus, EmailSummary } from '../../../domain/mail/email.contract.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

type Delivery = Pick<EmailSummary, 'status' | 'attempts' | 'lastError'>;

/** How a message's status reads in the Emails tab, and why it has not gone when the server said. */
export interface EmailStatusLabel {
  label: string;
  tone: BadgeTone;
  /** The mail server's refusal: why it failed, or why the last try did. */
  reason: string | null;
}

const LABELS: Record<EmailStatus, string> = {
  sent: 'Sent',
  pending: 'Waiting to send',
  failed: 'Failed',
  kept: 'Kept (no mail server)',
  held: 'Held until the address is verified',
};

const TONES: Record<EmailStatus, BadgeTone> = {
  sent: 'green',
  pending: 'amber',
  failed: 'red',
  kept: 'grey',
  held: 'grey',
};

const tries = (count: number) => (count === 1 ? 'tried once' : `tried ${count} times`);

/**
 * "Sent", "Failed" with the server's reason, "Kept (no mail server)", or "Waiting to send",
 * with the tries so far once the server has refused it. A message being sent for the first time
 * has been counted as tried but not refused, so it reads as plain waiting.
 */
export function emailStatusLabel({ status, attempts, lastError }: Delivery): EmailStatusLabel {
  const retried = status === 'pending' && lastError !== null && attempts > 0;
  return {
    label: retried ? `${LABELS.pending} (${tries(attempts)})` : LABELS[status],
    tone: TONES[status],
    reason: status === 'failed' || retried ? lastError : null,
  };
}

/**
 * When the message went, when it was kept in the outbox (no mail server: it never went, so it
 * is not "Sent"), or, until either, when the shop wrote it. The server stamps `sentAt` when it
 * settles a message either way, so the status says which of the two the moment is.
 */
export function emailMoment({
  status,
  sentAt,
  createdAt,
}: Pick<EmailSummary, 'status' | 'sentAt' | 'createdAt'>): { caption: string; at: string } {
  if (sentAt && status === 'sent') return { caption: 'Sent', at: sentAt };
  if (sentAt && status === 'kept') return { caption: 'Kept', at: sentAt };
  return { caption: 'Written', at: createdAt };
}
