import type { Writable } from "node:stream";
import type { DbHandle } from "./client";
import { isConnectionLost } from "./breaker";

/** One transaction for bulk work, the same on both drivers: raw SQL and binary COPY. */
export interface BulkTx {
  /**
   * Runs a statement; returns its rows and the number of rows it affected. Statements issued without
   * awaiting the previous one are pipelined (sent together) on a server; parameterised statements are
   * prepared once per connection, so keep their text fixed and pass values as parameters.
   */
  query<T extends Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; count: number }>;
  /** Loads rows encoded by a CopyWriter into a table with COPY ... FROM (FORMAT binary). */
  copy(table: string, columns: string[], data: Buffer[]): Promise<void>;
  /**
   * Sends a statement together with the COMMIT, in one round trip on a server; the transaction commits
   * only if the statement succeeds. For the last writes of a transaction, whose results are not needed.
   */
  atCommit(text: string, params?: unknown[]): void;
}

/** Microseconds from the Unix epoch to PostgreSQL's, 2000-01-01 UTC. */
const PG_EPOCH_US = 946_684_800_000_000;
const TWO_32 = 4_294_967_296;
const CHUNK = 256 * 1024;
const HEADER = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);

/**
 * Rows in PostgreSQL's binary COPY format, written field by field into large buffers: no text to
 * format in Node and none to parse in the database (timestamps above all). Each row starts with
 * `row(fields)` and then has exactly that many fields, in the table's column order given to COPY.
 */
export class CopyWriter {
  private readonly chunks: Buffer[] = [];
  private buf = Buffer.allocUnsafe(CHUNK);
  private view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
  private pos = 0;
  rows = 0;

  constructor() {
    this.pos = HEADER.copy(this.buf, 0);
  }

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    this.chunks.push(this.buf.subarray(0, this.pos));
    this.buf = Buffer.allocUnsafe(Math.max(CHUNK, n));
    this.view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
    this.pos = 0;
  }

  row(fields: number): this {
    this.room(2);
    this.view.setInt16(this.pos, fields);
    this.pos += 2;
    this.rows++;
    return this;
  }

  int4(v: number): this {
    this.room(8);
    this.view.setInt32(this.pos, 4);
    this.view.setInt32(this.pos + 4, v);
    this.pos += 8;
    return this;
  }

  /** A timestamptz from epoch milliseconds. */
  timestamptz(ms: number): this {
    const us = ms * 1000 - PG_EPOCH_US;
    const hi = Math.floor(us / TWO_32);
    this.room(12);
    this.view.setInt32(this.pos, 8);
    this.view.setInt32(this.pos + 4, hi);
    this.view.setUint32(this.pos + 8, us - hi * TWO_32);
    this.pos += 12;
    return this;
  }

  float4(v: number): this {
    this.room(8);
    this.view.setInt32(this.pos, 4);
    this.view.setFloat32(this.pos + 4, v);
    this.pos += 8;
    return this;
  }

  float8(v: number): this {
    this.room(12);
    this.view.setInt32(this.pos, 8);
    this.view.setFloat64(this.pos + 4, v);
    this.pos += 12;
    return this;
  }

  bool(v: boolean): this {
    this.room(5);
    this.view.setInt32(this.pos, 1);
    this.view.setUint8(this.pos + 4, v ? 1 : 0);
    this.pos += 5;
    return this;
  }

  /** text or varchar (UTF-8); null is SQL NULL. */
  text(v: string | null): this {
    if (v === null) {
      this.room(4);
      this.view.setInt32(this.pos, -1);
      this.pos += 4;
      return this;
    }
    const n = Buffer.byteLength(v);
    this.room(4 + n);
    this.view.setInt32(this.pos, n);
    this.pos += 4;
    this.pos += this.buf.write(v, this.pos);
    return this;
  }

  /** The encoded rows with the trailer; the writer is spent afterwards. */
  finish(): Buffer[] {
    this.room(2);
    this.view.setInt16(this.pos, -1);
    this.pos += 2;
    this.chunks.push(this.buf.subarray(0, this.pos));
    return this.chunks;
  }
}

const copySql = (table: string, columns: string[], source: string) =>
  `COPY ${table} (${columns.join(", ")}) FROM ${source} WITH (FORMAT binary)`;

/** The writable end of a COPY, with the hook Node's streams call once all data is written. */
type FinalWritable = Writable & { _final(callback: (error?: Error | null) => void): void };

/** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
export async function bulkTransaction<R>(h: DbHandle, fn: (tx: BulkTx) => Promise<R>): Promise<R> {
  if (h.pglite) {
    return h.pglite.transaction(async (tx) => {
      // The embedded database runs one statement at a time: statements issued together are queued.
      let last: Promise<unknown> = Promise.resolve();
      const serial = <T>(run: () => Promise<T>): Promise<T> => {
        const next = last.then(run, run);
        last = next.catch(() => undefined);
        return next;
      };
      const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
        serial(async () => {
          const r = await tx.query<T>(text, params);
          return { rows: r.rows, count: r.affectedRows ?? r.rows.length };
        });
      const finals: [string, unknown[]][] = [];
      const bulk: BulkTx = {
        query,
        copy: async (table, columns, data) => {
          await serial(() => tx.query(copySql(table, columns, "'/dev/blob'"), [], { blob: new Blob(data) }));
        },
        atCommit: (text, params = []) => void finals.push([text, params]),
      };
      const result = await fn(bulk);
      for (const [text, params] of finals) await query(text, params);
      return result;
    });
  }
  const sql = h.sql;
  if (!sql) throw new Error("no raw SQL client on this database handle");
  // A reserved connection rather than sql.begin: BEGIN goes out with the first statements and COMMIT
  // with the last ones, two round trips fewer for a small transaction (a live upload).
  const conn = await sql.reserve();
  let lost = false;
  try {
    const begin = conn.unsafe("BEGIN").execute();
    const query = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
      // postgres.js types parameters itself; the statements here pass numbers, strings and dates.
      const r = await conn.unsafe(text, params as never[], { prepare: params.length > 0 });
      return { rows: r as unknown as T[], count: r.count };
    };
    const finals: [string, unknown[]][] = [];
    const bulk: BulkTx = {
      query,
      copy: async (table, columns, data) => {
        const target = (await conn.unsafe(copySql(table, columns, "STDIN")).writable()) as FinalWritable;
        // postgres.js settles the stream when the COPY completes, or fails before the end is sent; a
        // refusal after the end was sent settles nothing. So once the end is on its way, a statement
        // queued behind the COPY tells: it fails when the COPY failed (the transaction is aborted).
        const final = target._final.bind(target);
        let ended = () => {};
        const endSent = new Promise<void>((resolve) => (ended = resolve));
        target._final = (callback) => {
          final(callback);
          ended();
        };
        const done = new Promise<void>((resolve, reject) => {
          target.once("error", reject);
          target.once("finish", resolve);
        });
        for (const chunk of data) target.write(chunk);
        target.end();
        await Promise.race([done, endSent]);
        const behind = await conn.unsafe("SELECT 1").then(
          () => null,
          (e: unknown) => new CopyRefused(table, e),
        );
        if (behind) throw behind;
        await done;
      },
      atCommit: (text, params = []) => void finals.push([text, params]),
    };
    const [, result] = await Promise.all([begin, fn(bulk)]);
    const last = finals.map(([text, params]) =>
      conn.unsafe(text, params as never[], { prepare: params.length > 0 }).execute(),
    );
    const commit = conn.unsafe("COMMIT").execute();
    const outcomes = await Promise.allSettled([...last, commit]);
    const failure = outcomes.find((o) => o.status === "rejected");
    if (failure) throw failure.reason;
    // After a failed statement PostgreSQL answers COMMIT with ROLLBACK.
    if ((await commit).command !== "COMMIT") throw new Error("the transaction was rolled back");
    return result;
  } catch (e) {
    // A transaction whose connection is gone ended with it; postgres.js would never answer a ROLLBACK
    // sent there, and would hand the released connection out again without a socket.
    lost = isConnectionLost(e);
    // Ends the transaction if it is still open (a warning, not an error, when it is not).
    if (!lost) await conn.unsafe("ROLLBACK").catch(() => undefined);
    throw e;
  } finally {
    if (!lost) conn.release();
  }
}

/**
 * The server refused a COPY's data without saying why to the client (postgres.js reports only that the
 * transaction is aborted): a constraint or a malformed row.
 */
export class CopyRefused extends Error {
  constructor(table: string, cause: unknown) {
    super(`COPY into ${table} was refused`, { cause });
  }
}

/** The SQLSTATE of a database error from either driver, e.g. 23505 for a unique violation. */
export function sqlState(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
