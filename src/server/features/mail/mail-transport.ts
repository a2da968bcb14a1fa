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
 * Nodemailer over SMTP, from a URL such as smtp://user:pass@mail.example.com:587, keeping its
 * connections open between messages (a pool) instead of one connection per message.
 */
export function smtpTransport(url: string): MailTransport {
  const pooled = new URL(url);
  pooled.searchParams.set('pool', 'true');
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
