import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOrderListSchema } from '../../../domain/orders/order.contract.ts';
import type { Database } from '../../db/client.ts';
import { requireCustomer } from '../../plugins/session.ts';
import { createOrdersRepository } from './orders.repository.ts';

export const ordersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const orders = createOrdersRepository(db);

  app.addHook('onRequest', app.authenticate.customer);

  app.get(
    '/customers/orders',
    { schema: { response: { 200: customerOrderListSchema } } },
    (request) => orders.forCustomer(requireCustomer(request).customerId),
  );
};
