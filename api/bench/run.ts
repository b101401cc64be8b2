import "reflect-metadata";
import { sql } from "drizzle-orm";
import { demoSn, openDatabase, type DbHandle } from "@cgm/db";
import { freshPostgres } from "../../db/test/db";
import { Caller, startHarness, type Harness } from "../test/harness";
import { AUTH, DAY, benchIngest, generateFleet } from "./ingest";
import { benchCurve } from "./curve";
import { benchLive } from "./live";
import { report } from "./report";
import { clock, int, ms } from "./stats";

/**
 * npm run bench: ingest throughput, curve latency and live latency of the real API server, in process,
 * on BENCH_DATABASE_URL, else TEST_DATABASE_URL (a fresh throw-away database on that server, dropped at
 * the end), else the embedded PGlite in memory. A measurement: exits 0 whatever the figures, 1 on errors.
 */
const PLAN = {
  ingest: { devices: 20, days: 14, inFlight: 3, batchReadings: 20_160 },
  curve: { warmUps: 20, runs: 200 },
  live: { devices: 10, perDevice: 100, rounds: 20, warmUps: 5, spacingMs: 200, wave: 100 },
} as const;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function open(): Promise<{ h: DbHandle; label: string }> {
  const name = process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL" : "TEST_DATABASE_URL";
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) return { h: await openDatabase({}), label: "embedded PGlite (in memory)" };
  const h = await freshPostgres(url);
  const server = new URL(url);
  if (server.password) server.password = "***";
  const db = new URL(h.url ?? url).pathname.slice(1);
  return { h, label: `PostgreSQL server ${server.host} (${name}), throw-away database ${db}` };
}

async function main(): Promise<void> {
  const { h, label } = await open();
  let t: Harness | undefined;
  try {
    const [v] = await h.rows<{ version: string }>(sql`select version() as version`);
    say(`Database: ${label}`);
    say(`Version:  ${v?.version ?? "unknown"}`);

    let started = clock();
    t = await startHarness(h);
    const admin = new Caller(t.url);
    const login = await admin.login("admin", "admin123");
    if (login.errors?.length || !admin.cookie)
      throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    say(`Server:   ${t.url} (in process), migrated and seeded in ${ms(clock() - started)} ms`);

    const now = Date.now();
    const p = PLAN.ingest;
    started = clock();
    const fleet = generateFleet(p.devices, p.days, now);
    say(`\nIngest: ${p.devices} devices x ${p.days} days of 1-minute readings (${ms(clock() - started)} ms)`);
    const ingest = await benchIngest(h, t.url, fleet, p);
    say(
      `  ${int(ingest.readings)} readings, ${ingest.batches} batches, ${ingest.inFlight} in flight: ` +
        `${ms(ingest.ingestMs)} ms; raw COPY ${ingest.copyMs.map(ms).join(" / ")} ms`,
    );

    const sn = demoSn(1);
    const c = PLAN.curve;
    say(`\nCurve: glucoseCurve of ${sn} over ${p.days} days, ${c.runs} runs after ${c.warmUps} warm-ups`);
    const curve = await benchCurve(admin, sn, new Date(now - p.days * DAY), new Date(now), c.warmUps, c.runs);
    say(`  ${int(curve.readings)} readings -> ${curve.points} points of ${curve.bucketSeconds} s`);

    const l = PLAN.live;
    const sns = Array.from({ length: l.devices }, (_, i) => demoSn(41 + i));
    say(
      `\nLive: ${l.devices} devices x ${l.perDevice} subscribers, one socket each (clients in a child ` +
        `process); ${l.rounds} rounds every ${l.spacingMs} ms after ${l.warmUps}+ warm-up rounds`,
    );
    const live = await benchLive({ base: t.url, cookie: admin.cookie, auth: AUTH, opts: { sns, ...l } });
    say(`  ${live.subscribers} subscribers live in ${ms(live.setupMs)} ms; ${live.errors} errors`);

    say(`\n${report(h.driver === "postgres", ingest, curve, live)}`);
  } finally {
    if (t) await t.close();
    else await h.close();
  }
}

const began = clock();
main().then(
  () => {
    say(`\nBenchmark finished in ${((clock() - began) / 1000).toFixed(1)} s`);
    process.exit(0);
  },
  (e: unknown) => {
    process.stderr.write(`Benchmark failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
