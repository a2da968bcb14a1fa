import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AdminMerchandise,
  adminMerchandiseSchema,
  type MerchandiseInput,
  merchandiseInputSchema,
  merchandiseListQuerySchema,
  merchandisePageSchema,
  merchandiseSchema,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { type CatalogEditor, catalogEditingRoutes } from '../catalog/catalog-editing.routes.ts';
import type { MerchandiseService } from './merchandise.service.ts';

export function merchandiseRoutes(
  merchandise: MerchandiseService,
  editor: CatalogEditor<MerchandiseInput, AdminMerchandise>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      catalogEditingRoutes(
        '/merchandise',
        { input: merchandiseInputSchema, output: adminMerchandiseSchema },
        editor,
      ),
    );

    app.get(
      '/merchandise',
      {
        schema: {
          querystring: merchandiseListQuerySchema,
          response: { 200: merchandisePageSchema },
        },
      },
      (request) => merchandise.list(request.query),
    );

    app.get(
      '/merchandise/:id',
      { schema: { params: idParamsSchema, response: { 200: merchandiseSchema } } },
      (request) => merchandise.get(request.params.id),
    );
  };
}
