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

/** Statements kept prepared, by their text: a release day's rush uses about 160. */
const KEPT_STATEMENTS = 200;
/** The statements worth keeping prepared: reads and writes of rows. */
const KEEPABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The embedded database's client: PGlite reading Drizzle's text types as text from the start,
 * and running statements of plain parameters its own, quicker way.
 *
 * PGlite sends each statement's parse, describe, bind, describe, execute and sync as six calls
 * into WebAssembly, and has the statement parsed and planned every time. Here the whole exchange
 * is one message, and each statement text is prepared once under a name and kept (the last
 * `KEPT_STATEMENTS` used), so PostgreSQL reuses its parse and, after a few runs, its plan: a
 * one-row select by key costs about 45 µs instead of 120–150 on a database in files
 * (docs/performance.md, Release day). Parameters go untyped, as node-postgres sends them to a
 * server, and PostgreSQL infers their types from the statement as it did.
 */
export class EmbeddedClient extends PGlite {
  /** Statement names by their text, the least recently used first. */
  readonly #prepared = new Map<string, string>();
  /** Names of statements no longer kept, closed before the next statement outside a transaction. */
  #unkept: string[] = [];
  #named = 0;

  constructor(options: PGliteOptions) {
    super({ ...options, parsers: { ...textParsers, ...options.parsers } });
  }

  /**
   * The message that runs `text`: prepared first if it is not kept, and kept from then on. Any
   * other statement (a migration's DDL, a `set local`, a vacuum) runs unnamed and unkeeps every
   * statement, since a plan kept from before a change of schema could no longer fit.
   */
  #exchange(text: string, values: (string | null)[]): { message: Buffer; name?: string } {
    const run = (statement: string) => [
      protocol.serialize.bind({ statement, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    if (!KEEPABLE.test(text)) {
      for (const [keptText, keptName] of this.#prepared) this.#unkeep(keptText, keptName);
      return { message: Buffer.concat([protocol.serialize.parse({ text }), ...run('')]) };
    }
    const parts: Uint8Array[] = [];
    let name = this.#prepared.get(text);
    if (name === undefined) {
      this.#named += 1;
      name = `shop_${this.#named}`;
      parts.push(protocol.serialize.parse({ text, name }));
    } else {
      this.#prepared.delete(text);
    }
    this.#prepared.set(text, name);
    const [oldest] = this.#prepared;
    if (oldest && this.#prepared.size > KEPT_STATEMENTS) this.#unkeep(...oldest);
    return { message: Buffer.concat([...parts, ...run(name)]), name };
  }

  #unkeep(text: string, name: string): void {
    this.#prepared.delete(text);
    this.#unkept.push(name);
  }

  /** Runs a statement whose parameters are `values` in one call into WebAssembly. */
  #inOneTrip<T>(
    text: string,
    values: (string | null)[],
    options: QueryOptions | undefined,
    { inTransaction }: { inTransaction: boolean },
  ): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      // Outside a transaction, so that a close cannot meet an aborted one and fail.
      if (!inTransaction && this.#unkept.length > 0) await this.#closeUnkept();
      const { message, name } = this.#exchange(text, values);
      let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
      try {
        messages = await this.execProtocolStream(message, { syncToFs: false });
      } catch (error) {
        // Whether the statement was prepared or its plan still fits, it is made afresh next time.
        if (name) this.#unkeep(text, name);
        throw error;
      }
      // As PGlite does: outside a transaction each statement's writes reach the files.
      if (!inTransaction) await this.syncToFs();
      return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
    });
  }

  async #closeUnkept(): Promise<void> {
    const closes = this.#unkept.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.#unkept = [];
    await this.execProtocolStream(Buffer.concat([...closes, protocol.serialize.sync()]), {
      syncToFs: false,
      // Closing a statement that never was prepared is no error; nothing else can fail here.
      throwOnError: false,
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
      this.#inOneTrip<T>(query, values, plain, { inTransaction: false }),
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
        return this.#inOneTrip<R>(text, values, plain, { inTransaction: true });
      };
      return callback(tx);
    });
  }
}
