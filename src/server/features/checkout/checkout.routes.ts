import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderResponseSchema,
  createPaymentIntentRequestSchema,
  paymentIntentResponseSchema,
  storeCreditCheckoutRequestSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import { paymentLimits } from '../../plugins/rate-limits.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { CheckoutService } from './checkout.service.ts';

export function checkoutRoutes(
  checkout: CheckoutService,
  limits: RateLimitOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);
    // Counted per customer once signed in, so a shop's shared Wi-Fi is not one bucket.
    const paymentSetUps = paymentLimits(limits, (request) =>
      request.session?.kind === 'customer' ? `customer:${request.session.customerId}` : request.ip,
    );

    app.post(
      '/create-payment-intent',
      {
        ...paymentSetUps,
        schema: {
          body: createPaymentIntentRequestSchema,
          response: { 200: paymentIntentResponseSchema },
        },
      },
      (request) =>
        checkout.createPaymentIntent(
          requireCustomer(request).customerId,
          request.body?.storeCredit ?? 0,
        ),
    );

    app.post(
      '/checkout/store-credit',
      {
        schema: {
          body: storeCreditCheckoutRequestSchema,
          response: { 200: createOrderResponseSchema },
        },
      },
      (request) =>
        checkout.payWithStoreCredit(requireCustomer(request).customerId, request.body.location),
    );
  };
}
