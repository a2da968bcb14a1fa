import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client.ts';

/** How often each table is vacuumed: a few seconds of work an hour at most, in short pieces. */
const EVERY_MS = 10 * 60 * 1000;
/** Every sixth round, hourly, also refreshes the planner's statistics, which cost more to take. */
const ANALYZE_EVERY = 6;

const tableNames = z.object({ rows: z.array(z.object({ name: z.string() })) });

/**
 * The embedded database's housekeeping, which a PostgreSQL server's autovacuum does on its own.
 * PGlite runs PostgreSQL as one process without autovacuum, so every row an update or delete
 * leaves behind stayed, in its table and its indexes, for good: each mail ever sent kept an
 * entry in the outbox's index of due mail, and each poll for due mail read them all again (80 ms
 * a poll after a few release days, docs/performance.md, Release day). Nor had the planner any
 * statistics to choose its plans by.
 *
 * A round vacuums the tables one at a time, so requests go on between them; the first, at start,
 * and every sixth also analyzes them. A table that has been vacuumed costs little the next time:
 * about 0.1 s for 200,000 cards, against 0.9 s the first time.
 */
export function createEmbeddedUpkeep(db: Database) {
  let timer: NodeJS.Timeout | undefined;
  let rounds = 0;
  let running: Promise<void> | undefined;

  async function tables(): Promise<string[]> {
    const result = await db.execute(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    return tableNames.parse(result).rows.map((row) => row.name);
  }

  /** Vacuums every table, and analyzes it too when asked. */
  async function tidy({ analyze }: { analyze: boolean }): Promise<void> {
    for (const table of await tables()) {
      // The name comes from the catalog, quoted by format(); VACUUM takes no parameters.
      await db.execute(sql.raw(`vacuum ${analyze ? '(analyze) ' : ''}${table}`));
    }
  }

  function round(onError: (error: unknown) => void): void {
    if (running) return;
    const analyze = rounds % ANALYZE_EVERY === 0;
    rounds += 1;
    running = tidy({ analyze })
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }

  return {
    tidy,
    start(onError: (error: unknown) => void): void {
      round(onError);
      timer = setInterval(() => round(onError), EVERY_MS);
      timer.unref();
    },
    /** Stops the rounds, and waits for one under way: the database is closed next. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
