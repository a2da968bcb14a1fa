import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  readCardExpiry,
  type TestCardPayment,
} from '../../../domain/checkout/checkout.contract.ts';
import type { Database } from '../../db/client.ts';
import type {
  IntentStatus,
  PaymentIntent,
  PaymentProvider,
  RefundOptions,
} from './payment-provider.ts';
import { cardOutcome } from './test-cards.ts';
import { createTestIntentsRepository, type TestIntentRow } from './test-provider.repository.ts';

export type TestConfirmation =
  | { ok: true; intent: PaymentIntent }
  | { ok: false; code: string; message: string };

const toIntent = (row: TestIntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as IntentStatus,
  amountCents: row.amountCents,
  currency: row.currency,
});

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The built-in provider used when no Stripe keys are set: Stripe's PaymentIntent contract and
 * test cards, with intents kept in the database. Its card form posts here instead of to Stripe.
 */
export function createTestPaymentProvider(db: Database, clock: () => Date = () => new Date()) {
  const intents = createTestIntentsRepository(db);
  const listeners: ((intentId: string) => Promise<void>)[] = [];
  // Like Stripe's idempotency keys, for as long as the process runs.
  const refundKeys = new Set<string>();

  const provider = {
    name: 'test' as const,
    publishableKey: null,

    async createIntent({
      amountCents,
      metadata,
    }: {
      amountCents: number;
      metadata: Record<string, string>;
    }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const row = await intents.insert({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountCents,
        metadata,
      });
      return toIntent(row);
    },

    async retrieveIntent(id: string) {
      const row = await intents.find(id);
      return row ? toIntent(row) : null;
    },

    async refund(intentId: string, { amountCents, idempotencyKey }: RefundOptions = {}) {
      if (idempotencyKey && refundKeys.has(idempotencyKey)) return;
      const row = await intents.find(intentId);
      if (row?.status !== 'succeeded') throw new Error(`cannot refund payment ${intentId}`);
      await intents.addRefund(intentId, amountCents ?? row.amountCents - row.refundedCents);
      if (idempotencyKey) refundKeys.add(idempotencyKey);
    },

    onSucceeded(listener: (intentId: string) => Promise<void>) {
      listeners.push(listener);
    },

    /** The card form's submit: Stripe's answers for Stripe's test cards. */
    async confirmCard(payment: TestCardPayment): Promise<TestConfirmation | null> {
      const id = payment.clientSecret.split('_secret_')[0] ?? '';
      const row = await intents.find(id);
      if (!row || !sameSecret(row.clientSecret, payment.clientSecret)) return null;
      if (row.status === 'succeeded') {
        return {
          ok: false,
          code: 'payment_intent_unexpected_state',
          message: 'This payment has already been made.',
        };
      }
      const outcome = cardOutcome(
        payment.cardNumber,
        readCardExpiry(payment.expiry) ?? { month: 0, year: 0 },
        clock(),
      );
      if (!outcome.ok) {
        await intents.update(id, { lastError: outcome.code });
        return outcome;
      }
      await intents.update(id, {
        status: 'succeeded',
        lastError: null,
        cardLast4: payment.cardNumber.slice(-4),
      });
      // What a webhook does for Stripe: the order is made even if the browser never comes back.
      for (const listener of listeners) await listener(id);
      return { ok: true, intent: { ...toIntent(row), status: 'succeeded' } };
    },
  } satisfies PaymentProvider & Record<string, unknown>;

  return provider;
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
