import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import {
  tournamentListQuerySchema,
  tournamentPageSchema,
  tournamentSchema,
} from '../../../domain/tournaments/tournament.contract.ts';
import type { Database } from '../../db/client.ts';
import { createTournamentsRepository } from './tournaments.repository.ts';
import { createTournamentsService } from './tournaments.service.ts';

export const tournamentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createTournamentsService(createTournamentsRepository(db));

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
