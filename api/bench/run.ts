import "reflect-metadata";
import { sql } from "drizzle-orm";
import { demoSn, openDatabase, type DbHandle } from "@cgm/db";
import { freshPostgres } from "../../db/test/db";
import { Caller, startHarness, type Harness } from "../test/harness";
import { AUTH, DAY, benchIngest, type IngestFigures } from "./ingest";
import { benchCurve, type CurveFigures } from "./curve";
import { benchLive, type LiveFigures } from "./live";
import { report } from "./report";
import { clock, int, ms } from "./stats";

/**
 * npm run bench: ingest throughput, curve latency and live latency of the real API server, in process,
 * on BENCH_DATABASE_URL, else TEST_DATABASE_URL (a fresh throw-away database on that server, dropped at
 * the end), else the embedded PGlite in memory. A measurement: exits 0 whatever the figures, 1 on errors.
 */
const PLAN = {
  ingest: { devices: 20, days: 14, inFlight: 3, batchReadings: 20_160, repeats: 5 },
  curve: { warmUps: 20, runs: 200 },
  live: {
    devices: 10,
    perDevice: 100,
    rounds: 20,
    warmUps: 10,
    spacingMs: 200,
    wave: 100,
    processes: 2,
  },
} as const;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** `npm run bench -- --only live` (or ingest, curve; comma-separated) runs some parts; curve needs ingest. */
const PARTS = ["ingest", "curve", "live"] as const;
function partsToRun(argv: string[]): Set<(typeof PARTS)[number]> {
  const i = argv.indexOf("--only");
  if (i < 0) return new Set(PARTS);
  const asked = (argv[i + 1] ?? "").split(",");
  const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length || !asked.length) throw new Error(`--only takes ${PARTS.join(", ")}; not ${unknown}`);
  const parts = new Set(asked as (typeof PARTS)[number][]);
  if (parts.has("curve")) parts.add("ingest");
  return parts;
}

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

/**
 * Between parts: a CHECKPOINT on a server, so that writing back what the previous part wrote (the ingest
 * part writes about a gigabyte of WAL, which triggers checkpoints) does not slow this part's commits.
 * Needs the pg_checkpoint role or a superuser; skipped (and said) without it.
 */
async function settleWrites(h: DbHandle): Promise<void> {
  if (h.driver !== "postgres") return;
  try {
    await h.db.execute(sql`checkpoint`);
  } catch (e) {
    say(`  (no CHECKPOINT between parts: ${e instanceof Error ? e.message : String(e)})`);
  }
}

async function main(): Promise<void> {
  const { h, label } = await open();
  let t: Harness | undefined;
  try {
    const [v] = await h.rows<{ version: string }>(sql`select version() as version`);
    say(`Database: ${label}`);
    say(`Version:  ${v?.version ?? "unknown"}`);

    const started = clock();
    t = await startHarness(h);
    const admin = new Caller(t.url);
    const login = await admin.login("admin", "admin123");
    if (login.errors?.length || !admin.cookie)
      throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    say(`Server:   ${t.url} (in process), migrated and seeded in ${ms(clock() - started)} ms`);

    const parts = partsToRun(process.argv.slice(2));
    const now = Date.now();
    const p = PLAN.ingest;
    let ingest: IngestFigures | undefined;
    if (parts.has("ingest")) {
      say(
        `\nIngest: ${p.devices} devices x ${p.days} days of 1-minute readings, ${p.repeats} runs of fresh ` +
          `readings (uploads from a child process, ${p.inFlight} in flight)`,
      );
      ingest = await benchIngest(h, t.url, now, p, say);
      say(`  ${int(ingest.readings)} readings in ${ingest.batches} batches per run`);
    }

    let curve: CurveFigures | undefined;
    if (parts.has("curve")) {
      const sn = demoSn(1);
      const c = PLAN.curve;
      say(`\nCurve: glucoseCurve of ${sn} over ${p.days} days, ${c.runs} runs after ${c.warmUps} warm-ups`);
      await settleWrites(h);
      curve = await benchCurve({
        base: t.url,
        cookie: admin.cookie,
        sn,
        from: new Date(now - p.days * DAY).toISOString(),
        to: new Date(now).toISOString(),
        ...c,
      });
      say(`  ${int(curve.readings)} readings -> ${curve.points} points of ${curve.bucketSeconds} s`);
    }

    let live: LiveFigures | undefined;
    if (parts.has("live")) {
      const l = PLAN.live;
      const sns = Array.from({ length: l.devices }, (_, i) => demoSn(41 + i));
      say(
        `\nLive: ${l.devices} devices x ${l.perDevice} subscribers, one socket each (in ${l.processes} ` +
          `child processes, uploads from another); ${l.rounds} rounds every ${l.spacingMs} ms after ` +
          `${l.warmUps}+ warm-up rounds`,
      );
      await settleWrites(h);
      live = await benchLive({ base: t.url, cookie: admin.cookie, auth: AUTH, opts: { sns, ...l } });
      say(`  ${live.subscribers} subscribers live in ${ms(live.setupMs)} ms; ${live.errors} errors`);
    }

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
