import { type Database, serverPool } from '../../db/client.ts';
import { rememberSessions } from './remembered-sessions.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSessionsService } from './sessions.service.ts';

export interface SessionsModuleDeps {
  db: Database;
  /** Now, for when sessions start and expire; tests move it. */
  clock?: () => Date;
}

/** Server-side sessions for customers and staff, read by the session plugin on every request. */
export function createSessionsModule({ db, clock }: SessionsModuleDeps) {
  const repository = createSessionsRepository(db);
  const embedded = serverPool(db) === undefined;
  return {
    service: createSessionsService(embedded ? rememberSessions(repository) : repository, clock),
  };
}
