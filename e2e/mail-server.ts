import { createServer } from 'node:http';
import { startTestSmtpServer } from '../src/server/testing/smtp.ts';
import { INBOX_PORT, SMTP_PORT } from './mail-ports.ts';

/**
 * The journeys' mail server: SMTP for the shop, and every message that arrived as JSON on
 * `GET /messages?to=<address>` for the specs. Answers a function that stops both.
 */
export async function startMailServer(): Promise<() => Promise<void>> {
  const smtp = await startTestSmtpServer({ port: SMTP_PORT });
  const inbox = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://inbox').searchParams.get('to');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(smtp.inbox.filter((mail) => mail.to === to)));
  });
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject);
    inbox.listen(INBOX_PORT, '127.0.0.1', resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => inbox.close(() => resolve()));
    await smtp.close();
  };
}
