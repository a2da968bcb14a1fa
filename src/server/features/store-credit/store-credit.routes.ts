import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ledgerPageQuerySchema,
  storeCreditSchema,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { StoreCreditService } from './store-credit.service.ts';

/** A signed-in customer's own store credit: the balance and its history. */
export function storeCreditRoutes(
  ledger: Pick<StoreCreditService, 'history'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);

    app.get(
      '/customers/store-credit',
      { schema: { querystring: ledgerPageQuerySchema, response: { 200: storeCreditSchema } } },
      (request) => ledger.history(requireCustomer(request).customerId, request.query),
    );
  };
}
