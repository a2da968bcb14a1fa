import type { Database } from '../../db/client.ts';
import { healthRoutes } from './health.routes.ts';

/** The load balancer's and the operator's checks that the server, and its database, answer. */
export function createHealthModule({ db }: { db: Database }) {
  return { routes: healthRoutes(db) };
}
