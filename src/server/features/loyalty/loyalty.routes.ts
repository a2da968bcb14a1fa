import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyCardSchema } from '../../../domain/loyalty/loyalty.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { Services } from '../../services.ts';

export const loyaltyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', app.authenticate.customer);

  app.get('/customers/loyalty', { schema: { response: { 200: loyaltyCardSchema } } }, (request) =>
    services.loyalty.card(requireCustomer(request).customerId),
  );
};
