import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AdminCard,
  adminCardListQuerySchema,
  adminCardPageSchema,
  adminCardSchema,
  type CardInput,
  cardInputSchema,
  cardListQuerySchema,
  cardPageSchema,
  cardSchema,
} from '../../../domain/cards/card.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { type CatalogEditor, catalogEditingRoutes } from '../catalog/catalog-editing.routes.ts';
import type { CardsService } from './cards.service.ts';

/** The back office's reads of cards, cost included, for staff of the card's store. */
function adminCardsRoutes(cards: CardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/cards',
      { schema: { querystring: adminCardListQuerySchema, response: { 200: adminCardPageSchema } } },
      (request) => cards.listForStaff(requireStaff(request), request.query),
    );

    app.get(
      '/admin/cards/:id',
      { schema: { params: idParamsSchema, response: { 200: adminCardSchema } } },
      (request) => cards.getForStaff(requireStaff(request), request.params.id),
    );
  };
}

export function cardsRoutes(
  cards: CardsService,
  editor: CatalogEditor<CardInput, AdminCard>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The search index loads once the server listens (it takes about a second at 100,000 cards
    // a store), so starting stays quick and the first shopper's search finds it ready.
    app.addHook('onListen', async () => {
      cards.warmUpSearch().catch((error: unknown) => app.log.error({ err: error }, 'search index'));
    });

    await app.register(
      catalogEditingRoutes('/cards', { input: cardInputSchema, output: adminCardSchema }, editor),
    );
    await app.register(adminCardsRoutes(cards));

    app.get(
      '/cards',
      { schema: { querystring: cardListQuerySchema, response: { 200: cardPageSchema } } },
      (request) => cards.list(request.query),
    );

    app.get(
      '/cards/:id',
      { schema: { params: idParamsSchema, response: { 200: cardSchema } } },
      (request) => cards.get(request.params.id),
    );
  };
}
