import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterReturnRequestSchema,
  counterReturnSchema,
} from '../../../domain/counter/counter-return.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { CounterReturnsService } from './counter-returns.service.ts';

/** Returns at the counter (`/api/admin/counter/returns`): any staff of the sale's store. */
export function counterReturnsRoutes(returns: CounterReturnsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.post(
      '/admin/counter/returns',
      { schema: { body: counterReturnRequestSchema, response: { 201: counterReturnSchema } } },
      async (request, reply) =>
        reply.code(201).send(await returns.bringBack(requireStaff(request), request.body)),
    );
  };
}
