import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { databaseTarget, openDatabase } from '../../src/server/db/client.ts';
import { rateLimits } from '../../src/server/db/schema/rate-limits.ts';
import { seedLargeCatalog } from '../../src/server/db/seed/large-catalog.ts';
import { seedLargeCredit } from '../../src/server/db/seed/large-credit.ts';
import { resetToDemoData } from '../../src/server/demo-data.ts';
import type { Env } from '../../src/server/env.ts';

/** The benches' data set: cards a store, and ledger entries a store. */
export interface BenchSize {
  cardsPerStore: number;
  creditEntriesPerStore: number;
}

/** The sealed products a store of that many cards carries: one for every 20 cards, at most 5,000. */
export const merchandiseFor = (cardsPerStore: number) =>
  Math.min(5000, Math.ceil(cardsPerStore / 20));

/**
 * A fresh catalog and ledger in `dataDir` (or the configured server): the demo data, then the
 * generated big store on top. Answers how many seconds it took.
 */
export async function prepareBenchData(
  env: Pick<Env, 'DATABASE_URL'>,
  dataDir: string,
  { cardsPerStore, creditEntriesPerStore }: BenchSize,
): Promise<number> {
  const started = performance.now();
  const database = await openDatabase(databaseTarget({ ...env, dataDir }));
  try {
    await database.migrate();
    await resetToDemoData(database.db);
    // A server keeps its attempts counted across runs (the demo data leaves them): a bench run
    // again within the hour would find the sign-ups of the hour spent.
    await database.db.delete(rateLimits);
    await seedLargeCatalog(database.db, {
      cards: cardsPerStore,
      merchandise: merchandiseFor(cardsPerStore),
      tournaments: Math.min(500, Math.ceil(cardsPerStore / 200)),
    });
    await seedLargeCredit(database.db, creditEntriesPerStore);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  return (performance.now() - started) / 1000;
}

/** The CPU time a process has used so far, user and system, in seconds (Linux's 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  // The fields after the command's name, which is in brackets and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return ticks / 100;
}

/** The most memory the process has held (VmHWM), in megabytes. */
export function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
