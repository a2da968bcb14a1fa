import Stripe from 'stripe';
import type {
  IntentStatus,
  PaymentIntent,
  PaymentProvider,
  RefundOptions,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
}

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status as IntentStatus,
  amountCents: intent.amount,
  currency: intent.currency,
});

/** Stripe, through its official package, when the shop has keys. */
export function createStripeProvider(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey);
  const listeners: ((intentId: string) => Promise<void>)[] = [];

  return {
    name: 'stripe' as const,
    publishableKey: settings.publishableKey,

    async createIntent({
      amountCents,
      metadata,
    }: {
      amountCents: number;
      metadata: Record<string, string>;
    }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata,
      });
      return toIntent(intent);
    },

    async retrieveIntent(id: string) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'resource_missing'
        ) {
          return null;
        }
        throw error;
      }
    },

    async refund(intentId: string, { amountCents, idempotencyKey }: RefundOptions = {}) {
      await stripe.refunds.create(
        { payment_intent: intentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
        idempotencyKey ? { idempotencyKey } : {},
      );
    },

    onSucceeded(listener: (intentId: string) => Promise<void>) {
      listeners.push(listener);
    },

    /** A webhook's event, believed only when signed with the webhook secret; throws otherwise. */
    verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
    },

    async handleEvent(event: Stripe.Event): Promise<void> {
      if (event.type !== 'payment_intent.succeeded') return;
      for (const listener of listeners) await listener(event.data.object.id);
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
