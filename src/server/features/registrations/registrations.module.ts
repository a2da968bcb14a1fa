import type { Database } from '../../db/client.ts';
import { createRegistrationsRepository } from './registrations.repository.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { createRegistrationsService } from './registrations.service.ts';

/** Players' seats and waitlist places in the stores' events. */
export function createRegistrationsModule({ db, clock }: { db: Database; clock?: () => Date }) {
  const service = createRegistrationsService({
    db,
    repository: createRegistrationsRepository(db),
    ...(clock ? { clock } : {}),
  });
  return { service, routes: registrationsRoutes(service) };
}
