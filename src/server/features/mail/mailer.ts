import type { Transaction } from '../../db/client.ts';
import { MAIL_WINDOW_MS, type MailAccount, mailDelivery } from './mail-allowance.ts';
import type { MailContent } from './mail-content.ts';
import { toHtml, toPlainText } from './mail-render.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** A message to send to one customer, once per `key`. */
export interface MailRequest {
  key: string;
  kind: string;
  /** Null for a customer known by phone only (added at the counter): they get no mail. */
  to: string | null;
  content: MailContent;
  /** The customer's account it goes to: counted by the hour, and held while unverified. */
  account?: MailAccount;
  /** Mail that always goes: the account's own links, news of its orders, money and places (mail-allowance.ts). */
  essential?: boolean;
}

/**
 * What features call to send mail: renders the message to HTML and plain text and writes it to
 * the outbox in the caller's transaction. The sender delivers it once that transaction commits.
 */
export function createMailer({
  outbox,
  clock = () => new Date(),
  onQueued = () => {},
}: {
  outbox: OutboxRepository;
  clock?: () => Date;
  /** Told after each message is written, so delivery can start soon instead of at the next poll. */
  onQueued?: () => void;
}) {
  // The plain text is the HTML's, converted: rendering the React body once instead of twice
  // halves what a message costs inside its caller's transaction.
  const rendered = (content: MailContent) => {
    const html = toHtml(content.element);
    return { subject: content.subject, html, text: toPlainText(html) };
  };

  return {
    async queue(
      tx: Transaction,
      { key, kind, to, content, account, essential = false }: MailRequest,
    ): Promise<void> {
      if (to === null) return;
      const now = clock();
      const delivery = account
        ? mailDelivery({
            account,
            essential,
            now,
            sentInWindow: await outbox.countForCustomerSince(
              tx,
              account.customerId,
              new Date(now.getTime() - MAIL_WINDOW_MS),
            ),
          })
        : undefined;
      await outbox.add(tx, {
        idempotencyKey: key,
        kind,
        to,
        customerId: account?.customerId,
        ...delivery,
        ...rendered(content),
      });
      onQueued();
    },

    /** The account proved its address: what was held for it goes now. */
    releaseHeld: (tx: Transaction, customerId: number) =>
      outbox.releaseHeld(tx, customerId, clock()),

    /** The same message to many, rendered once: an announcement. Each gets their own key. */
    async queueToMany(
      tx: Transaction,
      {
        kind,
        content,
        recipients,
      }: Omit<MailRequest, 'key' | 'to'> & {
        recipients: readonly { key: string; to: string | null }[];
      },
    ): Promise<void> {
      if (recipients.length === 0) return;
      const message = rendered(content);
      for (const { key, to } of recipients) {
        if (to === null) continue;
        await outbox.add(tx, { idempotencyKey: key, kind, to, ...message });
      }
      onQueued();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
