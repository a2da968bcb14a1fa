/**
 * What the shop needs from a card payment provider. Stripe and the built-in test provider
 * both follow Stripe's PaymentIntent model: an intent for an amount, confirmed by the
 * browser, checked by the server before any order is written.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
}

export interface RefundOptions {
  amountCents?: number;
  idempotencyKey?: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** For the browser's Stripe.js; null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Refunds a succeeded payment: what is left of it, or `amountCents` of it. The same
   * `idempotencyKey` refunds once however often it is sent.
   */
  refund(intentId: string, options?: RefundOptions): Promise<void>;
  /** Called when the provider learns of a succeeded payment without the browser (a webhook). */
  onSucceeded(listener: (intentId: string) => Promise<void>): void;
}
