import type { StripeProvider } from './stripe-provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { testPaymentsRoutes } from './test-payments.routes.ts';
import type { TestPaymentProvider } from './test-provider.ts';

export interface PaymentsModuleDeps {
  provider: StripeProvider | TestPaymentProvider;
  /** The purchase pipeline, declared by what payments need of it so they need not know it. */
  pipeline: { complete(intentId: string): Promise<unknown> };
}

/**
 * The provider's own calls: Stripe's webhook, or the test provider's card form. A payment the
 * provider reports as succeeded becomes its order even if the browser never returns.
 */
export function createPaymentsModule({ provider, pipeline }: PaymentsModuleDeps) {
  provider.onSucceeded(async (intentId) => {
    await pipeline.complete(intentId);
  });
  return {
    routes:
      provider.name === 'stripe' ? stripeWebhookRoutes(provider) : testPaymentsRoutes(provider),
  };
}
