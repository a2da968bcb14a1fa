import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardListQuerySchema,
  cardPageSchema,
  cardSchema,
} from '../../../domain/cards/card.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import type { Database } from '../../db/client.ts';
import { createCardsRepository } from './cards.repository.ts';
import { createCardsService } from './cards.service.ts';

export const cardsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createCardsService(createCardsRepository(db));

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
