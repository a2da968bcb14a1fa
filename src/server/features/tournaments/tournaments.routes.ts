import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type TournamentWithSeats,
  tournamentWithSeatsPageSchema,
  tournamentWithSeatsSchema,
} from '../../../domain/registrations/registration.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import {
  type Tournament,
  type TournamentInput,
  tournamentInputSchema,
  tournamentListQuerySchema,
  tournamentSchema,
} from '../../../domain/tournaments/tournament.contract.ts';
import { type CatalogEditor, catalogEditingRoutes } from '../catalog/catalog-editing.routes.ts';
import type { TournamentsService } from './tournaments.service.ts';

/** The customer asking, when one is signed in: their own registration comes with each event. */
const customerOf = (request: FastifyRequest) =>
  request.session?.kind === 'customer' ? request.session.customerId : null;

/**
 * What event lists need of registrations: each event's seats and the asker's own place.
 * Declared here, so events need not know the registrations built on them.
 */
export interface SeatCounter {
  withSeats(events: Tournament[], customerId: number | null): Promise<TournamentWithSeats[]>;
}

export function tournamentsRoutes(
  tournaments: TournamentsService,
  seats: SeatCounter,
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
        onRequest: app.authenticate.customer,
        schema: {
          querystring: tournamentListQuerySchema,
          response: { 200: tournamentWithSeatsPageSchema },
        },
      },
      async (request) => {
        const page = await tournaments.list(request.query);
        return { ...page, items: await seats.withSeats(page.items, customerOf(request)) };
      },
    );

    app.get(
      '/tournaments/:id',
      {
        onRequest: app.authenticate.customer,
        schema: { params: idParamsSchema, response: { 200: tournamentWithSeatsSchema } },
      },
      async (request) => {
        const [event] = await seats.withSeats(
          [await tournaments.get(request.params.id)],
          customerOf(request),
        );
        return event;
      },
    );
  };
}
