import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testCardPaymentSchema,
  testCardResultSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import { NotFoundError, PaymentDeclinedError } from '../../errors.ts';
import { refusedField } from './test-cards.ts';
import type { TestPaymentProvider } from './test-provider.ts';

/**
 * The built-in provider's stand-in for Stripe's confirmPayment: the client secret proves the
 * caller holds the payment, as it does with Stripe. Success answers Stripe's redirect.
 */
export function testPaymentsRoutes(provider: TestPaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test-payments/confirm',
      { schema: { body: testCardPaymentSchema, response: { 200: testCardResultSchema } } },
      async (request) => {
        const result = await provider.confirmCard(request.body);
        if (!result) throw new NotFoundError('This payment could not be found.');
        if (!result.ok) throw new PaymentDeclinedError(result.message, refusedField(result.code));
        const query = new URLSearchParams({
          payment_intent: result.intent.id,
          payment_intent_client_secret: result.intent.clientSecret,
          redirect_status: 'succeeded',
        });
        return { status: 'succeeded' as const, redirectUrl: `/order-confirmation?${query}` };
      },
    );
  };
}
