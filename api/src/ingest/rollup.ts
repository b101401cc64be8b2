import { ROLLUP_SECONDS } from "@cgm/db";
import { arrayLiteral } from "./arrays";
import type { Upload } from "./series";

/**
 * Keeping glucose_rollups (db/src/schema/cgm.ts) up to date: every reading ingestion inserts is added
 * to its device's 15-minute bucket in the same transaction, so the rollups hold exactly the stored
 * readings. Sums are in double precision of the stored real values, as avg(mmol) computes them.
 */

const BUCKET = `date_bin('${ROLLUP_SECONDS} seconds', ts, '1970-01-01T00:00:00Z')`;

/** Adds to the buckets, or creates them; rows in key order, so two writers lock them in one order. */
const UPSERT = `INSERT INTO glucose_rollups AS r (device_id, bucket, n, total, lo, hi)`;
const MERGE = `ON CONFLICT (device_id, bucket) DO UPDATE SET n = r.n + excluded.n,
  total = r.total + excluded.total, lo = least(r.lo, excluded.lo), hi = greatest(r.hi, excluded.hi)`;

/** SQL adding the readings of a relation with columns device_id, ts and mmol (inserted rows). */
export function rollupFromSql(readings: string): string {
  return `${UPSERT}
    SELECT device_id, ${BUCKET}, count(*), sum(mmol::float8), min(mmol), max(mmol) FROM ${readings}
    GROUP BY 1, 2 ORDER BY 1, 2 ${MERGE}`;
}

/** SQL adding buckets summed in Node (rollupOf), as six array parameters. */
export const ROLLUP_FROM_ARRAYS = `${UPSERT}
  SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::float8[], $5::real[], $6::real[])
  ORDER BY 1, 2 ${MERGE}`;

/**
 * The buckets of readings all of which are being inserted (a COPY straight into the table), as the
 * parameters of ROLLUP_FROM_ARRAYS; null when there are none. Values are rounded to real as stored.
 */
export function rollupOf(uploads: Upload[]): string[] | null {
  const buckets = new Map<
    string,
    { id: number; at: number; n: number; total: number; lo: number; hi: number }
  >();
  const width = ROLLUP_SECONDS * 1000;
  for (const { id, d } of uploads)
    for (const r of d.readings) {
      const at = Math.floor(r.ts / width) * width;
      const v = Math.fround(r.mmol);
      const key = `${id}:${at}`;
      const b = buckets.get(key);
      if (!b) buckets.set(key, { id, at, n: 1, total: v, lo: v, hi: v });
      else {
        b.n++;
        b.total += v;
        if (v < b.lo) b.lo = v;
        if (v > b.hi) b.hi = v;
      }
    }
  if (!buckets.size) return null;
  const rows = [...buckets.values()];
  return [
    arrayLiteral(rows.map((b) => b.id)),
    arrayLiteral(rows.map((b) => new Date(b.at).toISOString())),
    arrayLiteral(rows.map((b) => b.n)),
    arrayLiteral(rows.map((b) => b.total)),
    arrayLiteral(rows.map((b) => b.lo)),
    arrayLiteral(rows.map((b) => b.hi)),
  ];
}
