import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters on a PostgreSQL server, shared by every app instance, so a client gains
 * nothing by landing on another one. The table is rate-limiter-flexible's RateLimiterPostgres
 * layout (its columns and names are the library's); the embedded database counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  /** The limit's name and the counted key: `customer-sign-in:address:203.0.113.7`. */
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  /** When the window ends, in milliseconds since the epoch. */
  expire: bigint({ mode: 'number' }),
});
