import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardInputSchema,
  cardListQuerySchema,
  cardPageSchema,
  cardSchema,
} from '../../../domain/cards/card.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import type { Services } from '../../services.ts';
import { registerCatalogEditing } from '../catalog/catalog-editing.routes.ts';

export const cardsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const service = services.cards;

  // The search index loads once the server listens (it takes about a second at 100,000 cards
  // a store), so starting stays quick and the first shopper's search finds it ready.
  app.addHook('onListen', async () => {
    service.warmUpSearch().catch((error: unknown) => app.log.error({ err: error }, 'search index'));
  });

  await registerCatalogEditing(
    app,
    '/cards',
    { input: cardInputSchema, output: cardSchema },
    services.cardEditor,
  );

  app.get(
    '/cards',
    { schema: { querystring: cardListQuerySchema, response: { 200: cardPageSchema } } },
    (request) => service.list(request.query),
  );

  app.get(
    '/cards/:id',
    { schema: { params: idParamsSchema, response: { 200: cardSchema } } },
    (request) => service.get(request.params.id),
  );
};
