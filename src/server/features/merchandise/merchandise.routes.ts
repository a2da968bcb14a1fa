import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  merchandiseListQuerySchema,
  merchandisePageSchema,
  merchandiseSchema,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import type { Database } from '../../db/client.ts';
import { createMerchandiseRepository } from './merchandise.repository.ts';
import { createMerchandiseService } from './merchandise.service.ts';

export const merchandiseRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createMerchandiseService(createMerchandiseRepository(db));

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
