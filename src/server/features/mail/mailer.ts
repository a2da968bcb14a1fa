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
  return {
    async queue(tx: Transaction, { key, kind, to, content }: MailRequest): Promise<void> {
      const [html, text] = await Promise.all([
        render(content.element),
        render(content.element, { plainText: true }),
      ]);
      await outbox.add(tx, { idempotencyKey: key, kind, to, subject: content.subject, html, text });
      onQueued();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
