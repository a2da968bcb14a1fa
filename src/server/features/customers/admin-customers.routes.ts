import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerPageSchema,
  adminCustomerRowSchema,
  adminCustomerSearchQuerySchema,
} from '../../../domain/customers/admin-customer.contract.ts';
import { newCustomerRequestSchema } from '../../../domain/customers/new-customer.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { AdminCustomersService } from './admin-customers.service.ts';
import type { NewCustomerService } from './new-customer.service.ts';

/** The dashboard's Customers, for staff of either store: customers are shared by both. */
export function adminCustomersRoutes(
  customers: AdminCustomersService,
  newCustomers: NewCustomerService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);
    app.addHook('onRequest', async (request) => {
      requireStaff(request);
    });

    app.get(
      '/admin/customers',
      {
        schema: {
          querystring: adminCustomerSearchQuerySchema,
          response: { 200: adminCustomerPageSchema },
        },
      },
      (request) => customers.search(request.query),
    );

    app.post(
      '/admin/customers',
      { schema: { body: newCustomerRequestSchema, response: { 201: adminCustomerRowSchema } } },
      async (request, reply) =>
        reply.code(201).send(await newCustomers.create(requireStaff(request), request.body)),
    );

    app.get(
      '/admin/customers/:id',
      { schema: { params: idParamsSchema, response: { 200: adminCustomerDetailSchema } } },
      (request) => customers.detail(request.params.id),
    );
  };
}
