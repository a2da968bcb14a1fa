import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/shared/zod.ts';
import type { Database } from '../../db/client.ts';

const healthSchema = z.object({ status: z.literal('ok') });

/**
 * Liveness: answers without touching the database, so it measures the server's own ceiling.
 * `/health/ready` also asks the database.
 */
export function healthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: healthSchema } } }, () => ({
      status: 'ok' as const,
    }));

    app.get('/health/ready', { schema: { response: { 200: healthSchema } } }, async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    });
  };
}
