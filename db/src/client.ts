import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import postgres from "postgres";
import * as schema from "./schema/index";
import { ConnectionBreaker } from "./breaker";

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = "pglite" | "postgres";

export interface DbHandle {
  db: Db;
  driver: Driver;
  /** The server URL (server database only). */
  url?: string;
  /** Raw rows of a query, the same shape on both drivers. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Raw rows of a query planned for its own values on every run, never by a cached generic plan (the
   * other queries' prepared statements get one after a few runs). For a query whose best plan depends
   * on its values: a generic plan cannot see how many rows a time range holds, and misjudges it more
   * as a table grows (issue 14.5: a 90-day curve took 1.5 times as long at 10 million readings).
   */
  rowsPlanned<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * The rows of a prepared statement's text and parameters as arrays of driver values, for a hot path
   * that maps them itself. Times come as ISO-like text on a server and as Dates when embedded.
   */
  arrays(text: string, params: unknown[]): Promise<unknown[][]>;
  /** The PGlite instance (embedded database only). */
  pglite?: PGlite;
  /** A separate postgres.js client for raw SQL and COPY (server database only). */
  sql?: postgres.Sql;
  /** Fails the server database's queries at once while a health probe finds it unreachable. */
  breaker?: ConnectionBreaker;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL of a server; else the embedded database. */
  url?: string;
  /** Directory of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** Connection pool size on a server. */
  max?: number;
  /**
   * Server-side statement_timeout of the connections (server database only); 0 for none, e.g. for the
   * start-up work that waits for another instance's advisory lock.
   */
  statementTimeoutMs?: number;
}

/** A statement running longer than this is cancelled by the server (a stuck query, a lock wait). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** Seconds a connection attempt may take before its queries fail (postgres.js waits 30 by default). */
const CONNECT_TIMEOUT_S = 2;

/**
 * Pause before reconnecting after failed connects. postgres.js's default grows to 20 s after a few
 * failures, so requests kept waiting long after the server came back; the breaker refuses connects
 * while the server is known to be down, so retrying soon costs nothing.
 */
const backoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/**
 * postgres.js sends a message under 1 KiB in the next turn of the event loop (setImmediate), and a
 * connection that closes before that turn keeps the cleared timer: it never sends again, so each later
 * connect times out (seen when a server accepts and drops connections during an outage). A message of
 * 1 KiB or more goes out at once and resets that state, so the startup message carries this padding
 * (a placeholder setting, ignored by the server): every connect starts clean.
 */
const STARTUP_PADDING = "cgm.startup_padding";

/** The postgres.js options of the app's pools: fail fast when the server is unreachable or stuck. */
function serverOptions(breaker: ConnectionBreaker, max: number, statementTimeoutMs: number) {
  return {
    max,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff,
    connection: {
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
      [STARTUP_PADDING]: "-".repeat(1024),
    },
    // postgres.js's documented `socket` option, missing from its type declarations.
    ...({ socket: breaker.socket } as Record<string, unknown>),
  };
}

/** The server must answer the first query within this, or the start fails (main.ts says why). */
const FIRST_ANSWER_MS = 10_000;

/**
 * The first `select 1`, bounded: a server that accepts connections and closes them at once (a proxy or
 * a port mapping whose database is down) makes postgres.js reconnect for ever, and connect_timeout
 * never fires. Past FIRST_ANSWER_MS the breaker fails the waiting query.
 */
async function firstAnswer(client: postgres.Sql, breaker: ConnectionBreaker, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      breaker.open(`no answer within ${FIRST_ANSWER_MS / 1000} s`);
      resolve();
    }, FIRST_ANSWER_MS);
  });
  try {
    await Promise.race([client`select 1`, late]);
  } finally {
    clearTimeout(timer);
  }
  if (breaker.isOpen) {
    throw new Error(`${new URL(url).host} did not answer within ${FIRST_ANSWER_MS / 1000} s`);
  }
}

/** Turns drizzle's SQL into text and parameters, as drizzle's own execute does (rowsPlanned). */
const dialect = new PgDialect();

/**
 * The client drizzle talks through, with every parameterised query sent as a named prepared statement
 * (postgres.js keeps them per connection, keyed by their text). drizzle asks postgres.js for an unnamed
 * statement unless a query is built with `.prepare(name)`, so the server parsed and planned each query
 * on every request: most of the database's CPU for a page of the device list (issue 14.2). Queries
 * without parameters (migrations, DDL, several statements in one string) keep the simple protocol.
 * Transactions and savepoints hand the same behaviour to the client they open.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "unsafe")
        return (query: string, params?: unknown[], opts?: Record<string, unknown>) =>
          target.unsafe(query, params as never, { ...opts, prepare: Boolean(params?.length) });
      if (prop === "begin" || prop === "savepoint")
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => unknown).apply(
            target,
            args.map((a) =>
              typeof a === "function"
                ? (tx: postgres.Sql) => (a as (t: postgres.Sql) => unknown)(preparing(tx))
                : a,
            ),
          );
      return value;
    },
  });
}

export async function openDatabase(opts: OpenOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const breaker = new ConnectionBreaker();
    const timeout = opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const client = postgres(opts.url, serverOptions(breaker, opts.max ?? 10, timeout));
    // Ingest transactions: live uploads of a few readings each, many at once, must not queue for
    // a connection behind one another.
    const raw = postgres(opts.url, serverOptions(breaker, 8, timeout));
    const prepared = preparing(client);
    const db = drizzlePostgres({ client: prepared, schema }) as unknown as Db;
    await firstAnswer(client, breaker, opts.url).catch(async (e: unknown) => {
      await Promise.all([client.end({ timeout: 0 }), raw.end({ timeout: 0 })]);
      throw e;
    });
    return {
      db,
      driver: "postgres",
      url: opts.url,
      sql: raw,
      breaker,
      rows: async <T extends Record<string, unknown>>(q: SQL) => (await db.execute(q)) as unknown as T[],
      // An unnamed statement, planned for its parameters; drizzle's client (its parsers) all the same.
      rowsPlanned: async <T extends Record<string, unknown>>(q: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(q);
        return (await client.unsafe(text, params as never[], { prepare: false })) as unknown as T[];
      },
      // drizzle's client: its time parsers hand back the text, as drizzle reads it.
      arrays: async (text, params) =>
        (await prepared.unsafe(text, params as never[]).values()) as unknown as unknown[][],
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), raw.end({ timeout: 5 })]);
      },
    };
  }
  const pg = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await pg.waitReady;
  return wrapPglite(pg);
}

/**
 * A handle over an embedded database that is already open (closed with the handle). openDatabase opens
 * the app's own; tests also pass other PGlite builds of the same client API (the TimescaleDB one).
 */
export function wrapPglite(pg: PGlite): DbHandle {
  const db = drizzlePglite({ client: pg, schema }) as unknown as Db;
  const rows = async <T extends Record<string, unknown>>(q: SQL) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  return {
    db,
    driver: "pglite",
    pglite: pg,
    rows,
    // PGlite keeps no prepared statements: each query is planned for its values.
    rowsPlanned: rows,
    arrays: async (text, params) => (await pg.query<unknown[]>(text, params, { rowMode: "array" })).rows,
    close: async () => {
      await pg.close();
    },
  };
}
