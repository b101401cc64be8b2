import { sql, type SQL } from "drizzle-orm";
import { ROLLUP_SECONDS } from "@cgm/db";
import type { Context } from "../../context";

/** At most this many points per chart; longer ranges are bucketed in SQL. */
export const MAX_CURVE_POINTS = 2000;

const MINUTE = 60_000;
const ROLLUP_MS = ROLLUP_SECONDS * 1000;

/**
 * The curve of a range: every reading when there are at most MAX_CURVE_POINTS, else one point per
 * bucket with the bucket's mean, minimum and maximum, so spikes survive the downsampling.
 * - Up to about 19 days the buckets are whole minutes from `from`, made from the readings (date_bin,
 *   portable to PostgreSQL, PGlite and TimescaleDB).
 * - Longer ranges have buckets of whole quarter hours from the Unix epoch, made from the 15-minute
 *   rollups (glucose_rollups, kept by ingestion) and, for the part quarter hours at the range's two
 *   ends, from the readings: the same figures as from the readings alone, from a few thousand rows
 *   (90 days: 8,640 instead of 129,600). A bucket's time is its start, or `from` for the first one.
 * One query for a long range: the buckets, with the readings counted on the way, come back as one JSON
 * document of parallel arrays (times in epoch milliseconds; glucose as stored, i.e. real's shortest
 * decimal form, and means to 0.001 within their bucket's extremes), which Node parses natively instead
 * of thousands of rows. A second query only when the range holds few enough readings to show them all.
 */
export async function glucoseCurve(ctx: Context, deviceId: number, from: Date, to: Date) {
  const span = to.getTime() - from.getTime();
  // Whole minutes, at least one (an empty range, from = to, has no buckets but date_bin needs a stride).
  let bucketMs = Math.max(MINUTE, Math.ceil(span / MAX_CURVE_POINTS / MINUTE) * MINUTE);
  const rolled = bucketMs >= ROLLUP_MS;
  if (rolled) bucketMs = Math.ceil(bucketMs / ROLLUP_MS) * ROLLUP_MS;
  const parts = rolled ? rolledParts(deviceId, from, to) : readingParts(deviceId, from, to);
  const origin = rolled ? "1970-01-01T00:00:00Z" : from.toISOString();
  const bin = sql`date_bin(${`${bucketMs / 1000} seconds`}::interval, ts, ${origin}::timestamptz)`;
  const [bucketed] = await ctx.h.rowsPlanned<{ curve: string }>(sql`
    with p as (${parts}),
    q as (select ${bin} as bin, n, total, lo, hi from p),
    b as (
      select greatest(bin, ${from.toISOString()}::timestamptz) as ts,
             sum(total) / sum(n) as mmol, min(lo) as min, max(hi) as max, sum(n) as n
        from q group by bin)
    select json_build_object(
             'readings', coalesce(sum(n), 0),
             'ts', coalesce(json_agg(${EPOCH_MS} order by ts), '[]'),
             'mmol', coalesce(json_agg(least(greatest(round(mmol::numeric, 3), min::numeric), max::numeric) order by ts), '[]'),
             'min', coalesce(json_agg(min::numeric order by ts), '[]'),
             'max', coalesce(json_agg(max::numeric order by ts), '[]'))::text as curve
      from b`);
  const curve = parseCurve(bucketed?.curve);
  if (curve.readings > MAX_CURVE_POINTS) return { bucketSeconds: bucketMs / 1000, ...curve };
  const [raw] = await ctx.h.rowsPlanned<{ curve: string }>(sql`
    select json_build_object(
             'ts', coalesce(json_agg(${EPOCH_MS} order by ts), '[]'),
             'mmol', coalesce(json_agg(mmol::numeric order by ts), '[]'))::text as curve
      from glucose_readings where ${inRange(deviceId, from, to)}`);
  const { ts, mmol } = parseCurve(raw?.curve);
  return { bucketSeconds: 0, readings: ts.length, ts, mmol, min: mmol, max: mmol };
}

const EPOCH_MS = sql.raw(`(extract(epoch from ts) * 1000)::bigint`);

function inRange(deviceId: number, from: Date, to: Date): SQL {
  return sql`device_id = ${deviceId} and ts >= ${from.toISOString()}::timestamptz and ts < ${to.toISOString()}::timestamptz`;
}

/** The readings of a range as parts (ts, n, total, lo, hi) of one reading each. */
function readingParts(deviceId: number, from: Date, to: Date): SQL {
  return sql`select ts, 1 as n, mmol::float8 as total, mmol as lo, mmol as hi
    from glucose_readings where ${inRange(deviceId, from, to)}`;
}

/** Whole rolled-up quarter hours of a range, and the readings of its part quarter hours at each end. */
function rolledParts(deviceId: number, from: Date, to: Date): SQL {
  const first = new Date(Math.ceil(from.getTime() / ROLLUP_MS) * ROLLUP_MS);
  const last = new Date(Math.max(first.getTime(), Math.floor(to.getTime() / ROLLUP_MS) * ROLLUP_MS));
  return sql`select bucket as ts, n, total, lo, hi from glucose_rollups
      where device_id = ${deviceId} and bucket >= ${first.toISOString()}::timestamptz and bucket < ${last.toISOString()}::timestamptz
    union all ${readingParts(deviceId, from, first)}
    union all ${readingParts(deviceId, last, to)}`;
}

/** The curve document of the queries above (missing arrays are empty). */
function parseCurve(text: string | undefined) {
  const c = JSON.parse(text ?? "{}") as Partial<Record<"ts" | "mmol" | "min" | "max", number[]>> & {
    readings?: number;
  };
  return {
    readings: Number(c.readings ?? 0),
    ts: c.ts ?? [],
    mmol: c.mmol ?? [],
    min: c.min ?? [],
    max: c.max ?? [],
  };
}
