import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerRegistrationListSchema,
  registrationResultSchema,
} from '../../../domain/registrations/registration.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { RegistrationsService } from './registrations.service.ts';

/** A signed-in customer joining and leaving events, and the events they are in. */
export function registrationsRoutes(registrations: RegistrationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);

    app.post(
      '/tournaments/:id/registrations',
      { schema: { params: idParamsSchema, response: { 200: registrationResultSchema } } },
      (request) => registrations.register(requireCustomer(request).customerId, request.params.id),
    );

    app.delete(
      '/tournaments/:id/registrations/mine',
      { schema: { params: idParamsSchema } },
      async (request, reply) => {
        await registrations.drop(requireCustomer(request).customerId, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/customers/registrations',
      { schema: { response: { 200: customerRegistrationListSchema } } },
      (request) => registrations.forCustomer(requireCustomer(request).customerId),
    );
  };
}
