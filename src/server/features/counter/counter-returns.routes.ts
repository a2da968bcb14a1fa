import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterReturnRequestSchema,
  counterReturnSchema,
} from '../../../domain/counter/counter-return.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency-key.ts';
import type { CounterReturnsService } from './counter-returns.service.ts';

/** Returns at the counter (`/api/admin/counter/returns`): any staff of the sale's store. */
export function counterReturnsRoutes(returns: CounterReturnsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.post(
      '/admin/counter/returns',
      {
        schema: {
          headers: idempotencyHeadersSchema,
          body: counterReturnRequestSchema,
          response: { 200: counterReturnSchema, 201: counterReturnSchema },
        },
      },
      async (request, reply) => {
        const { made, created } = await returns.bringBack(
          requireStaff(request),
          request.body,
          request.headers['idempotency-key'],
        );
        return reply.code(created ? 201 : 200).send(made);
      },
    );
  };
}
