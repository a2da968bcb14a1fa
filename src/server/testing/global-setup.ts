import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
