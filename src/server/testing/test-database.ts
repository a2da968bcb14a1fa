import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './migrated-template.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 * Both are copies of the one the run's global setup migrated. A migration's own test asks
 * for it unmigrated and applies the migrations before it.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = migrate ? inject('migratedTemplate') : undefined;
  if (serverUrl)
    return createServerDatabase(serverUrl, template?.kind === 'postgres' ? template.name : null);
  if (template?.kind === 'pglite')
    return openDatabase({
      kind: 'pglite-memory',
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
    });
  return openDatabase({ kind: 'pglite-memory' });
}

async function createServerDatabase(
  serverUrl: string,
  template: string | null,
): Promise<DatabaseHandle> {
  const { url, drop } = await createServerDatabaseUrl(serverUrl, template);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** A new database on the server, a copy of the migrated template when given, and its dropping. */
async function createServerDatabaseUrl(serverUrl: string, template: string | null) {
  const name = uniqueDatabaseName('shop_test');
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database ${name}`)),
  };
}

/**
 * Several connections to one fresh, migrated database on the PostgreSQL server at
 * TEST_DATABASE_URL, as several app instances behind a proxy have: each its own pool.
 */
export async function createSharedServerDatabase(
  serverUrl: string,
  instances: number,
): Promise<{ handles: DatabaseHandle[]; close(): Promise<void> }> {
  const template = inject('migratedTemplate');
  const { url, drop } = await createServerDatabaseUrl(
    serverUrl,
    template.kind === 'postgres' ? template.name : null,
  );
  const handles = await Promise.all(
    Array.from({ length: instances }, () => openDatabase({ kind: 'postgres', url })),
  );
  return {
    handles,
    async close() {
      for (const handle of handles) await handle.close();
      await drop();
    },
  };
}
