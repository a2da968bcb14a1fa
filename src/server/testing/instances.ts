import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testUploadsDir } from './test-app.ts';
import { createSharedServerDatabase } from './test-database.ts';

/** The PostgreSQL server the instance tests share a database on; they are skipped without one. */
export const serverUrl = process.env.TEST_DATABASE_URL;

export interface Instance {
  app: App;
  db: Database;
}

/**
 * Two app instances on one database of the PostgreSQL server, each with its own pool, as two
 * processes behind a proxy would be (uploads in one folder, as a shared DATA_DIR). Filled in
 * before the file's tests run; `options` may name per instance what differs (a clock).
 */
export function setUpTwoInstances(
  options: (index: number) => Omit<AppOptions, 'db' | 'uploadsDir'> = () => ({}),
): Instance[] {
  const instances: Instance[] = [];
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!serverUrl) return;
    const shared = await createSharedServerDatabase(serverUrl, 2);
    const uploadsDir = testUploadsDir();
    for (const [index, handle] of shared.handles.entries()) {
      const app = await buildApp({ db: handle.db, uploadsDir, ...options(index) });
      await app.ready();
      instances.push({ app, db: handle.db });
    }
    close = async () => {
      for (const { app } of instances) await app.close();
      await shared.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return instances;
}
