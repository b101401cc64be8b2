import "reflect-metadata";
import { sql } from "drizzle-orm";
import { demoSn, openDatabase, type DbHandle } from "@cgm/db";
import { freshPostgres } from "../../db/test/db";
import { Caller, startHarness, type Harness } from "../test/harness";
import { DAY, benchIngest, pairFleet, type IngestFigures, type IngestOptions } from "./ingest";
import { benchCurve, type CurveFigures } from "./curve";
import { benchLive, type LiveFigures, type LiveOptions } from "./live";
import { report } from "./report";
import { WEB_DIST, benchWeb, buildWebIfMissing, webUnavailable, type WebFigures } from "./web";
import { clock, int, ms } from "./stats";
import { benchApi, type ApiFigures } from "./api";
import { benchLiveProcesses, type BusFigures } from "./live-processes";
import { benchScale, type ScaleOptions, type ScaleStep } from "./scale";

/**
 * npm run bench: ingest throughput, curve latency and live latency of the real API server, in process,
 * on BENCH_DATABASE_URL, else TEST_DATABASE_URL (a fresh throw-away database on that server, dropped at
 * the end), else the embedded PGlite in memory. A measurement: exits 0 whatever the figures, 1 on errors.
 */
const FULL_PLAN = {
  api: { seconds: 20 },
  ingest: { devices: 20, days: 14, inFlight: 3, batchReadings: 20_160, repeats: 5 },
  curve: { warmUps: 20, runs: 200 },
  // Curves and the list at 1M and 10M readings (issue 14.5).
  scale: { sizes: [1_000_000, 10_000_000], warmUps: 20, runs: 200 },
  // 10,000 subscribers (issue 14.4): 20 devices watched by 500 each; a reading per device every second.
  live: {
    devices: 20,
    perDevice: 500,
    rounds: 20,
    warmUps: 10,
    spacingMs: 1000,
    wave: 200,
    processes: 2,
  },
} as const;

/** `npm run bench -- --smoke`: the same steps at a tiny size, to check the benchmark works (no figures). */
const SMOKE_PLAN = {
  api: { seconds: 1 },
  ingest: { ...FULL_PLAN.ingest, devices: 2, days: 1, repeats: 2 },
  curve: { warmUps: 2, runs: 5 },
  scale: { sizes: [100_000, 200_000], warmUps: 2, runs: 5 },
  live: { ...FULL_PLAN.live, devices: 2, perDevice: 3, rounds: 3, warmUps: 2 },
} as const;
const PLAN: {
  api: { seconds: number };
  ingest: IngestOptions;
  curve: { warmUps: number; runs: number };
  scale: ScaleOptions;
  live: Omit<LiveOptions, "sns"> & { devices: number };
} = process.argv.includes("--smoke") ? SMOKE_PLAN : FULL_PLAN;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** `npm run bench -- --only live` (or api, ingest, curve, scale, web; comma-separated) runs some parts; curve needs ingest. */
const PARTS = ["api", "ingest", "curve", "scale", "live", "web"] as const;
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
  const h = await freshPostgres(url, { max: 10 }); // the product's pool, as main.ts opens it
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

    const parts = partsToRun(process.argv.slice(2));
    // The server looks for the web build when it starts: build it first when the web part is to run.
    const built = parts.has("web") ? buildWebIfMissing() : null;
    if (built) say(`Web:      ${built}`);
    const started = clock();
    t = await startHarness(h, { WEB_DIST });
    const admin = new Caller(t.url);
    const login = await admin.login("admin", "admin123");
    if (login.errors?.length || !admin.cookie)
      throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    say(`Server:   ${t.url} (in process), migrated and seeded in ${ms(clock() - started)} ms`);

    const now = Date.now();
    const p = PLAN.ingest;
    // Device apps write only the devices they paired: the benchmark pairs its devices as phones do.
    const fleet = Math.max(p.devices * p.repeats, 60);
    const paired = clock();
    const tokens = await pairFleet(h, t.url, fleet, now);
    say(`Devices:  ${fleet} registered and paired through the demo app client in ${ms(clock() - paired)} ms`);
    // First, on the demo data alone: the API beside PostGraphile on the same database.
    let api: ApiFigures | undefined;
    if (parts.has("api")) {
      say(
        `\nAPI: the device list page and { __typename }, beside PostGraphile 5 on the same database; ` +
          `autocannon ${PLAN.api.seconds} s per run from a child process`,
      );
      if (h.driver !== "postgres" || !h.url) say("  skipped: the peer needs a PostgreSQL server");
      else
        api = await benchApi({
          base: t.url,
          cookie: admin.cookie,
          databaseUrl: h.url,
          seconds: PLAN.api.seconds,
          say,
        });
    }

    let ingest: IngestFigures | undefined;
    if (parts.has("ingest")) {
      say(
        `\nIngest: ${p.devices} devices x ${p.days} days of 1-minute readings (less an hour: no reading is ` +
          `older than a sensor's life), ${p.repeats} runs, each of devices of its own (uploads from a child ` +
          `process, ${p.inFlight} in flight, each with its device's token)`,
      );
      ingest = await benchIngest(h, t.url, now, p, tokens, say);
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

    let scale: ScaleStep[] = [];
    if (parts.has("scale")) {
      const s = PLAN.scale;
      say(
        `\nScale: on a database of its own, 90 days of 1-minute readings per device by COPY up to ` +
          `${s.sizes.map(int).join(" and ")} readings; at each size the 90- and 14-day curves and the ` +
          `device list page, ${s.runs} runs each after ${s.warmUps} warm-ups, one at a time`,
      );
      if (h.driver !== "postgres" || !h.url) say("  skipped: it needs a PostgreSQL server");
      else {
        await settleWrites(h);
        scale = await benchScale(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL!, s, say);
      }
    }

    let live: LiveFigures | undefined;
    let liveBuses: BusFigures[] = [];
    if (parts.has("live")) {
      const l = PLAN.live;
      const sns = Array.from({ length: l.devices }, (_, i) => demoSn(41 + i));
      say(
        `\nLive: ${l.devices} devices x ${l.perDevice} subscribers, one socket each (in ${l.processes} ` +
          `child processes, uploads from another); ${l.rounds} rounds every ${l.spacingMs} ms after ` +
          `${l.warmUps}+ warm-up rounds`,
      );
      await settleWrites(h);
      if (h.driver === "postgres" && h.url) {
        say(`  over two API processes on this database, with each bus in turn`);
        liveBuses = await benchLiveProcesses({
          databaseUrl: h.url,
          cookie: admin.cookie,
          tokens,
          live: { sns, ...l },
          say,
        });
      } else {
        live = await benchLive({ bases: [t.url], cookie: admin.cookie, tokens, opts: { sns, ...l } });
        say(`  ${live.subscribers} subscribers live in ${ms(live.setupMs)} ms; ${live.errors} errors`);
      }
    }

    let web: WebFigures | undefined;
    if (parts.has("web")) {
      const why = webUnavailable();
      say(`\nWeb: JavaScript on the wire for a fresh visit of the sign-in route and of the device list`);
      if (why) say(`  skipped: ${why}`);
      else web = await benchWeb(t.url, "admin", "admin123");
    }

    say(`\n${report(h.driver === "postgres", ingest, curve, live, web, api, liveBuses, scale)}`);
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
