import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentIntentRequestSchema,
  paymentIntentResponseSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { Services } from '../../services.ts';

export const checkoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', app.authenticate.customer);

  app.post(
    '/create-payment-intent',
    {
      schema: {
        body: createPaymentIntentRequestSchema,
        response: { 200: paymentIntentResponseSchema },
      },
    },
    (request) => services.checkout.createPaymentIntent(requireCustomer(request).customerId),
  );
};
