import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerPageSchema,
  adminCustomerSearchQuerySchema,
} from '../../../domain/customers/admin-customer.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { AdminCustomersService } from './admin-customers.service.ts';

/** The dashboard's Customers, for staff of either store: customers are shared by both. */
export function adminCustomersRoutes(customers: AdminCustomersService): FastifyPluginAsyncZod {
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

    app.get(
      '/admin/customers/:id',
      { schema: { params: idParamsSchema, response: { 200: adminCustomerDetailSchema } } },
      (request) => customers.detail(request.params.id),
    );
  };
}
