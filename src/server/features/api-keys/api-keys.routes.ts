import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyInputSchema,
  apiKeyListSchema,
  apiKeyRevokeSchema,
  apiKeySchema,
  createdApiKeySchema,
} from '../../../domain/api-keys/api-key.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** `GET`, `POST` and `DELETE /api/admin/api-keys`: the owner's keys for a store's scripts. */
export function apiKeysRoutes(apiKeys: ApiKeysService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get('/admin/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, (request) =>
      apiKeys.list(requireStaff(request)),
    );

    app.post(
      '/admin/api-keys',
      { schema: { body: apiKeyInputSchema, response: { 201: createdApiKeySchema } } },
      async (request, reply) =>
        reply.status(201).send(await apiKeys.create(requireStaff(request), request.body)),
    );

    app.delete(
      '/admin/api-keys/:id',
      { schema: { params: idParamsSchema, response: { 200: apiKeySchema } } },
      (request) => apiKeys.revoke(requireStaff(request), request.params.id),
    );

    // The same revocation with the key's id in the body, for clients that call the list's path.
    app.delete(
      '/admin/api-keys',
      { schema: { body: apiKeyRevokeSchema, response: { 200: apiKeySchema } } },
      (request) => apiKeys.revoke(requireStaff(request), request.body.id),
    );
  };
}
