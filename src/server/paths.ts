import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file so src/ and dist/ agree. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const webDistDir = path.join(projectRoot, 'dist', 'web');
