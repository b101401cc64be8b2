import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import net from "node:net";
import postgres from "postgres";
import * as schema from "./schema/index";

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
  /** The PGlite instance (embedded database only). */
  pglite?: PGlite;
  /** A separate postgres.js client for raw SQL and COPY (server database only). */
  sql?: postgres.Sql;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL of a server; else the embedded database. */
  url?: string;
  /** Directory of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** Connection pool size on a server. */
  max?: number;
}

/**
 * postgres.js connects with Nagle's algorithm on, so the message ending a COPY waits for the server's
 * delayed ACK: ~40 ms added to every ingest batch, and to every live reading. Connect with TCP_NODELAY,
 * as libpq does, through postgres.js's documented `socket` option (its type declarations omit it).
 * The first host of the URL only (this project names one).
 */
const noDelay = {
  socket: (o: { host: string[]; port: number[]; path?: string | false }) =>
    o.path ? net.connect(o.path) : net.connect({ host: o.host[0], port: o.port[0] ?? 5432, noDelay: true }),
} as Record<string, unknown>;

export async function openDatabase(opts: OpenOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const client = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {}, ...noDelay });
    // Ingest transactions: live uploads of a few readings each, many at once, must not queue for
    // a connection behind one another.
    const raw = postgres(opts.url, { max: 8, onnotice: () => {}, ...noDelay });
    const db = drizzlePostgres({ client, schema }) as unknown as Db;
    await client`select 1`;
    return {
      db,
      driver: "postgres",
      url: opts.url,
      sql: raw,
      rows: async <T extends Record<string, unknown>>(q: SQL) => (await db.execute(q)) as unknown as T[],
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), raw.end({ timeout: 5 })]);
      },
    };
  }
  const pg = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await pg.waitReady;
  const db = drizzlePglite({ client: pg, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    pglite: pg,
    rows: async <T extends Record<string, unknown>>(q: SQL) =>
      ((await db.execute(q)) as unknown as { rows: T[] }).rows,
    close: async () => {
      await pg.close();
    },
  };
}
