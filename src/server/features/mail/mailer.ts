import { render } from '@react-email/render';
import type { Transaction } from '../../db/client.ts';
import type { MailContent } from './mail-content.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** A message to send to one customer, once per `key`. */
export interface MailRequest {
  key: string;
  kind: string;
  to: string;
  content: MailContent;
}

/**
 * What features call to send mail: renders the message to HTML and plain text and writes it to
 * the outbox in the caller's transaction. The sender delivers it once that transaction commits.
 */
export function createMailer({
  outbox,
  onQueued = () => {},
}: {
  outbox: OutboxRepository;
  /** Told after each message is written, so delivery can start soon instead of at the next poll. */
  onQueued?: () => void;
}) {
  const rendered = async (content: MailContent) => {
    const [html, text] = await Promise.all([
      render(content.element),
      render(content.element, { plainText: true }),
    ]);
    return { subject: content.subject, html, text };
  };

  return {
    async queue(tx: Transaction, { key, kind, to, content }: MailRequest): Promise<void> {
      await outbox.add(tx, { idempotencyKey: key, kind, to, ...(await rendered(content)) });
      onQueued();
    },

    /** The same message to many, rendered once: an announcement. Each gets their own key. */
    async queueToMany(
      tx: Transaction,
      {
        kind,
        content,
        recipients,
      }: Omit<MailRequest, 'key' | 'to'> & {
        recipients: readonly { key: string; to: string }[];
      },
    ): Promise<void> {
      if (recipients.length === 0) return;
      const message = await rendered(content);
      for (const { key, to } of recipients) {
        await outbox.add(tx, { idempotencyKey: key, kind, to, ...message });
      }
      onQueued();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
