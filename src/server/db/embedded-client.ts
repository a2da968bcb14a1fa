import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
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

/**
 * A statement's parameters as the text PostgreSQL reads them, when each is a plain value (what
 * Drizzle sends: it turns dates, JSON and the like into text itself) and the options ask for no
 * more than the rows' shape; otherwise undefined, and PGlite runs it as usual.
 */
function oneTripValues(
  params: readonly unknown[] | undefined,
  options: QueryOptions | undefined,
): (string | null)[] | undefined {
  if (Object.keys(options ?? {}).some((key) => key !== 'rowMode')) return undefined;
  const values: (string | null)[] = [];
  for (const param of params ?? []) {
    if (param === null || param === undefined) values.push(null);
    else if (typeof param === 'string') values.push(param);
    else if (typeof param === 'number' || typeof param === 'boolean' || typeof param === 'bigint')
      values.push(String(param));
    else return undefined;
  }
  return values;
}

/**
 * The whole extended-protocol exchange for one statement, as one message: parse, bind,
 * describe, execute and sync. PGlite sends them one call into WebAssembly each, six with the
 * describe it needs to serialise parameters by type; sent at once, a one-row select by key
 * costs about 87 µs instead of 152 (docs/performance.md, Release day). Parameters go untyped, as
 * node-postgres sends them to a server, and PostgreSQL infers their types from the statement.
 */
const oneTrip = (text: string, values: (string | null)[]) =>
  Buffer.concat([
    protocol.serialize.parse({ text }),
    protocol.serialize.bind({ values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);

/** The embedded database's client: PGlite reading Drizzle's text types as text from the start. */
export class EmbeddedClient extends PGlite {
  constructor(options: PGliteOptions) {
    super({ ...options, parsers: { ...textParsers, ...options.parsers } });
  }

  /** Runs a statement whose parameters are `values` in one call into WebAssembly. */
  #inOneTrip<T>(
    text: string,
    values: (string | null)[],
    options: QueryOptions | undefined,
    { syncToFs }: { syncToFs: boolean },
  ): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const messages = await this.execProtocolStream(oneTrip(text, values), { syncToFs: false });
      // As PGlite does: outside a transaction each statement's writes reach the files.
      if (syncToFs) await this.syncToFs();
      return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
    });
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const plain = withoutTextParsers(options);
    const values = oneTripValues(params, plain);
    if (!values) return super.query<T>(query, params, plain);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this.#inOneTrip<T>(query, values, plain, { syncToFs: true }),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction<T>((tx) => {
      const query = tx.query;
      tx.query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        const plain = withoutTextParsers(options);
        const values = oneTripValues(params, plain);
        if (!values) return query<R>(text, params, plain);
        if (tx.closed) throw new Error('Transaction is closed');
        return this.#inOneTrip<R>(text, values, plain, { syncToFs: false });
      };
      return callback(tx);
    });
  }
}
