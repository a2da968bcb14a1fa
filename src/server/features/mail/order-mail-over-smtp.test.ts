import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { testUploadsDir } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createMailSender, MAX_ATTEMPTS } from './mail-sender.ts';
import { smtpTransport } from './mail-transport.ts';
import { createOutboxRepository } from './outbox.repository.ts';

const PUBLIC_URL = 'https://shop.example';
let smtp: TestSmtpServer;
let database: DatabaseHandle;
let db: Database;
let app: App;
let boxId = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: ['nobody@refused.example'] });
  database = await createTestDatabase();
  db = database.db;
  app = await buildApp({
    db,
    uploadsDir: testUploadsDir(),
    adminPassword: OWNER_PASSWORD,
    publicUrl: PUBLIC_URL,
    mail: { transport: smtpTransport(smtp.url), from: 'Natural State TCG <orders@shop.example>' },
  });
  await app.ready();
  const [box] = await insertMerchandise(db, [
    { name: 'Booster Box <Limited>', priceCents: 9_999, stock: 5, location: 'benton' },
  ]);
  boxId = box?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.close();
});

describe('order mail over SMTP', () => {
  it('tells the customer of a paid order and when it is ready, with the pickup code and the store', async () => {
    const customer = await registerCustomer(app, { firstName: '<b>Robin</b>' });
    await addToServerCart(app, customer, 'merchandise', boxId);
    const { paymentIntentId } = await payCart(app, customer);
    const { orderNumber, pickupCode } = (await placeOrder(app, customer, paymentIntentId)).json();

    const placed = await smtp.waitFor(customer.email, /Thanks for your order/);
    expect(placed.subject).toBe(`Thanks for your order ${orderNumber}`);
    expect(placed.text).toContain(pickupCode);
    expect(placed.text).toContain('Booster Box <Limited>');
    expect(placed.text).toContain('$99.99');
    expect(placed.text).toContain('1418 Military Rd');
    expect(placed.html).toContain(`href="${PUBLIC_URL}/account"`);
    // What the customer typed is escaped, never markup.
    expect(placed.html).toContain('&lt;b&gt;Robin&lt;/b&gt;');
    expect(placed.html).not.toContain('<b>Robin</b>');

    const staff = await staffHeaders(app);
    const [order] = (
      await app.inject({ method: 'GET', url: '/api/admin/orders', headers: staff })
    ).json() as { id: number; orderNumber: string }[];
    const ready = await app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order?.id}`,
      headers: staff,
      payload: { status: 'ready_for_pickup' },
    });
    expect(ready.statusCode).toBe(200);
    const readyMail = await smtp.waitFor(customer.email, /ready for pickup/);
    expect(readyMail.text).toContain(pickupCode);

    // The server has the message before the sender hears it accepted and marks it sent.
    await vi.waitFor(async () => {
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, customer.email))
        .orderBy(outbox.id);
      expect(rows.map((row) => [row.kind, row.status])).toEqual([
        ['verify_email', 'sent'],
        ['order_placed', 'sent'],
        ['order_ready', 'sent'],
      ]);
    });
    // The owner reads them in the Emails tab; staff of one store may not.
    const owner = await app.inject({ method: 'GET', url: '/api/admin/emails', headers: staff });
    expect(owner.json()[0]).toMatchObject({
      kind: 'order_ready',
      status: 'sent',
      to: customer.email,
    });
    const preview = await app.inject({
      method: 'GET',
      url: `/api/admin/emails/${owner.json()[0].id}`,
      headers: staff,
    });
    expect(preview.json().html).toContain(pickupCode);

    // A sent message's single-use link is the customer's alone: the owner sees it hidden.
    const verifyMail = await smtp.waitFor(customer.email, /Confirm your email/);
    const token = /token=([\w-]+)/.exec(verifyMail.text)?.[1];
    expect(token).toBeDefined();
    const verifyRow = owner.json().find((mail: { kind: string }) => mail.kind === 'verify_email');
    const shown = (
      await app.inject({ method: 'GET', url: `/api/admin/emails/${verifyRow.id}`, headers: staff })
    ).json();
    expect(shown.text).toContain('token=••••');
    expect(`${shown.text}${shown.html}`).not.toContain(String(token));
  });

  it('retries a refused message with backoff and shows it failed, with the reason, after the last try', async () => {
    // A minute past the real time: new rows are due at the database's now(), which a fixed past
    // date, or a clock read before the rows are written, would precede.
    let now = new Date(Date.now() + 60_000);
    const repository = createOutboxRepository(db);
    const refusedMail = {
      idempotencyKey: 'refused:1',
      kind: 'order_ready',
      to: 'nobody@refused.example',
      subject: 'Order ready',
      html: '<p>Ready</p>',
      text: 'Ready',
    };
    // Written twice, as a retried change would: still one message.
    for (let write = 0; write < 2; write += 1) {
      await db.transaction((tx) => repository.add(tx, refusedMail));
    }
    const sender = createMailSender({
      outbox: repository,
      transport: smtpTransport(smtp.url),
      from: 'shop@shop.example',
      clock: () => now,
    });
    const refused = async () =>
      (await db.select().from(outbox).where(eq(outbox.idempotencyKey, 'refused:1')))[0];

    await sender.drain();
    expect(await refused()).toMatchObject({ status: 'pending', attempts: 1 });
    // Not tried again before its backoff.
    await sender.drain();
    expect((await refused())?.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      await sender.drain();
    }
    const failed = await refused();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed?.lastError).toContain('Mailbox unavailable');
    expect(smtp.inbox.some((mail) => mail.to === 'nobody@refused.example')).toBe(false);
  });
});
