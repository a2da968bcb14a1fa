/**
 * `npm run lockfile:complete`, after any dependency change.
 *
 * The npm registry these machines reach serves only the platform builds they run on, so npm
 * leaves the other platforms' optional packages (esbuild, rolldown, Biome, sharp...) out of
 * package-lock.json, and `npm ci` then refuses the lockfile as out of sync. Listing each
 * missing optional package by version makes the lockfile whole again; `npm ci` skips the ones
 * that do not fit the machine, as it does on any registry.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const path = 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };

let added = 0;
for (const entry of Object.values({ ...lock.packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`package-lock.json: ${added} optional platform packages listed.\n`);
