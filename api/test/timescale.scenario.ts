import { sql } from "drizzle-orm";
import { DEMO_INGEST_CLIENT, demoSn, type DbHandle } from "@cgm/db";
import type { Caller } from "./harness";
import { EXPORT, formatIn } from "./device-export.helpers";

/**
 * One CGM scenario, the same on every database: 13 days of data uploaded through the ingest endpoint
 * (a sensor's life: what a device may upload at once), late uploads into older days (compressed on
 * TimescaleDB by then), and the answers of the detail page, the clinical summary and the CSV export, to
 * be compared between databases.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** One instant for every database of the file: the whole hour before the file was loaded. */
export const NOW = Math.floor(Date.now() / HOUR) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const ago = (days: number) => NOW - days * DAY;
/**
 * Where compression stops: the last boundary of TimescaleDB's 7-day chunks (aligned on the Unix epoch)
 * at least three days back, so between 3 and 10 days back; everything before it gets compressed.
 */
export const EDGE = Math.floor(ago(3) / WEEK) * WEEK;

/** Device A: 5-minute readings with one day missing (uploaded late); B: the same; C: two days, late. */
export const SN = { a: demoSn(2), b: demoSn(3), c: demoSn(4) };
/** The day device A's phone uploads late: 12 to 11 days back, always before the EDGE. */
const GAP = [ago(12), ago(11)] as const;

/**
 * Glucose in quarters of a mmol/L from 2.5 to 19.75: exact in binary, so sums, means and percentiles
 * do not depend on the order a database adds them in (a compressed chunk is read in another order),
 * and every range of the consensus (very low to very high) is visited.
 */
const glucose = (i: number) => 2.5 + 0.25 * ((i * 7 + Math.floor(i / 12) * 3) % 70);

function readings(from: number, to: number, phase = 0, skip?: readonly [number, number]) {
  const out: { ts: string; value: number }[] = [];
  for (let t = from, i = phase; t < to; t += 5 * MINUTE, i++)
    if (!skip || t < skip[0] || t >= skip[1]) out.push({ ts: iso(t), value: glucose(i) });
  return out;
}

function every<T>(from: number, to: number, stepMs: number, item: (ts: string, i: number) => T): T[] {
  const out: T[] = [];
  for (let t = from, i = 0; t < to; t += stepMs, i++) out.push(item(iso(t), i));
  return out;
}

const KINDS = ["SENSOR_ABNORMAL", "TEMPERATURE_ABNORMAL", "SIGNAL_LOSS", "LOW_BATTERY"];
const SWITCHES = [
  "bluetoothSwitch",
  "locationSwitch",
  "locationPermission",
  "bluetoothPermission",
  "batteryOptimization",
  "powerSaving",
];

/** The first upload: 13 days of every series for A and B (many rows: COPY straight into the tables). */
export function firstBatch() {
  const from = ago(13);
  const to = NOW - 5 * MINUTE;
  return {
    batchId: "ts-history",
    devices: [
      {
        sn: SN.a,
        readings: readings(from, to, 0, GAP),
        anomalies: every(from, to, 6 * HOUR, (ts, i) => ({ ts, kind: KINDS[i % 4], detail: `a${i}` })),
        bluetooth: every(from + HOUR, to, 10 * HOUR, (ts, i) => ({ ts, connected: i % 2 === 0 })),
        permissions: every(from, to, 2 * DAY, (ts, i) => ({
          ts,
          ...Object.fromEntries(SWITCHES.map((k, j) => [k, ((i >> j) & 1) === 0])),
        })),
        usage: every(from, to, 7 * HOUR, (ts, i) => ({ ts, action: i % 2 ? "APP_STOP" : "APP_START" })),
        info: { appVersion: "3.2.1", phonePlatform: "Android", phoneModel: "Pixel 8" },
      },
      {
        sn: SN.b,
        readings: readings(from, to, 29),
        anomalies: every(from, to, DAY, (ts, i) => ({ ts, kind: KINDS[(i + 1) % 4] })),
      },
    ],
  };
}

/**
 * The late uploads, each down another path of the ingest: A's missing day with an hour already stored
 * (few rows: INSERT ... ON CONFLICT from arrays); B's first two days again with readings between them
 * (many rows overlapping stored ones: COPY into a staging table, then INSERT ... ON CONFLICT); C's two
 * days, 12.5 to 10.5 days back (many rows, none stored: COPY straight into the table).
 */
export function lateBatches() {
  const day = readings(GAP[0], GAP[1] + HOUR, 0);
  return [
    {
      batchId: "ts-late-a",
      devices: [
        {
          sn: SN.a,
          readings: day,
          anomalies: [{ ts: iso(GAP[0] + 90 * MINUTE), kind: "SIGNAL_LOSS", detail: "late" }],
        },
      ],
    },
    {
      batchId: "ts-late-b",
      devices: [
        { sn: SN.b, readings: [...readings(ago(13), ago(11), 29), ...readings(ago(13) + 150_000, ago(12))] },
      ],
    },
    { batchId: "ts-late-c", devices: [{ sn: SN.c, readings: readings(ago(12.5), ago(10.5), 7) }] },
  ];
}

const BASIC = `Basic ${Buffer.from(`${DEMO_INGEST_CLIENT.clientId}:${DEMO_INGEST_CLIENT.secret}`).toString("base64")}`;

/**
 * Pairs the scenario's devices through the demo app client (POST /device/v1/pair) and returns their
 * device tokens, which then alone write their SNs. Where the server has no pairing (older builds: 404)
 * the client credentials, sent with every upload as well, authenticate the uploads.
 */
export async function pairAll(base: string): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const sn of Object.values(SN)) {
    const res = await fetch(`${base}/device/v1/pair`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: BASIC },
      body: JSON.stringify({ sn }),
    });
    if (res.status === 201) tokens[sn] = ((await res.json()) as { deviceToken: string }).deviceToken;
    else if (res.status !== 404) throw new Error(`pairing ${sn}: ${res.status} ${await res.text()}`);
  }
  return tokens;
}

/** Uploads a batch through the ingest endpoint, each entry with its device's token; the answer's counts. */
export async function ingest(
  base: string,
  tokens: Record<string, string>,
  batch: { batchId: string; devices: { sn: string }[] },
) {
  const devices = batch.devices.map((d) => ({ ...d, deviceToken: tokens[d.sn] }));
  const res = await fetch(`${base}/ingest/v1/batches`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: BASIC },
    body: JSON.stringify({ ...batch, devices }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, stored: body.stored, duplicates: body.duplicates, rejected: body.rejected };
}

const RANGE = `$sn: String!, $from: DateTimeISO!, $to: DateTimeISO!`;
const DETAIL = `query(${RANGE}, $page: PageInput) {
  device(sn: $sn) { lastGlucose lastMonitoringAt monitoringStartAt syncedTo wornDays bluetoothState
    appVersion phonePlatform phoneModel firstUseAt lastUseAt }
  glucoseCurve(sn: $sn, from: $from, to: $to) { bucketSeconds readings ts mmol min max }
  glucoseStats(sn: $sn, from: $from, to: $to, timeZone: "Asia/Shanghai") {
    summary { count expected wearPercent meanMmol cvPercent gmiPercent veryLow low inRange high veryHigh gri griZone }
    agp { minuteOfDay p5 p25 p50 p75 p95 } }
  anomalyEvents(sn: $sn, from: $from, to: $to, page: $page) { total items { ts kind detail } }
  usageRecords(sn: $sn, from: $from, to: $to, page: $page) { total items { ts kind detail } }
  bluetoothEvents(sn: $sn, from: $from, to: $to) { ts connected }
  permissionStatus(sn: $sn) { ts bluetoothSwitch locationSwitch locationPermission bluetoothPermission
    batteryOptimization powerSaving } }`;

/**
 * The ranges asked about: two weeks (buckets), a day around the late upload, compressed days only, and
 * two days across the EDGE (compressed, then not); every reading, bucketed or one by one.
 */
const RANGES: [string, number, number][] = [
  ["14 days", ago(14), NOW],
  ["late day", GAP[0] - 6 * HOUR, GAP[1] + 6 * HOUR],
  ["compressed days", ago(13), ago(10)],
  ["across the edge", EDGE - DAY, EDGE + DAY],
];

/** Everything the scenario checks, by question: the same on every database. */
export async function answers(
  admin: Caller,
  h: DbHandle,
  sns = Object.values(SN),
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const sn of sns)
    for (const [name, from, to] of RANGES) {
      const r = await admin.gql(DETAIL, { sn, from: iso(from), to: iso(to), page: { offset: 3, limit: 40 } });
      if (r.errors) throw new Error(`${sn} ${name}: ${JSON.stringify(r.errors)}`);
      out[`${sn} ${name}`] = r.data;
    }
  const csv = await admin.gql<{ exportDevices: string }>(EXPORT, {
    f: { sn: "CGM20260000" },
    s: { field: "SN", direction: "ASC" },
    fmt: formatIn("en", "mg/dL", "Asia/Shanghai"),
  });
  if (csv.errors) throw new Error(`export: ${JSON.stringify(csv.errors)}`);
  out.csv = csv.data?.exportDevices;
  for (const table of ["glucose_readings", "anomaly_events", "bluetooth_events", "permission_snapshots"])
    out[table] = await h.rows(
      sql.raw(`select d.sn, count(*)::int as n, extract(epoch from min(t.ts))::float8 as first,
                      extract(epoch from max(t.ts))::float8 as last
                 from devices d join ${table} t on t.device_id = d.id group by d.sn order by d.sn`),
    );
  return out;
}
