import { afterAll, afterEach, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { smtpTransport } from '../features/mail/mail-transport.ts';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from './smtp.ts';
import { testUploadsDir } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'https://shop.example';

export interface MailTestContext {
  app: App;
  db: Database;
  smtp: TestSmtpServer;
  /** Moves the app's clock forward; each test starts again at the real time. */
  advanceClock(ms: number): void;
}

/**
 * The real app over a fresh database, sending its mail over SMTP to a server in this test
 * process, with a clock the tests move. Filled in before the file's tests run.
 */
export function setUpMailTestApp(
  options: Omit<AppOptions, 'db' | 'uploadsDir' | 'mail' | 'publicUrl' | 'clock'> = {},
): MailTestContext {
  let offsetMs = 0;
  const context = {
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
  } as MailTestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const smtp = await startTestSmtpServer();
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      uploadsDir: testUploadsDir(),
      mail: {
        transport: smtpTransport(smtp.url),
        from: 'Natural State TCG <no-reply@shop.example>',
      },
      publicUrl: TEST_PUBLIC_URL,
      clock: () => new Date(Date.now() + offsetMs),
      ...options,
    });
    await app.ready();
    Object.assign(context, { app, db: database.db, smtp });
    close = async () => {
      await app.close();
      await database.close();
      await smtp.close();
    };
  });
  afterEach(() => {
    offsetMs = 0;
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}

/** The token of the link to this page of the shop in a message, as a customer would click it. */
export function linkToken(mail: ReceivedMail, page: string): string {
  const pattern = new RegExp(`${TEST_PUBLIC_URL}/${page}\\?token=([A-Za-z0-9_-]+)`);
  const token = mail.text.match(pattern)?.[1];
  if (!token) throw new Error(`no ${page} link in "${mail.subject}"`);
  return token;
}
