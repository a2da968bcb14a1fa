import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

/**
 * The types Drizzle wants as PostgreSQL's text, to convert them itself: timestamps, dates,
 * intervals and their arrays (numeric[] too), as its PGlite driver lists them.
 */
const TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const keepText = (value: string) => value;
const textParsers = Object.fromEntries([...TEXT_TYPES].map((type) => [type, keepText]));

/**
 * Drizzle hands PGlite these parsers with every query, and PGlite copies its whole table of
 * parsers to merge them in, each time: about 130 µs a query, as much as running a small one.
 * Given once, as the client's own, the same query costs half (docs/performance.md, Release
 * day). Options asking for anything else pass through untouched.
 */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const type of Object.keys(options.parsers)) {
    if (!TEXT_TYPES.has(Number(type))) return options;
  }
  const { parsers: _given, ...rest } = options;
  return rest;
}

/** The embedded database's client: PGlite reading Drizzle's text types as text from the start. */
export class EmbeddedClient extends PGlite {
  constructor(options: PGliteOptions) {
    super({ ...options, parsers: { ...textParsers, ...options.parsers } });
  }

  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return super.query<T>(query, params, withoutTextParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction<T>((tx) => {
      const query = tx.query;
      tx.query = (text, params, options) => query(text, params, withoutTextParsers(options));
      return callback(tx);
    });
  }
}
