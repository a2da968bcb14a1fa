import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction, as the callback of `db.transaction` receives it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite-memory') return openPglite(new PGlite());
  mkdirSync(target.dataDir, { recursive: true });
  return openPglite(new PGlite(path.join(target.dataDir, 'pgdata')));
}

function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg({ client: pool, ...drizzleOptions });
  return {
    db,
    engine: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
  };
}

export function databaseTarget(env: {
  DATABASE_URL?: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.dataDir };
}
