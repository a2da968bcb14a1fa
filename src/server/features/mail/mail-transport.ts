import nodemailer from 'nodemailer';

/** One message as it leaves the shop. */
export interface Envelope {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox message, so a receiver can tell a repeat from a new message. */
  messageId: string;
}

/** Where mail goes: an SMTP server, or nowhere (kept in the outbox for the owner to read). */
export interface MailTransport {
  readonly kind: 'smtp' | 'kept';
  send(envelope: Envelope): Promise<void>;
  /** Lets go of open connections when the shop stops. */
  close?(): void;
}

/**
 * A server that stops answering fails the send within these (Nodemailer waits minutes by
 * default), so a send ends well inside the outbox's one-minute claim and no other instance
 * takes the message while it is still being handed over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Nodemailer over SMTP, from a URL such as smtp://user:pass@mail.example.com:587, keeping its
 * connections open between messages (a pool) instead of one connection per message.
 */
export function smtpTransport(url: string): MailTransport {
  const pooled = new URL(url);
  pooled.searchParams.set('pool', 'true');
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    // The URL's own setting wins: a server known to be slow may be given longer.
    if (!pooled.searchParams.has(name)) pooled.searchParams.set(name, String(ms));
  }
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    kind: 'smtp',
    async send(envelope) {
      await transporter.sendMail(envelope);
    },
    close: () => transporter.close(),
  };
}

/** With no SMTP server configured, messages stay in the outbox; the owner reads them there. */
export const keptTransport: MailTransport = {
  kind: 'kept',
  async send() {},
};
