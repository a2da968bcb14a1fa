import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { addToServerCart, CARDS, payCart, placeOrder } from './testing/checkout.ts';
import { registerCustomer } from './testing/customers.ts';
import { insertCards } from './testing/factories.ts';
import { OWNER_PASSWORD, staffHeaders } from './testing/staff.ts';
import { testUploadsDir } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

let logs = '';
const sink = new Writable({
  write(chunk, _encoding, done) {
    logs += chunk.toString();
    done();
  },
});

let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    uploadsDir: testUploadsDir(),
    adminPassword: OWNER_PASSWORD,
    logger: { level: 'trace', stream: sink },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never hold passwords, tokens, cookies, client secrets or card numbers through a whole journey', async () => {
    const customer = await registerCustomer(app, { password: 'journey-secret-passphrase' });
    await app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: { cookie: `tcg_session=${customer.token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: 'someone-else@example.com', password: 'journey-secret-passphrase' },
    });
    const [card] = await insertCards(database.db, [{ priceCents: 1000, stock: 5 }]);
    await addToServerCart(app, customer, 'card', card?.id ?? 0);
    const { paymentIntentId, clientSecret } = await payCart(app, customer, CARDS.succeeds);
    await placeOrder(app, customer, paymentIntentId);
    await app.inject({
      method: 'GET',
      url: `/order-confirmation?payment_intent_client_secret=${clientSecret}`,
    });
    const staff = await staffHeaders(app);
    await app.inject({ method: 'GET', url: '/api/admin/orders', headers: staff });

    expect(logs).toContain('"reqId"');
    for (const secret of [
      'journey-secret-passphrase',
      OWNER_PASSWORD,
      customer.token,
      staff.authorization.slice(7),
      clientSecret,
      '4242424242424242',
      '4242 4242 4242 4242',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("log a caller's bad request below the error level: an upload that is not a form", async () => {
    const staff = await staffHeaders(app);
    logs = '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { image: 'photo.png' },
      headers: staff,
    });
    expect(response.statusCode).toBe(415);
    expect(logs).toContain('"statusCode":415');
    const levels = logs
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { level: number }).level);
    expect(Math.max(...levels)).toBeLessThan(50);
  });

  it('answer an unexpected failure with a generic message whose reference is in the log', async () => {
    const broken = await createTestDatabase();
    const failing = await buildApp({
      db: broken.db,
      uploadsDir: testUploadsDir(),
      logger: { level: 'error', stream: sink },
    });
    await broken.close();
    const response = await failing.inject({ method: 'GET', url: '/api/cards?location=nlr' });
    await failing.close();
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    const reference = /Reference: ([\w-]+)$/.exec(error)?.[1];
    expect(error).toMatch(/^Something went wrong on our side\./);
    expect(reference).toBeDefined();
    expect(logs).toContain(`"reqId":"${reference}"`);
  });
});
