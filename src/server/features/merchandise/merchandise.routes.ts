import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMerchandiseSchema,
  merchandiseInputSchema,
  merchandiseListQuerySchema,
  merchandisePageSchema,
  merchandiseSchema,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import type { Services } from '../../services.ts';
import { registerCatalogEditing } from '../catalog/catalog-editing.routes.ts';

export const merchandiseRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const service = services.merchandise;

  await registerCatalogEditing(
    app,
    '/merchandise',
    { input: merchandiseInputSchema, output: adminMerchandiseSchema },
    services.merchandiseEditor,
  );

  app.get(
    '/merchandise',
    {
      schema: { querystring: merchandiseListQuerySchema, response: { 200: merchandisePageSchema } },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/merchandise/:id',
    { schema: { params: idParamsSchema, response: { 200: merchandiseSchema } } },
    (request) => service.get(request.params.id),
  );
};
