import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded, openDatabase } from '../db/client.ts';
import {
  databaseUrl,
  type MigratedTemplate,
  uniqueDatabaseName,
  withAdminClient,
} from './migrated-template.ts';

/**
 * Migrates one database for the whole run, which every test file's database then copies:
 * creating an embedded database and applying ~30 migrations cost each file seconds
 * (docs/performance.md#the-ci-run).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, remove } = serverUrl
    ? await migrateServerTemplate(serverUrl)
    : await migrateEmbeddedTemplate();
  project.provide('migratedTemplate', template);
  return remove;
}

async function migrateEmbeddedTemplate() {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-test-template-'));
  const dumpPath = path.join(folder, 'migrated.tar');
  try {
    await handle.migrate();
    // Every file's database opens a copy of this dump, and PostgreSQL's two template databases
    // were a third of it: without them each opens in about half the time (600 ms, not 1,100).
    // Nothing a test runs creates a database from them.
    for (const template of ['template0', 'template1']) {
      await handle.db.execute(sql.raw(`alter database ${template} is_template false`));
      await handle.db.execute(sql.raw(`drop database ${template}`));
    }
    await handle.db.execute(sql`checkpoint`);
    const dump = await dumpEmbedded(handle.db);
    writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  const template: MigratedTemplate = { kind: 'pglite', dumpPath };
  return { template, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function migrateServerTemplate(serverUrl: string) {
  const name = uniqueDatabaseName('shop_template');
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  const template: MigratedTemplate = { kind: 'postgres', name };
  return {
    template,
    remove: async () => {
      await withAdminClient(serverUrl, (client) => client.query(`drop database ${name}`));
    },
  };
}
