/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` in place of the embedded
 * database. The current database is kept beside it (pgdata.before-restore-<date>), not deleted.
 * The shop must be stopped.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataPath, lockDataDir } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';

const env = loadEnv();
const source = process.argv[2];
if (!source || !existsSync(source)) {
  process.stderr.write('Usage: npm run restore -- <backup file made by npm run backup>\n');
  process.exit(1);
}
if (env.DATABASE_URL) {
  process.stderr.write(
    'DATABASE_URL points at a PostgreSQL server: restore it with pg_restore or psql.\n',
  );
  process.exit(1);
}

const release = await lockDataDir(env.dataDir);
try {
  const live = embeddedDataPath(env.dataDir);
  if (existsSync(live)) {
    const aside = `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(live, aside);
    process.stdout.write(`The database it replaces is kept in ${aside}\n`);
  }
  const db = new PGlite(live, { loadDataDir: new Blob([readFileSync(source)]) });
  await db.query('select 1');
  await db.close();
  process.stdout.write(`Restored ${source} into ${env.dataDir}\n`);
} finally {
  await release();
}
