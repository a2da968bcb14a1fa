import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CreateOrderResponse,
  createOrderRequestSchema,
  createOrderResponseSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import { customerOrderListSchema } from '../../../domain/orders/order.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * What the customer's orders need of the purchase pipeline, which writes orders: the order of
 * their payment. Declared here, so orders need not know the pipeline that uses them.
 */
export interface OrderConfirmer {
  confirmForCustomer(customerId: number, paymentIntentId: string): Promise<CreateOrderResponse>;
}

export function ordersRoutes(
  orders: Pick<OrdersRepository, 'forCustomer'>,
  pipeline: OrderConfirmer,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);

    app.get(
      '/customers/orders',
      { schema: { response: { 200: customerOrderListSchema } } },
      (request) => orders.forCustomer(requireCustomer(request).customerId),
    );

    /** After a payment: the order for it, made now or found if the webhook made it first. */
    app.post(
      '/customers/orders',
      { schema: { body: createOrderRequestSchema, response: { 200: createOrderResponseSchema } } },
      (request) =>
        pipeline.confirmForCustomer(
          requireCustomer(request).customerId,
          request.body.paymentIntentId,
        ),
    );
  };
}
