import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { createApiKeysService } from './api-keys.service.ts';

export interface ApiKeysModuleDeps {
  db: Database;
  audit: Pick<AuditRepository, 'record'>;
  clock?: (() => Date) | undefined;
}

/**
 * Staff API keys: the owner's routes to make, list and revoke them, and `resolver`, which the
 * session plugin asks what a presented key may do.
 */
export function createApiKeysModule({ db, audit, clock = () => new Date() }: ApiKeysModuleDeps) {
  const service = createApiKeysService({
    db,
    repository: createApiKeysRepository(db),
    audit,
    clock,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(apiKeysRoutes(service));
  };
  return { routes, resolver: service.resolver };
}
