import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
  messages as wire,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many distinct statements stay prepared; the least recently used one is closed past it. */
export const STATEMENT_CACHE_SIZE = 256;

interface Statement {
  name: string;
  paramTypes: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
/** PGlite's parser gives an error answer as a `DatabaseError` (name 'error', with the SQLSTATE code). */
const errorIn = (messages: BackendMessage[]) =>
  messages.find((m) => m.name === 'error') as (Error & { code?: string }) | undefined;

/**
 * PGlite with a statement cache, the way PostgreSQL drivers keep plans.
 *
 * PGlite's `query()` makes six calls into its WASM backend (Parse, Describe, Bind, Describe,
 * Execute, Sync) and parses and plans the SQL every time: about 300 µs for GET /users/me's query,
 * where the planned statement runs in under 100. Each distinct SQL text is parsed here once as a
 * named statement, and every later call is one backend call of Bind, Describe, Execute and Sync.
 * Drizzle writes SQL with `$n` parameters, so the number of distinct texts stays small; the cache
 * is bounded anyway and closes what it evicts.
 *
 * The wrapper takes PGlite's own two locks exactly as `query()` and `transaction()` do, so a
 * cached statement never runs inside someone else's transaction; results are read as PGlite's
 * `query()` reads them (the tests compare every answer with it), and errors are PGlite's
 * `DatabaseError`s with the same SQLSTATE codes.
 */
/** `pg` must be ready, as `await PGlite.create()` hands it over: no query waits for it again. */
export function withStatementCache(pg: PGlite, size = STATEMENT_CACHE_SIZE): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  const call = async (parts: Uint8Array[]) =>
    (await pg.execProtocol(concat(parts), { syncToFs: false, throwOnError: false })).messages;

  async function evictOldest() {
    const [text, oldest] = statements.entries().next().value as [string, Statement];
    statements.delete(text);
    await call([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
  }

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    if (statements.size >= size) await evictOldest();
    const name = `pp_s${++counter}`;
    const messages = await call([
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const failed = errorIn(messages);
    if (failed) throw Object.assign(failed, { query: text });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  /** Runs with PGlite's query lock held (and its transaction lock, or inside the transaction). */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const { name, paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await call([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const failed = errorIn(messages);
    if (failed) {
      // A plan invalidated by a schema change ("cached plan must not change result type") or a
      // statement the backend no longer has: prepare it afresh next time.
      if (failed.code === '0A000' || failed.code === '26000') statements.delete(text);
      throw Object.assign(failed, { query: text });
    }
    return toResults<T>(messages, options);
  }

  /**
   * PGlite's `parseResults` spreads every type parser it knows (hundreds, arrays included) into a
   * new object whenever a query passes parsers, as Drizzle's always do: about 100 µs a call. The
   * same result, looking each column's parser up once instead.
   */
  function toResults<T>(messages: BackendMessage[], options?: QueryOptions): Results<T> {
    let fields: { name: string; dataTypeID: number }[] = [];
    let parsers: (((value: string, type: number) => unknown) | undefined)[] = [];
    const rows: unknown[] = [];
    const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message instanceof wire.RowDescriptionMessage) {
        fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
        parsers = fields.map(
          ({ dataTypeID: t }) => options?.parsers?.[t] ?? pg.parsers[t] ?? types.parsers[t],
        );
        result.fields = fields;
      } else if (message instanceof wire.DataRowMessage) {
        const values = message.fields.map((value, i) => {
          const parser = parsers[i];
          return value === null || !parser ? value : parser(value, fields[i]!.dataTypeID);
        });
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])),
        );
      } else if (message instanceof wire.CommandCompleteMessage) {
        const words = message.text.split(' ');
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? ''))
          result.affectedRows = count;
        Object.assign(result, { command: words[0] }, Number.isNaN(count) ? {} : { rowCount: count });
      }
    }
    return result;
  }

  // COPY blobs and notice callbacks are rare and need PGlite's own handling.
  const plain = (options?: QueryOptions) => !options?.blob && !options?.onNotice;

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!plain(options)) return pg.query<T>(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options).catch((err: { code?: string }) => {
          // Outside a transaction a statement whose plan a schema change invalidated can simply
          // be prepared again; inside one the error has aborted the transaction and must stand.
          if (err.code === '0A000') return run<T>(text, params, options);
          throw err;
        });
        await pg.syncToFs();
        return result;
      }),
    );
  };

  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pg.transaction((tx) => {
      const cached: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            if (!plain(options)) return tx.query<R>(text, params, options);
            return pg._runExclusiveQuery(() => run<R>(text, params, options));
          },
        },
      });
      return fn(cached);
    });

  return new Proxy(pg, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      // PGlite's methods and getters use private fields: run them on the instance itself.
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
