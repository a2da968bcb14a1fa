import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { migrationsDir } from '../paths.ts';
import { EmbeddedClient } from './embedded-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction, as the callback of `db.transaction` receives it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations (or those of another folder, in tests) that have not run yet. */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * Runs `work` while no other process runs its own through this: app instances starting
   * together on one PostgreSQL server migrate and load the demo data one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** The extensions the migrations use, loaded into the embedded database. */
const extensions = { pg_trgm };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; from a dump of another's files (`dumpDataDir`) when given, which skips initdb. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite-memory')
    return openPglite(
      new EmbeddedClient({
        extensions,
        ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
        // As on disk: starting with PostgreSQL's 128 MB cache took a test file's database a
        // second longer to open (docs/performance.md#the-ci-run).
        startParams: EMBEDDED_START_PARAMS,
      }),
      async () => {},
    );
  mkdirSync(target.dataDir, { recursive: true });
  const release = await lockDataDir(target.dataDir);
  const client = new EmbeddedClient({
    dataDir: embeddedDataPath(target.dataDir),
    extensions,
    startParams: EMBEDDED_START_PARAMS,
  });
  return openPglite(client, release);
}

/**
 * A page cache of 16 MB instead of PostgreSQL's 128 MB: the operating system's file cache
 * holds the pages anyway, and each cached page also counts as the server's own memory. It
 * keeps a shop of 100,000 cards a store under 512 MB through a release day's rush, with reads
 * no slower (docs/performance.md#memory).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDataPath = (dataDir: string) => path.join(dataDir, 'pgdata');

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another shop server (or npm script) is using the database in ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

/**
 * The embedded database is one process's alone: two opening the same files would corrupt
 * them. The lock is refreshed while held, so one left by a crashed process goes stale within
 * seconds, and a restart after a crash waits that long at most.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'shop.lock'),
      stale: 5000,
      update: 2000,
      retries: { retries: 8, minTimeout: 400, maxTimeout: 1000 },
      realpath: false,
    });
  } catch {
    throw new DataDirLockedError(dataDir);
  }
}

/** The embedded databases open in this process, by the Drizzle database over each. */
const embedded = new WeakMap<Database, PGlite>();

/**
 * Calls `listener` on each notification on `channel`, when the database delivers them in
 * step with commits: the embedded database hands a transaction's notifications over before
 * its commit returns to the writer, so once any write has returned, the listener has run. A
 * server's notifications come later, on another connection, so there this answers false and
 * the caller must ask the database itself.
 */
export async function listenInStep(
  db: Database,
  channel: string,
  listener: () => void,
): Promise<boolean> {
  const client = embedded.get(db);
  if (!client) return false;
  await client.listen(channel, listener);
  return true;
}

/** The files of an open embedded database as an uncompressed tarball, for `loadDataDir`. */
export async function dumpEmbedded(db: Database): Promise<Blob> {
  const client = embedded.get(db);
  if (!client) throw new Error('Only an embedded database can be dumped');
  return client.dumpDataDir('none');
}

function openPglite(client: PGlite, releaseLock: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  embedded.set(db, client);
  return {
    db,
    engine: 'pglite',
    migrate: (migrationsFolder = migrationsDir) => migratePglite(db, { migrationsFolder }),
    // The data directory's lock already keeps every other process out.
    exclusively: (work) => work(),
    close: async () => {
      await client.close();
      await releaseLock();
    },
  };
}

/** The advisory lock instances take to start up one at a time ("tcgstart" in ASCII). */
const START_UP_LOCK = 0x7463_6773_7461_7274n.toString();

/** The PostgreSQL servers' pools in this process, by the Drizzle database over each. */
const servers = new WeakMap<Database, pg.Pool>();

/**
 * The connection pool under a PostgreSQL server's database, for what must be shared by every
 * app instance on that server (rate-limit counters); none for the embedded database, which one
 * process owns.
 */
export const serverPool = (db: Database): pg.Pool | undefined => servers.get(db);

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg({ client: pool, ...drizzleOptions });
  servers.set(db, pool);
  return {
    db,
    engine: 'postgres',
    migrate: (migrationsFolder = migrationsDir) => migrateNodePg(db, { migrationsFolder }),
    async exclusively(work) {
      // A session-level advisory lock on a connection of its own, ended with the process if it dies.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => {});
        holder.release();
      }
    },
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
