import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterLookupQuerySchema,
  counterLookupSchema,
} from '../../../domain/counter/counter-lookup.contract.ts';
import {
  counterSaleRequestSchema,
  counterSaleSchema,
  counterSalesPageSchema,
  counterSalesQuerySchema,
  receiptNumberParamsSchema,
} from '../../../domain/counter/counter-sale.contract.ts';
import {
  closeDrawerSchema,
  drawerMovementInputSchema,
  drawerParamsSchema,
  drawerSchema,
  drawersQuerySchema,
  drawersSchema,
  openDrawerSchema,
} from '../../../domain/counter/drawer.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency-key.ts';
import type { CounterLookupService } from './counter-lookup.service.ts';
import type { CounterSalesService } from './counter-sales.service.ts';
import type { DrawersService } from './drawers.service.ts';

/** The point of sale: sales, the cash drawers and the Scan or search (`/api/admin/counter`). */
export function counterRoutes(
  sales: CounterSalesService,
  drawers: DrawersService,
  lookup: CounterLookupService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.post(
      '/admin/counter/sales',
      {
        schema: {
          headers: idempotencyHeadersSchema,
          body: counterSaleRequestSchema,
          response: { 200: counterSaleSchema, 201: counterSaleSchema },
        },
      },
      async (request, reply) => {
        const { sale, created } = await sales.complete(
          requireStaff(request),
          request.body,
          // A call without a key is a sale of its own, as if keyed anew.
          request.headers['idempotency-key'] ?? randomUUID(),
        );
        return reply.code(created ? 201 : 200).send(sale);
      },
    );

    app.get(
      '/admin/counter/sales',
      {
        schema: { querystring: counterSalesQuerySchema, response: { 200: counterSalesPageSchema } },
      },
      (request) => sales.list(requireStaff(request), request.query),
    );

    app.get(
      '/admin/counter/sales/:receiptNumber',
      { schema: { params: receiptNumberParamsSchema, response: { 200: counterSaleSchema } } },
      (request) => sales.view(requireStaff(request), request.params.receiptNumber),
    );

    app.get(
      '/admin/counter/lookup',
      { schema: { querystring: counterLookupQuerySchema, response: { 200: counterLookupSchema } } },
      (request) => lookup.lookup(requireStaff(request), request.query.location, request.query.q),
    );

    app.get(
      '/admin/counter/drawers',
      { schema: { querystring: drawersQuerySchema, response: { 200: drawersSchema } } },
      (request) => drawers.list(requireStaff(request), request.query.location),
    );

    app.post(
      '/admin/counter/drawers',
      { schema: { body: openDrawerSchema, response: { 201: drawerSchema } } },
      async (request, reply) =>
        reply.code(201).send(await drawers.open(requireStaff(request), request.body)),
    );

    app.post(
      '/admin/counter/drawers/:id/movements',
      {
        schema: {
          params: drawerParamsSchema,
          headers: idempotencyHeadersSchema,
          body: drawerMovementInputSchema,
          response: { 201: drawerSchema },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const drawer = await drawers.move(
          requireStaff(request),
          request.params.id,
          request.body,
          key,
        );
        return reply.code(201).send(drawer);
      },
    );

    app.post(
      '/admin/counter/drawers/:id/close',
      {
        schema: {
          params: drawerParamsSchema,
          body: closeDrawerSchema,
          response: { 200: drawerSchema },
        },
      },
      (request) => drawers.close(requireStaff(request), request.params.id, request.body),
    );
  };
}
