import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DbHandle } from "./client";

export type CsvValue = string | number | boolean | null | undefined;

/** One transaction for bulk work, the same on both drivers: raw SQL and COPY ... FROM CSV. */
export interface BulkTx {
  /** Runs a statement; returns its rows and the number of rows it affected. */
  query<T extends Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; count: number }>;
  /** Loads rows into a table with COPY (CSV), far faster than INSERT for thousands of rows. */
  copy(table: string, columns: string[], rows: CsvValue[][]): Promise<void>;
}

/** A CSV line; strings are quoted, and quotes inside them doubled. */
export function csvLine(values: CsvValue[]): string {
  return values
    .map((v) => {
      if (v === null || v === undefined) return "";
      if (typeof v === "number" || typeof v === "boolean") return String(v);
      return `"${v.replace(/"/g, '""')}"`;
    })
    .join(",");
}

const copySql = (table: string, columns: string[], source: string) =>
  `COPY ${table} (${columns.join(", ")}) FROM ${source} WITH (FORMAT csv)`;

/** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
export async function bulkTransaction<R>(h: DbHandle, fn: (tx: BulkTx) => Promise<R>): Promise<R> {
  if (h.pglite) {
    return h.pglite.transaction(async (tx) =>
      fn({
        query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
          const r = await tx.query<T>(text, params);
          return { rows: r.rows, count: r.affectedRows ?? r.rows.length };
        },
        copy: async (table, columns, rows) => {
          if (!rows.length) return;
          const blob = new Blob([rows.map(csvLine).join("\n") + "\n"]);
          await tx.query(copySql(table, columns, "'/dev/blob'"), [], { blob });
        },
      }),
    );
  }
  const sql = h.sql;
  if (!sql) throw new Error("no raw SQL client on this database handle");
  return sql.begin(async (tx) =>
    fn({
      query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
        // postgres.js types parameters itself; the statements here pass numbers, strings and dates.
        const r = await tx.unsafe(text, params as never[]);
        return { rows: r as unknown as T[], count: r.count };
      },
      copy: async (table, columns, rows) => {
        if (!rows.length) return;
        const target: Writable = await tx.unsafe(copySql(table, columns, "STDIN")).writable();
        const lines = function* () {
          for (let i = 0; i < rows.length; i += 1000) {
            yield (
              rows
                .slice(i, i + 1000)
                .map(csvLine)
                .join("\n") + "\n"
            );
          }
        };
        await pipeline(Readable.from(lines()), target);
      },
    }),
  ) as Promise<R>;
}
