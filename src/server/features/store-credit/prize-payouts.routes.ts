import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import {
  prizePayoutsRequestSchema,
  prizePayoutsSchema,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { PrizePayoutsService } from './prize-payouts.service.ts';

/** An event's prizes in store credit: those paid so far, and paying them from the roster. */
export function prizePayoutsRoutes(prizes: PrizePayoutsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/tournaments/:id/prizes',
      { schema: { params: idParamsSchema, response: { 200: prizePayoutsSchema } } },
      (request) => prizes.paid(requireStaff(request), request.params.id),
    );

    app.post(
      '/admin/tournaments/:id/prizes',
      {
        schema: {
          params: idParamsSchema,
          body: prizePayoutsRequestSchema,
          response: { 201: prizePayoutsSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await prizes.pay(requireStaff(request), request.params.id, request.body)),
    );
  };
}
