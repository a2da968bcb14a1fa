import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { cards } from './schema/index.ts';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
const dataDir = path.join(folder, 'data');
const backupFile = path.join(folder, 'shop.tar.gz');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const script = (name: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });

async function withDatabase<T>(
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

const cardCount = () =>
  withDatabase(async (db) => (await db.select({ n: count() }).from(cards))[0]?.n);

describe('npm run backup and npm run restore', () => {
  // Three scripts, each starting tsx and opening the embedded database: minutes on a busy machine.
  it('bring the database back to the moment of the backup, keeping the replaced one aside', async () => {
    await script('seed');
    const seeded = await cardCount();
    expect(seeded).toBeGreaterThan(0);

    const backup = await script('backup', backupFile);
    expect(backup.stdout).toContain(`Backed up ${dataDir} to ${backupFile}`);

    await withDatabase((db) => db.delete(cards));
    expect(await cardCount()).toBe(0);

    const restore = await script('restore', backupFile);
    expect(restore.stdout).toContain('The database it replaces is kept in');
    expect(await cardCount()).toBe(seeded);
  }, 240_000);
});
