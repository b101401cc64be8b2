import "reflect-metadata";
import { sql } from "drizzle-orm";
import { demoSn, openDatabase, type DbHandle } from "@cgm/db";
import { freshPostgres } from "../../db/test/db";
import { Caller, startHarness, type Harness } from "../test/harness";
import { DAY, benchIngest, generateFleet } from "./ingest";
import { benchCurve } from "./curve";
import { benchLive } from "./live";
import { clock, int, ms, table } from "./stats";

/**
 * npm run bench: ingest throughput, curve latency and live latency of the real API server, in process,
 * on BENCH_DATABASE_URL, else TEST_DATABASE_URL (a fresh throw-away database on that server, dropped at
 * the end), else the embedded PGlite in memory. A measurement: exits 0 whatever the figures, 1 on errors.
 */
const PLAN = {
  ingest: { devices: 20, days: 14, inFlight: 3, batchReadings: 20_160 },
  curve: { warmUps: 20, runs: 200 },
  live: { devices: 10, perDevice: 100, rounds: 20, spacingMs: 200, wave: 100 },
} as const;
const TARGETS = { ingestPerSecond: 100_000, copyRatio: 0.5, curveP95Ms: 50, liveP99Ms: 100 } as const;

const say = (line: string) => process.stdout.write(`${line}\n`);
const withoutPassword = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
};

async function open(): Promise<{ h: DbHandle; label: string }> {
  const name = process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL" : "TEST_DATABASE_URL";
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) return { h: await openDatabase({}), label: "embedded PGlite (in memory)" };
  const h = await freshPostgres(url);
  const db = new URL(h.url ?? url).pathname.slice(1);
  return { h, label: `PostgreSQL server at ${withoutPassword(url)} (${name}), throw-away database ${db}` };
}

async function main(): Promise<void> {
  const { h, label } = await open();
  let t: Harness | undefined;
  try {
    const [v] = await h.rows<{ version: string }>(sql`select version() as version`);
    say(`Database: ${label}`);
    say(`Version:  ${v?.version ?? "unknown"}`);
    const onServer = h.driver === "postgres";

    let started = clock();
    t = await startHarness(h);
    const admin = new Caller(t.url);
    const login = await admin.login("admin", "admin123");
    if (login.errors?.length || !admin.cookie)
      throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    say(`Server:   ${t.url}, migrated and seeded in ${ms(clock() - started)} ms`);

    const now = Date.now();
    const p = PLAN.ingest;
    started = clock();
    const fleet = generateFleet(p.devices, p.days, now);
    say(
      `\nIngest: ${p.devices} devices x ${p.days} days of 1-minute readings (generated in ${ms(clock() - started)} ms)`,
    );
    const ingest = await benchIngest(h, t.url, fleet, p);
    const ingestRate = ingest.readings / (ingest.ingestMs / 1000);
    const copyRate = ingest.readings / (ingest.copyMs / 1000);
    say(
      `  ${int(ingest.readings)} readings in ${ingest.batches} batches, ${ingest.inFlight} in flight: ` +
        `${ms(ingest.ingestMs)} ms; raw COPY into ${ingest.copyTarget}: ${ms(ingest.copyMs)} ms`,
    );

    const sn = demoSn(1);
    say(
      `\nCurve: glucoseCurve of ${sn} over ${p.days} days, ${PLAN.curve.runs} runs after ${PLAN.curve.warmUps} warm-ups`,
    );
    const curve = await benchCurve(
      admin,
      sn,
      new Date(now - p.days * DAY),
      new Date(now),
      PLAN.curve.warmUps,
      PLAN.curve.runs,
    );
    say(`  ${int(curve.readings)} readings -> ${curve.points} points of ${curve.bucketSeconds} s`);

    const l = PLAN.live;
    const sns = Array.from({ length: l.devices }, (_, i) => demoSn(41 + i));
    say(
      `\nLive: ${l.devices} devices x ${l.perDevice} subscribers (one socket each), ${l.rounds} rounds every ${l.spacingMs} ms`,
    );
    const live = await benchLive(t.url, admin, { sns, ...l });
    say(
      `  ${live.subscribers} subscribers on ${live.sockets} sockets live in ${ms(live.connectMs)} ms; ${live.errors} errors`,
    );

    const verdict = (ok: boolean) => (!onServer ? "n/a (PGlite)" : ok ? "PASS" : "FAIL");
    const c = curve.latency;
    const lv = live.latency;
    say("");
    say(
      table([
        ["Measure", "Result", "Target", "Status"],
        [
          "Ingest via HTTP (readings/s)",
          int(ingestRate),
          `>= ${int(TARGETS.ingestPerSecond)}`,
          verdict(ingestRate >= TARGETS.ingestPerSecond),
        ],
        ["Raw COPY, same rows (rows/s)", int(copyRate), "", ""],
        [
          "Ingest / raw COPY",
          (ingestRate / copyRate).toFixed(2),
          `>= ${TARGETS.copyRatio}`,
          verdict(ingestRate / copyRate >= TARGETS.copyRatio),
        ],
        [
          `Curve 14 d, ${curve.points} pts p50/p95/p99 (ms)`,
          `${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.p99)}`,
          `p95 < ${TARGETS.curveP95Ms}`,
          verdict(c.p95 < TARGETS.curveP95Ms),
        ],
        [
          `Live, ${live.subscribers} subs p50/p95/p99 (ms)`,
          `${ms(lv.p50)} / ${ms(lv.p95)} / ${ms(lv.p99)}`,
          `p99 < ${TARGETS.liveP99Ms}`,
          verdict(lv.p99 < TARGETS.liveP99Ms),
        ],
        [
          "Live events received",
          `${int(live.received)} / ${int(live.expected)}`,
          "all",
          live.received === live.expected ? "PASS" : "FAIL",
        ],
      ]),
    );
  } finally {
    if (t) await t.close();
    else await h.close();
  }
}

const began = clock();
main().then(
  () => {
    say(`\nBenchmark finished in ${(Math.round(clock() - began) / 1000).toFixed(1)} s`);
    process.exit(0);
  },
  (e: unknown) => {
    process.stderr.write(`Benchmark failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
