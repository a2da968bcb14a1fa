import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One migrated database for the run, copied for each file (src/server/testing/global-setup.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
    // A worker per core: Vitest's default leaves one core free, which on the 2-core CI
    // machines ran the files one at a time, twice as long (docs/performance.md#the-ci-run).
    maxWorkers: '100%',
    // A worker keeps its modules from one file to the next: each file builds its own app on its
    // own database, and importing the whole server afresh for each of ~140 files was half the
    // run (docs/performance.md#the-ci-run).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
