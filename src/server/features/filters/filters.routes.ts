import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILTER_KINDS,
  filterEntrySchema,
  filterInputSchema,
  filterListSchema,
} from '../../../domain/filters/filter.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { FiltersService } from './filters.service.ts';

/**
 * `/card-filters` and `/merchandise-filters`: the same calls over two lists; changes are for
 * staff. Adding a filter the list holds answers it with 200 instead of 201.
 */
export function filtersRoutes(filters: FiltersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    for (const kind of FILTER_KINDS) {
      const path = `/${kind}-filters`;

      app.get(path, { schema: { response: { 200: filterListSchema } } }, () => filters.list(kind));

      app.post(
        path,
        {
          schema: {
            body: filterInputSchema(kind),
            response: { 200: filterEntrySchema, 201: filterEntrySchema },
          },
        },
        async (request, reply) => {
          const { entry, created } = await filters.add(kind, requireStaff(request), request.body);
          return reply.status(created ? 201 : 200).send(entry);
        },
      );

      app.delete(`${path}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
        await filters.remove(kind, requireStaff(request), request.params.id);
        return reply.status(204).send();
      });
    }
  };
}
