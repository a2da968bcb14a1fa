import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListSchema,
  adminOrderQuerySchema,
  orderRefundRequestSchema,
  orderStatusUpdateSchema,
} from '../../../domain/admin/admin.contract.ts';
import { okSchema } from '../../../domain/customers/customer.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency-key.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

/** The orders a store prepares, moving one along, and giving back part of one. */
export function adminOrdersRoutes(orders: AdminOrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/orders',
      { schema: { querystring: adminOrderQuerySchema, response: { 200: adminOrderListSchema } } },
      (request) => orders.list(requireStaff(request), request.query),
    );

    app.patch(
      '/admin/orders/:id',
      {
        schema: {
          params: idParamsSchema,
          body: orderStatusUpdateSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await orders.changeStatus(requireStaff(request), request.params.id, request.body.status);
        return { ok: true as const };
      },
    );

    app.post(
      '/admin/orders/:id/refunds',
      {
        schema: {
          params: idParamsSchema,
          headers: idempotencyHeadersSchema,
          body: orderRefundRequestSchema,
          response: { 201: okSchema },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        await orders.refund(requireStaff(request), request.params.id, request.body, key);
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
