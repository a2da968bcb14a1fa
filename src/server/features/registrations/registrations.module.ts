import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createRegistrationsRepository } from './registrations.repository.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { createRegistrationsService } from './registrations.service.ts';
import { rosterRoutes } from './roster.routes.ts';
import { createRosterService } from './roster.service.ts';

export interface RegistrationsModuleDeps {
  db: Database;
  /** Staff's actions on a roster are recorded. */
  audit: AuditRepository;
  clock?: () => Date;
}

/** Players' seats and waitlist places in the stores' events, and staff's rosters of them. */
export function createRegistrationsModule({ db, audit, clock }: RegistrationsModuleDeps) {
  const repository = createRegistrationsRepository(db);
  const now = clock ? { clock } : {};
  const service = createRegistrationsService({ db, repository, ...now });
  const roster = createRosterService({ db, repository, audit, ...now });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(registrationsRoutes(service));
    await app.register(rosterRoutes(roster));
  };
  return { service, routes };
}
