import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

/** A fresh folder for a test app's uploads. */
export function testUploadsDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
}

export interface TestContext {
  app: App;
  db: Database;
}

/**
 * The real app over a fresh database for the test file that calls it. The returned object
 * is filled in before the file's tests run.
 */
export function setUpTestApp(options: Omit<AppOptions, 'db' | 'uploadsDir'> = {}): TestContext {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    context.db = database.db;
    context.app = await buildApp({ db: database.db, uploadsDir: testUploadsDir(), ...options });
    close = async () => {
      await context.app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}
