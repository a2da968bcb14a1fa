import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buylistMarkIdQuerySchema,
  buylistMarkInputSchema,
  buylistMarksQuerySchema,
  buylistMarksSchema,
} from '../../../domain/buylist/buylist-marks.contract.ts';
import {
  buylistPageSchema,
  buylistQuerySchema,
} from '../../../domain/buylist/buylist-row.contract.ts';
import {
  buylistSettingsQuerySchema,
  buylistSettingsSchema,
  buyTermsInputSchema,
} from '../../../domain/buylist/buylist-settings.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { BuylistService } from './buylist.service.ts';

/** The store's side: its terms per game (`/admin/buylist/settings`) and its marks (`/admin/buylist/hotlist`). */
function adminBuylistRoutes(buylist: BuylistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/buylist/settings',
      {
        schema: {
          querystring: buylistSettingsQuerySchema,
          response: { 200: buylistSettingsSchema },
        },
      },
      (request) => buylist.settings(requireStaff(request), request.query.location),
    );

    app.put(
      '/admin/buylist/settings',
      {
        schema: {
          querystring: buylistSettingsQuerySchema,
          body: buyTermsInputSchema,
          response: { 200: buylistSettingsSchema },
        },
      },
      (request) => {
        const { gameType, floor, ...terms } = request.body;
        return buylist.changeTerms(requireStaff(request), request.query.location, gameType, {
          ...terms,
          floorCents: floor,
        });
      },
    );

    app.get(
      '/admin/buylist/hotlist',
      { schema: { querystring: buylistMarksQuerySchema, response: { 200: buylistMarksSchema } } },
      (request) => buylist.marks(requireStaff(request), request.query.location),
    );

    app.post(
      '/admin/buylist/hotlist',
      { schema: { body: buylistMarkInputSchema, response: { 201: buylistMarksSchema } } },
      async (request, reply) =>
        reply.status(201).send(await buylist.putMark(requireStaff(request), request.body)),
    );

    app.delete(
      '/admin/buylist/hotlist',
      { schema: { querystring: buylistMarkIdQuerySchema, response: { 200: buylistMarksSchema } } },
      (request) => buylist.removeMark(requireStaff(request), request.query.id),
    );
  };
}

/** `GET /api/buylist`: public, what a store pays for its cards. */
export function buylistRoutes(buylist: BuylistService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(adminBuylistRoutes(buylist));

    app.get(
      '/buylist',
      { schema: { querystring: buylistQuerySchema, response: { 200: buylistPageSchema } } },
      (request) => buylist.search(request.query),
    );
  };
}
