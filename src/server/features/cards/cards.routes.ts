import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Card,
  type CardInput,
  cardInputSchema,
  cardListQuerySchema,
  cardPageSchema,
  cardSchema,
} from '../../../domain/cards/card.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { type CatalogEditor, catalogEditingRoutes } from '../catalog/catalog-editing.routes.ts';
import type { CardsService } from './cards.service.ts';

export function cardsRoutes(
  cards: CardsService,
  editor: CatalogEditor<CardInput, Card>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The search index loads once the server listens (it takes about a second at 100,000 cards
    // a store), so starting stays quick and the first shopper's search finds it ready.
    app.addHook('onListen', async () => {
      cards.warmUpSearch().catch((error: unknown) => app.log.error({ err: error }, 'search index'));
    });

    await app.register(
      catalogEditingRoutes('/cards', { input: cardInputSchema, output: cardSchema }, editor),
    );

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
