import { CopyWriter, ROLLUP_SECONDS } from "@cgm/db";
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

/** SQL adding buckets summed in Node (rollupOf's edges), as six array parameters. */
export const ROLLUP_FROM_ARRAYS = `${UPSERT}
  SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::float8[], $5::real[], $6::real[])
  ORDER BY 1, 2 ${MERGE}`;

/** glucose_rollups' columns, in the order rollupOf encodes them for a binary COPY. */
export const ROLLUP_COLUMNS = ["device_id", "bucket", "n", "total", "lo", "hi"];

/** The buckets of a batch copied straight into glucose_readings, and how each reaches glucose_rollups. */
export interface RollupSplit {
  /**
   * Buckets that lie wholly inside the span of one of the batch's entries: as its readings are bet to be
   * the first stored there (insertFromCopy in series.ts), so are these, and they go in by binary COPY
   * (rows in key order, so two writers meet on their first common key); a stored one refuses the COPY.
   */
  fresh: { data: Buffer[]; rows: number } | null;
  /** The others (at most the two ends of each entry's span), as the parameters of ROLLUP_FROM_ARRAYS. */
  edges: string[] | null;
}

/** A device's 15-minute bucket being summed. */
class Bucket {
  n = 0;
  total = 0;
  lo: number;
  hi: number;
  /** Wholly inside the span of the entry that holds its readings (RollupSplit.fresh). */
  fresh = false;
  constructor(
    readonly at: number,
    v: number,
  ) {
    this.lo = v;
    this.hi = v;
  }
}

/**
 * The buckets of readings all of which are being inserted (a COPY straight into the table), split as
 * RollupSplit says. Values are rounded to real as stored. The loops over readings and buckets are
 * functions of their own (see Readings.earliest in readings.ts).
 */
export function rollupOf(uploads: Upload[]): RollupSplit {
  const byDevice = new Map<number, Map<number, Bucket>>();
  for (const { id, d } of uploads) {
    const span = d.readings.span();
    if (!span) continue;
    let buckets = byDevice.get(id);
    if (!buckets) byDevice.set(id, (buckets = new Map()));
    addToBuckets(buckets, d.readings.ts, d.readings.mmol, d.readings.length, span[0], span[1]);
  }
  const w = new CopyWriter();
  const edges: { id: number; b: Bucket }[] = [];
  for (const id of [...byDevice.keys()].sort((x, y) => x - y))
    encodeBuckets(
      w,
      edges,
      id,
      [...byDevice.get(id)!.values()].sort((x, y) => x.at - y.at),
    );
  const rows = w.rows;
  return {
    fresh: rows ? { rows, data: w.finish() } : null,
    edges: edges.length
      ? [
          arrayLiteral(edges.map((e) => e.id)),
          arrayLiteral(edges.map((e) => new Date(e.b.at).toISOString())),
          arrayLiteral(edges.map((e) => e.b.n)),
          arrayLiteral(edges.map((e) => e.b.total)),
          arrayLiteral(edges.map((e) => e.b.lo)),
          arrayLiteral(edges.map((e) => e.b.hi)),
        ]
      : null,
  };
}

/**
 * Adds readings 0 .. length-1 of an entry whose times span [first, last] to their buckets. A device's
 * readings come mostly in time order, so the bucket of the reading before is tried first.
 */
function addToBuckets(
  buckets: Map<number, Bucket>,
  ts: Float64Array,
  mmol: Float64Array,
  length: number,
  first: number,
  last: number,
): void {
  const width = ROLLUP_SECONDS * 1000;
  let b: Bucket | undefined;
  for (let j = 0; j < length; j++) {
    const at = Math.floor(ts[j]! / width) * width;
    const v = Math.fround(mmol[j]!);
    if (b?.at !== at) {
      b = buckets.get(at);
      if (!b) buckets.set(at, (b = new Bucket(at, v)));
      // Stored readings of this bucket would lie in [at, at + width - 1 ms], inside [first, last].
      if (at >= first && at + width - 1 <= last) b.fresh = true;
    }
    b.n++;
    b.total += v;
    if (v < b.lo) b.lo = v;
    if (v > b.hi) b.hi = v;
  }
}

/** A device's buckets, in time order: the fresh ones encoded for the COPY, the others added to `edges`. */
function encodeBuckets(
  w: CopyWriter,
  edges: { id: number; b: Bucket }[],
  id: number,
  buckets: Bucket[],
): void {
  for (const b of buckets) {
    if (b.fresh) w.row(6).int4(id).timestamptz(b.at).int4(b.n).float8(b.total).float4(b.lo).float4(b.hi);
    else edges.push({ id, b });
  }
}
