import { sql } from "drizzle-orm";
import { DEMO_INGEST_CLIENT, bulkTransaction, demoSn, type CsvValue, type DbHandle } from "@cgm/db";
import { generateDevice, type GeneratedDevice } from "../src/sim/generator";
import { postBatch } from "./post";
import { clock, pool } from "./stats";

export const AUTH = `Basic ${Buffer.from(`${DEMO_INGEST_CLIENT.clientId}:${DEMO_INGEST_CLIENT.secret}`).toString("base64")}`;
export const DAY = 86_400_000;

/** Scratch tables of the raw COPY: the columns alone, then with the same primary key and check. */
export const COPY_TARGETS = ["LIKE glucose_readings", "LIKE glucose_readings INCLUDING ALL"] as const;

export interface IngestFigures {
  devices: number;
  readings: number;
  batches: number;
  inFlight: number;
  ingestMs: number;
  /** Raw COPY of the same rows into each of COPY_TARGETS. */
  copyMs: number[];
}

export interface IngestOptions {
  devices: number;
  days: number;
  inFlight: number;
  /** Upper bound of readings per request; a device's readings are split to stay under it. */
  batchReadings: number;
}

/** `days` of 1-minute readings of `devices` demo devices (CGM202600001..), ending now. */
export function generateFleet(devices: number, days: number, now: number): GeneratedDevice[] {
  return Array.from({ length: devices }, (_, i) =>
    generateDevice(demoSn(i + 1), 7000 + i, now - days * DAY, now, 1),
  );
}

/**
 * Sends the fleet's readings through POST /ingest/v1/batches (bodies serialised before the clock
 * starts: a device app is another machine), then loads the same rows with one raw COPY (bulkTransaction's
 * copy) into each scratch table of COPY_TARGETS.
 */
export async function benchIngest(
  h: DbHandle,
  base: string,
  fleet: GeneratedDevice[],
  opts: IngestOptions,
): Promise<IngestFigures> {
  const run = `bench-${Date.now()}`;
  const bodies: string[] = [];
  let readings = 0;
  for (const d of fleet) {
    for (let i = 0; i < d.readings.length; i += opts.batchReadings) {
      const part = d.readings.slice(i, i + opts.batchReadings);
      readings += part.length;
      const device = { sn: d.sn, info: d.info, readings: part };
      bodies.push(JSON.stringify({ batchId: `${run}-${bodies.length}`, devices: [device] }));
    }
  }

  let stored = 0;
  const started = clock();
  await pool(bodies.length, opts.inFlight, async (i) => {
    const n = await postBatch(base, AUTH, bodies[i]!); // (not `stored += await`: lanes would overwrite)
    stored += n;
  });
  const ingestMs = clock() - started;
  if (stored !== readings) throw new Error(`ingest stored ${stored} of ${readings} readings`);

  const ids = await h.rows<{ id: number; sn: string }>(
    sql`select id, sn from devices where sn in ${fleet.map((d) => d.sn)}`,
  );
  const idOf = new Map(ids.map((r) => [r.sn, Number(r.id)]));
  const rows: CsvValue[][] = fleet.flatMap((d) => d.readings.map((r) => [idOf.get(d.sn), r.ts, r.value]));
  const copyMs: number[] = [];
  for (const like of COPY_TARGETS) {
    await bulkTransaction(h, (tx) => tx.query(`CREATE TABLE bench_copy (${like})`));
    const copyStarted = clock();
    await bulkTransaction(h, (tx) => tx.copy("bench_copy", ["device_id", "ts", "mmol"], rows));
    copyMs.push(clock() - copyStarted);
    const [copied] = await h.rows<{ n: number }>(sql`select count(*)::int as n from bench_copy`);
    await bulkTransaction(h, (tx) => tx.query("DROP TABLE bench_copy"));
    if (Number(copied?.n) !== readings) throw new Error(`raw COPY stored ${copied?.n} of ${readings} rows`);
  }

  return {
    devices: fleet.length,
    readings,
    batches: bodies.length,
    inFlight: opts.inFlight,
    ingestMs,
    copyMs,
  };
}
