import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FilterKind, filterListSchema } from '../../../domain/filters/filter.contract.ts';
import type { Services } from '../../services.ts';

/** `/card-filters` and `/merchandise-filters`: the same calls over two lists. */
export const filtersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const repository = services.filters;

  for (const kind of ['card', 'merchandise'] satisfies FilterKind[]) {
    app.get(`/${kind}-filters`, { schema: { response: { 200: filterListSchema } } }, () =>
      repository.list(kind),
    );
  }
};
