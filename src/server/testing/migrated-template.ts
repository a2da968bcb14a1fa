import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * What the test run's global setup hands each test file: a migrated database to copy instead
 * of running every migration again. On PGlite, the path of a dump of its files; on a
 * PostgreSQL server, the name of a template database.
 */
export type MigratedTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/** A database name no other test run on the same server will take. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function withAdminClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The server URL with another database in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
