/**
 * `npm run backup [-- <file>]`: a consistent copy of the embedded database, as one compressed
 * file (default backups/shop-<date>.tar.gz). The shop must be stopped: the embedded database
 * belongs to one process at a time, and a stopped database is a consistent one.
 * With DATABASE_URL set, use the server's own tools (pg_dump) instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataPath, lockDataDir } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';

const env = loadEnv();
if (env.DATABASE_URL) {
  process.stderr.write(
    'DATABASE_URL points at a PostgreSQL server: back it up with pg_dump "$DATABASE_URL".\n',
  );
  process.exit(1);
}

const target =
  process.argv[2] ??
  path.join('backups', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
const release = await lockDataDir(env.dataDir);
try {
  const db = new PGlite(embeddedDataPath(env.dataDir));
  await db.waitReady;
  const archive = await db.dumpDataDir('gzip');
  await db.close();
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, Buffer.from(await archive.arrayBuffer()));
  process.stdout.write(`Backed up ${env.dataDir} to ${target}\n`);
} finally {
  await release();
}
