import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import {
  tournamentInputSchema,
  tournamentListQuerySchema,
  tournamentPageSchema,
  tournamentSchema,
} from '../../../domain/tournaments/tournament.contract.ts';
import type { Services } from '../../services.ts';
import { registerCatalogEditing } from '../catalog/catalog-editing.routes.ts';

export const tournamentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const service = services.tournaments;

  await registerCatalogEditing(
    app,
    '/tournaments',
    { input: tournamentInputSchema, output: tournamentSchema },
    services.tournamentEditor,
  );

  app.get(
    '/tournaments',
    { schema: { querystring: tournamentListQuerySchema, response: { 200: tournamentPageSchema } } },
    (request) => service.list(request.query),
  );

  app.get(
    '/tournaments/:id',
    { schema: { params: idParamsSchema, response: { 200: tournamentSchema } } },
    (request) => service.get(request.params.id),
  );
};
