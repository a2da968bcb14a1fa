import type { ReceivedMail } from '../src/server/testing/smtp.ts';
import { INBOX_PORT } from './mail-ports.ts';

async function messagesTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${INBOX_PORT}/messages?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as ReceivedMail[];
}

/** The newest message to this address whose subject matches, once the shop has sent it. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const found = (await messagesTo(to)).findLast((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject} arrived`);
}

/** The link to this page of the shop in a message, as the customer would click it. */
export function linkIn(mail: ReceivedMail, page: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${page} link in "${mail.subject}"`);
  return link;
}
