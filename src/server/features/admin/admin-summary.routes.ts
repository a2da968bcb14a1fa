import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLocationQuerySchema,
  adminSummarySchema,
} from '../../../domain/admin/admin.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { SummaryRepository } from './summary.repository.ts';

/** The counts on a store's dashboard, for that store's staff. */
export function adminSummaryRoutes(summary: SummaryRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/summary',
      { schema: { querystring: adminLocationQuerySchema, response: { 200: adminSummarySchema } } },
      (request) => {
        assertStoreAccess(requireStaff(request), request.query.location, 'see its figures');
        return summary.forStore(request.query.location);
      },
    );
  };
}
