import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddRequestSchema,
  cartLineParamsSchema,
  cartQuantityRequestSchema,
  cartSchema,
} from '../../../domain/cart/cart.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { CartService } from './cart.service.ts';

/** The signed-in customer's cart; every answer is the whole cart as it now stands. */
export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: cartSchema };
    app.addHook('onRequest', app.authenticate.customer);

    app.get('/customers/cart', { schema: { response } }, (request) =>
      cart.list(requireCustomer(request).customerId),
    );

    app.post('/customers/cart', { schema: { body: cartAddRequestSchema, response } }, (request) =>
      cart.add(requireCustomer(request).customerId, request.body),
    );

    app.patch(
      '/customers/cart/:itemType/:itemId',
      { schema: { params: cartLineParamsSchema, body: cartQuantityRequestSchema, response } },
      (request) =>
        cart.setQuantity(
          requireCustomer(request).customerId,
          request.params,
          request.body.quantity,
        ),
    );

    app.delete(
      '/customers/cart/:itemType/:itemId',
      { schema: { params: cartLineParamsSchema, response } },
      (request) => cart.remove(requireCustomer(request).customerId, request.params),
    );

    app.delete('/customers/cart', { schema: { response } }, async (request) => {
      await cart.clear(requireCustomer(request).customerId);
      return [];
    });
  };
}
