import { sql } from "drizzle-orm";
import { CopyWriter, bulkTransaction, demoSn, devices, organisations, type DbHandle } from "@cgm/db";
import { SENSOR_LIFE_DAYS } from "@cgm/domain";
import { generateDevice, type GeneratedDevice } from "../src/sim/generator";
import { Readings } from "../src/ingest/readings";
import { runChild } from "./child";
import { clock } from "./stats";
import { pairDevice } from "../test/pairing.helpers";

export const DAY = 86_400_000;
/**
 * The endpoint takes nothing older than a sensor's life before the upload: a run's readings end now and
 * start this long after that limit (room for the run itself).
 */
const WINDOW_MARGIN_MS = 3_600_000;

/**
 * Scratch tables of the raw COPY of a run's rows:
 * - the target's: a copy of glucose_readings as the endpoint found it (definition and stored rows,
 *   taken just before the run), so the COPY does the same index work as the endpoint: the run's rows
 *   go between the rows stored for the same devices, as they do in glucose_readings;
 * - for reference, an empty table defined as glucose_readings (its rows append at the index's right
 *   edge, which is cheaper), and an empty heap without the key.
 */
export const COPY_TARGETS = [
  { label: "copy of glucose_readings as found", like: null },
  { label: "empty, LIKE glucose_readings INCLUDING ALL", like: "LIKE glucose_readings INCLUDING ALL" },
  { label: "empty heap, LIKE glucose_readings", like: "LIKE glucose_readings" },
] as const;

/** Scratch tables are left alone by autovacuum, which would otherwise run beside a timed COPY. */
const NO_AUTOVACUUM = "WITH (autovacuum_enabled = false)";

/** Writes back what was just written (a server's CHECKPOINT; needs pg_checkpoint), so as not to slow what follows. */
async function checkpoint(h: DbHandle): Promise<void> {
  if (h.driver === "postgres") await h.db.execute(sql`checkpoint`).catch(() => undefined);
}

export interface IngestOptions {
  devices: number;
  days: number;
  inFlight: number;
  /** Upper bound of readings per request; a device's readings are split to stay under it. */
  batchReadings: number;
  /** Measurements, each of fresh readings (the same days of devices of its own) and their raw COPY. */
  repeats: number;
}

/** One measurement: ingest through the endpoint, then a raw COPY of the same rows into each target. */
export interface IngestRun {
  ingestMs: number;
  /** Milliseconds of the server process's CPU (all its threads) during the ingest. */
  serverCpuMs: number;
  /** Milliseconds of the uploading process's CPU during the ingest. */
  uploaderCpuMs: number;
  /** Raw COPY of the same rows into each of COPY_TARGETS. */
  copyMs: number[];
}

export interface IngestFigures {
  devices: number;
  readings: number;
  batches: number;
  inFlight: number;
  runs: IngestRun[];
}

/** What the uploading child process is asked to send, and what it reports. */
export interface UploadJob {
  base: string;
  /** Device token of each SN (each body is one device's, sent with its own token). */
  tokens: Record<string, string>;
  run: string;
  /** The run's devices are demo devices first+1 .. first+devices. */
  first: number;
  devices: number;
  from: number;
  to: number;
  batchReadings: number;
  inFlight: number;
}
export interface UploadFigures {
  readings: number;
  batches: number;
  ingestMs: number;
  /** Milliseconds of the uploading process's CPU while it sent (it shares the machine with the server). */
  uploaderCpuMs: number;
}

/** 1-minute readings of demo devices first+1 .. first+devices from `from` to `to`; deterministic. */
export function generateFleet(first: number, devices: number, from: number, to: number): GeneratedDevice[] {
  return Array.from({ length: devices }, (_, i) =>
    generateDevice(demoSn(first + i + 1), 7000 + first + i, from, to, 1),
  );
}

/**
 * The readings of generateFleet's devices as the raw COPY's rows, each device's in columns (Readings),
 * generated a device at a time. This process is also the server measured: a run's 403,200 readings kept
 * as objects (with their times as text) through the raw COPYs were 60-80 MB of garbage per run in its
 * old generation, which it collected during a later run's ingest (a 328 MB mark-compact inside the
 * fifth run, in a --trace-gc).
 */
export function fleetColumns(
  first: number,
  devices: number,
  from: number,
  to: number,
  idOf: Map<string, number>,
) {
  return Array.from({ length: devices }, (_, i) => {
    const [d] = generateFleet(first + i, 1, from, to);
    const readings = new Readings(d!.readings.length);
    for (const r of d!.readings) readings.push(Date.parse(r.ts), r.value);
    return { id: idOf.get(d!.sn) ?? 0, readings };
  });
}

/** Request bodies of at most `batchReadings` readings each (one device per body). */
export function serialiseFleet(
  fleet: GeneratedDevice[],
  batchReadings: number,
  run: string,
): { bodies: { sn: string; body: string }[]; readings: number } {
  const bodies: { sn: string; body: string }[] = [];
  let readings = 0;
  for (const d of fleet) {
    for (let i = 0; i < d.readings.length; i += batchReadings) {
      const part = d.readings.slice(i, i + batchReadings);
      readings += part.length;
      const device = { sn: d.sn, info: d.info, readings: part };
      bodies.push({
        sn: d.sn,
        body: JSON.stringify({ batchId: `${run}-${bodies.length}`, devices: [device] }),
      });
    }
  }
  return { bodies, readings };
}

const upload = (job: UploadJob) =>
  runChild<UploadJob, UploadFigures>(new URL("./ingest-client.ts", import.meta.url), job, "ingest clients");

/**
 * Registers demo devices 1..count the seed lacks (in stock since before any reading sent) and pairs
 * them all through the demo app client, as phones do; returns each SN's device token.
 */
export async function pairFleet(h: DbHandle, base: string, count: number, now: number) {
  const sns = Array.from({ length: count }, (_, i) => demoSn(i + 1));
  const [org] = await h.db.select({ id: organisations.id }).from(organisations).limit(1);
  if (!org) throw new Error("no organisation to register the benchmark's devices in");
  const inventoryAt = new Date(now - (SENSOR_LIFE_DAYS + 30) * DAY);
  await h.db
    .insert(devices)
    .values(sns.map((sn) => ({ sn, goodsCode: "CGM-S15", orgId: org.id, inventoryAt })))
    .onConflictDoNothing();
  const tokens: Record<string, string> = {};
  for (const sn of sns) tokens[sn] = await pairDevice(base, sn);
  return tokens;
}

/**
 * `repeats` times: the uploader (a child process) sends `days` of readings of `devices` devices through
 * POST /ingest/v1/batches, `inFlight` at a time, each body with its device's token; then the same rows
 * are encoded and loaded with one raw COPY (bulkTransaction's, the format the endpoint uses) into a
 * fresh table of each COPY_TARGETS. Each repeat sends the same days (the endpoint takes at most a
 * sensor's life back) for devices of its own, so every reading is new to the database.
 */
export async function benchIngest(
  h: DbHandle,
  base: string,
  now: number,
  opts: IngestOptions,
  tokens: Record<string, string>,
  progress: (line: string) => void,
): Promise<IngestFigures> {
  const sns = Array.from({ length: opts.devices * opts.repeats }, (_, i) => demoSn(i + 1));
  const ids = await h.rows<{ id: number; sn: string }>(sql`select id, sn from devices where sn in ${sns}`);
  const idOf = new Map(ids.map((r) => [r.sn, Number(r.id)]));
  const runs: IngestRun[] = [];
  let readings = 0;
  let batches = 0;
  for (let k = 0; k < opts.repeats; k++) {
    const to = now;
    const from = Math.max(to - opts.days * DAY, to - SENSOR_LIFE_DAYS * DAY + WINDOW_MARGIN_MS);
    const first = k * opts.devices;
    const cpu = process.cpuUsage();
    const sent = await upload({
      base,
      tokens,
      run: `bench-${now}-${k}`,
      first,
      devices: opts.devices,
      from,
      to,
      batchReadings: opts.batchReadings,
      inFlight: opts.inFlight,
    });
    const used = process.cpuUsage(cpu);
    readings = sent.readings;
    batches = sent.batches;

    const runIds = sns.slice(first, first + opts.devices).map((sn) => idOf.get(sn) ?? 0);
    const rows = fleetColumns(first, opts.devices, from, to, idOf);
    const copied = rows.reduce((n, r) => n + r.readings.length, 0);
    if (copied !== readings) throw new Error(`raw COPY has ${copied} rows, ingest ${readings}`);
    // The first raw COPY's table: glucose_readings as the endpoint found it, i.e. without the run's rows.
    await bulkTransaction(h, async (tx) => {
      await tx.query(`CREATE TABLE bench_copy_0 (LIKE glucose_readings INCLUDING ALL) ${NO_AUTOVACUUM}`);
      await tx.query(
        `INSERT INTO bench_copy_0 SELECT * FROM glucose_readings
          WHERE NOT (device_id = ANY($1::int[]) AND ts >= $2::timestamptz AND ts < $3::timestamptz)`,
        [runIds, new Date(from).toISOString(), new Date(to).toISOString()],
      );
    });
    const [found] = await h.rows<{ n: number }>(sql`select count(*)::int as n from bench_copy_0`);
    await checkpoint(h);
    const copyMs: number[] = [];
    for (const [i, target] of COPY_TARGETS.entries()) {
      const table = `bench_copy_${i}`;
      if (target.like)
        await bulkTransaction(h, (tx) => tx.query(`CREATE TABLE ${table} (${target.like}) ${NO_AUTOVACUUM}`));
      const before = target.like ? 0 : Number(found?.n);
      const started = clock();
      // Encoded inside the clock, in the binary format the ingest endpoint uses.
      await bulkTransaction(h, (tx) => {
        const w = new CopyWriter();
        for (const { id, readings: r } of rows)
          for (let j = 0; j < r.length; j++) w.row(3).int4(id).timestamptz(r.ts[j]!).float4(r.mmol[j]!);
        return tx.copy(table, ["device_id", "ts", "mmol"], w.finish());
      });
      copyMs.push(clock() - started);
      const [copied] = await h.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      await bulkTransaction(h, (tx) => tx.query(`DROP TABLE ${table}`));
      await checkpoint(h);
      if (Number(copied?.n) !== before + readings)
        throw new Error(
          `raw COPY into ${target.label} stored ${Number(copied?.n) - before} of ${readings} rows`,
        );
    }
    const run = {
      ingestMs: sent.ingestMs,
      serverCpuMs: (used.user + used.system) / 1000,
      uploaderCpuMs: sent.uploaderCpuMs,
      copyMs,
    };
    runs.push(run);
    progress(
      `  run ${k + 1}: ingest ${run.ingestMs.toFixed(0)} ms (server CPU ${run.serverCpuMs.toFixed(0)} ms, ` +
        `uploader CPU ${run.uploaderCpuMs.toFixed(0)} ms); ` +
        `raw COPY ${copyMs.map((m) => m.toFixed(0)).join(" / ")} ms`,
    );
  }
  return { devices: opts.devices, readings, batches, inFlight: opts.inFlight, runs };
}
