import { sql } from "drizzle-orm";
import { CopyWriter, bulkTransaction, demoSn, devices, organisations, type DbHandle } from "@cgm/db";
import { freshPostgres } from "../../db/test/db";
import { Caller, startHarness } from "../test/harness";
import { DAY } from "./ingest";
import { listBody } from "./api";
import { benchLatency } from "./latency";
import { clock, int, ms, type Summary } from "./stats";

/**
 * Curves and the device list at any size (issue 14.5): on a throw-away database of its own, the table of
 * readings is filled by binary COPY, device by device, with 90 days of one-minute readings each, and
 * the quarter-hour rollups of those readings are built with the aggregation ingestion keeps them by
 * (what a live system has after months of ingestion, in seconds instead of months). At each size the
 * 90-day and 14-day curves of one device and the device list page are timed, one request at a time.
 */
export interface ScaleStep {
  rows: number;
  loadMs: number;
  curve90: Summary;
  curve90Points: number;
  curve14: Summary;
  list: Summary;
}

export interface ScaleOptions {
  /** Total readings in the table at each step, ascending, e.g. 1M and 10M. */
  sizes: readonly number[];
  warmUps: number;
  runs: number;
}

const PER_DEVICE = 90 * 24 * 60;

export async function benchScale(
  url: string,
  opts: ScaleOptions,
  say: (line: string) => void,
): Promise<ScaleStep[]> {
  const h = await freshPostgres(url, { max: 10 });
  const t = await startHarness(h);
  try {
    const admin = new Caller(t.url);
    const login = await admin.login("admin", "admin123");
    if (login.errors?.length || !admin.cookie)
      throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const devicesNeeded = Math.ceil(Math.max(...opts.sizes) / PER_DEVICE);
    const ids = await registerDevices(h, devicesNeeded, now);
    const sn = demoSn(1);
    const curve = (days: number) =>
      JSON.stringify({
        query: `query Curve($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) {
          glucoseCurve(sn: $sn, from: $from, to: $to) { bucketSeconds readings ts mmol min max } }`,
        variables: { sn, from: new Date(now - days * DAY).toISOString(), to: new Date(now).toISOString() },
      });
    const steps: ScaleStep[] = [];
    let loaded = 0;
    for (const size of opts.sizes) {
      const started = clock();
      while (loaded < Math.ceil(size / PER_DEVICE)) await loadDevice(h, ids[loaded++]!, now);
      await h.db.execute(sql`vacuum analyze glucose_readings`);
      await h.db.execute(sql`vacuum analyze glucose_rollups`);
      await h.db.execute(sql`checkpoint`).catch(() => undefined);
      const [count] = await h.rows<{ n: string }>(sql`select count(*)::text as n from glucose_readings`);
      const rows = Number(count?.n ?? 0);
      const loadMs = clock() - started;
      say(`  ${int(rows)} readings of ${loaded} devices, loaded in ${ms(loadMs)} ms`);
      const job = { base: t.url, cookie: admin.cookie, warmUps: opts.warmUps, runs: opts.runs };
      const probe = JSON.parse(curve(90)) as { query: string; variables: Record<string, unknown> };
      const once = await admin.gql<{ glucoseCurve: { ts: number[]; readings: number } }>(
        probe.query,
        probe.variables,
      );
      const c90 = once.data?.glucoseCurve;
      if (!c90 || c90.readings !== PER_DEVICE)
        throw new Error(`90-day curve: ${JSON.stringify(once.errors ?? c90?.readings)}`);
      steps.push({
        rows,
        loadMs,
        curve90: await benchLatency({ ...job, body: curve(90) }),
        curve90Points: c90.ts.length,
        curve14: await benchLatency({ ...job, body: curve(14) }),
        list: await benchLatency({ ...job, body: listBody() }),
      });
    }
    return steps;
  } finally {
    await t.close();
  }
}

/** The first `count` demo SNs as devices (those the demo seed made are kept), ids in SN order. */
async function registerDevices(h: DbHandle, count: number, now: number): Promise<number[]> {
  const sns = Array.from({ length: count }, (_, i) => demoSn(i + 1));
  const [org] = await h.db.select({ id: organisations.id }).from(organisations).limit(1);
  if (!org) throw new Error("no organisation to register the benchmark's devices in");
  await h.db
    .insert(devices)
    .values(
      sns.map((sn) => ({ sn, goodsCode: "CGM-S15", orgId: org.id, inventoryAt: new Date(now - 100 * DAY) })),
    )
    .onConflictDoNothing();
  const rows = await h.rows<{ id: number; sn: string }>(sql`select id, sn from devices where sn in ${sns}`);
  const idOf = new Map(rows.map((r) => [r.sn, Number(r.id)]));
  return sns.map((s) => idOf.get(s)!);
}

/** 90 days of one-minute readings of a device up to `now` by binary COPY, and their rollups. */
async function loadDevice(h: DbHandle, id: number, now: number): Promise<void> {
  const w = new CopyWriter();
  const start = now - PER_DEVICE * 60_000;
  for (let i = 0; i < PER_DEVICE; i++) {
    const mmol = Math.round((7 + 3 * Math.sin(i / 200 + id) + (i % 13) / 10) * 100) / 100;
    w.row(3)
      .int4(id)
      .timestamptz(start + i * 60_000)
      .float4(mmol);
  }
  await bulkTransaction(h, async (tx) => {
    await tx.copy("glucose_readings", ["device_id", "ts", "mmol"], w.finish());
    await tx.query(
      `INSERT INTO glucose_rollups (device_id, bucket, n, total, lo, hi)
       SELECT device_id, date_bin('15 minutes', ts, '1970-01-01T00:00:00Z'), count(*), sum(mmol::float8), min(mmol), max(mmol)
         FROM glucose_readings WHERE device_id = $1 GROUP BY 1, 2`,
      [id],
    );
  });
}
