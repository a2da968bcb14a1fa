import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FilterKind, filterListSchema } from '../../../domain/filters/filter.contract.ts';
import type { Database } from '../../db/client.ts';
import { createFiltersRepository } from './filters.repository.ts';

/** `/card-filters` and `/merchandise-filters`: the same calls over two lists. */
export const filtersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createFiltersRepository(db);

  for (const kind of ['card', 'merchandise'] satisfies FilterKind[]) {
    app.get(`/${kind}-filters`, { schema: { response: { 200: filterListSchema } } }, () =>
      repository.list(kind),
    );
  }
};
