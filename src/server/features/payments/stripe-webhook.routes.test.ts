import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testUploadsDir } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  // Keys of the right form; nothing here reaches Stripe, signatures are checked locally.
  const payments = createStripeProvider({
    secretKey: 'sk_test_offline',
    publishableKey: 'pk_test_offline',
    webhookSecret: WEBHOOK_SECRET,
  });
  app = await buildApp({ db: database.db, uploadsDir: testUploadsDir(), payments });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const payload = JSON.stringify({
  id: 'evt_test_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_forged', object: 'payment_intent', amount: 1, currency: 'usd' } },
});

function post(body: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });
}

describe('POST /api/stripe/webhook', () => {
  it('refuses an unsigned event', async () => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The webhook signature is not valid.',
      code: 'bad_request',
    });
  });

  it('refuses an event signed with another secret, or altered after signing', async () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    expect((await post(payload, forged)).statusCode).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await post(payload.replace('"amount":1', '"amount":2'), signed)).statusCode).toBe(400);
  });

  it('accepts a correctly signed event', async () => {
    const event = JSON.stringify({
      id: 'evt_test_2',
      object: 'event',
      type: 'charge.updated',
      data: { object: {} },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: WEBHOOK_SECRET,
    });
    const response = await post(event, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('lets Stripe.js load only when Stripe takes the payments', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain('https://js.stripe.com');
  });
});
