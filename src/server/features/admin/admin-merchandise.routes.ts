import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMerchandisePageSchema,
  adminMerchandiseSchema,
  merchandiseListQuerySchema,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { MerchandiseService } from '../merchandise/merchandise.service.ts';

/** The back office's reads of merchandise, supplier included, limited to the stores staff manage. */
export function adminMerchandiseRoutes(
  merchandise: Pick<MerchandiseService, 'listForStaff' | 'getForStaff'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/merchandise',
      {
        schema: {
          querystring: merchandiseListQuerySchema,
          response: { 200: adminMerchandisePageSchema },
        },
      },
      (request) => {
        const actor = requireStaff(request);
        if (request.query.location)
          assertStoreAccess(actor, request.query.location, 'see its stock');
        return merchandise.listForStaff({
          ...request.query,
          location: actor.location ?? request.query.location,
        });
      },
    );

    app.get(
      '/admin/merchandise/:id',
      { schema: { params: idParamsSchema, response: { 200: adminMerchandiseSchema } } },
      async (request) => {
        const actor = requireStaff(request);
        const item = await merchandise.getForStaff(request.params.id);
        assertStoreAccess(actor, item.location, 'see its stock');
        return item;
      },
    );
  };
}
