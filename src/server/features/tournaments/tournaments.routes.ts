import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import {
  type Tournament,
  type TournamentInput,
  tournamentInputSchema,
  tournamentListQuerySchema,
  tournamentPageSchema,
  tournamentSchema,
} from '../../../domain/tournaments/tournament.contract.ts';
import { type CatalogEditor, catalogEditingRoutes } from '../catalog/catalog-editing.routes.ts';
import type { TournamentsService } from './tournaments.service.ts';

export function tournamentsRoutes(
  tournaments: TournamentsService,
  editor: CatalogEditor<TournamentInput, Tournament>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      catalogEditingRoutes(
        '/tournaments',
        { input: tournamentInputSchema, output: tournamentSchema },
        editor,
      ),
    );

    app.get(
      '/tournaments',
      {
        schema: { querystring: tournamentListQuerySchema, response: { 200: tournamentPageSchema } },
      },
      (request) => tournaments.list(request.query),
    );

    app.get(
      '/tournaments/:id',
      { schema: { params: idParamsSchema, response: { 200: tournamentSchema } } },
      (request) => tournaments.get(request.params.id),
    );
  };
}
