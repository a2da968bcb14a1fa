import type { Database } from '../../db/client.ts';
import { createAuditRepository } from './audit.repository.ts';

/** The trail of staff's changes: written by every editing feature, read by the owner in the back office. */
export function createAuditModule({ db }: { db: Database }) {
  return { repository: createAuditRepository(db) };
}
