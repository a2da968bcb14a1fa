import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stockMovementsPageSchema,
  stockMovementsQuerySchema,
} from '../../../domain/inventory/stock-movements.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { Inventory } from './inventory.service.ts';

/** GET /api/admin/inventory/movements: why an item's stock moved, newest first, for its store's staff. */
export function inventoryRoutes(inventory: Inventory): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/inventory/movements',
      {
        schema: {
          querystring: stockMovementsQuerySchema,
          response: { 200: stockMovementsPageSchema },
        },
      },
      (request) => inventory.movements(requireStaff(request), request.query),
    );
  };
}
