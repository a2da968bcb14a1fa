import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyCardSchema } from '../../../domain/loyalty/loyalty.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { LoyaltyService } from './loyalty.service.ts';

export function loyaltyRoutes(loyalty: LoyaltyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);

    app.get('/customers/loyalty', { schema: { response: { 200: loyaltyCardSchema } } }, (request) =>
      loyalty.card(requireCustomer(request).customerId),
    );
  };
}
