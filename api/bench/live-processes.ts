import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { redisAnswers, startInstance, type Instance } from "../test/processes";
import { benchLive, type LiveFigures, type LiveOptions } from "./live";

/**
 * The live benchmark over two API processes on the benchmark's PostgreSQL database, as docker-compose
 * runs them: once with LISTEN/NOTIFY as their bus, once with Redis (when one answers at BENCH_REDIS_URL,
 * else redis://127.0.0.1:6379). Subscribers are spread over both processes and uploads alternate between
 * them, so every subscriber gets half of its events across the bus. Reports each process's peak RSS.
 */
export interface BusFigures {
  bus: string;
  live: LiveFigures;
  /** Peak resident memory of each API process (MB). */
  rssMb: number[];
}

const REDIS = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";
/** Lets the live client read the processes' CPU time (/metrics). */
const METRICS_TOKEN = randomBytes(16).toString("hex");

/** Peak resident set size of a process in MB, from /proc (NaN where it cannot be read). */
function peakRssMb(pid: number | undefined): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export async function benchLiveProcesses(opts: {
  databaseUrl: string;
  cookie: string;
  tokens: Record<string, string>;
  live: LiveOptions;
  say: (line: string) => void;
}): Promise<BusFigures[]> {
  const buses: { bus: string; env: Record<string, string> }[] = [{ bus: "LISTEN/NOTIFY", env: {} }];
  if (await redisAnswers(REDIS)) buses.push({ bus: "Redis", env: { REDIS_URL: REDIS } });
  else opts.say(`  (no Redis at ${REDIS}: the Redis bus is not measured)`);
  const out: BusFigures[] = [];
  for (const { bus, env } of buses) {
    let apis: Instance[] = [];
    try {
      apis = await Promise.all(
        [0, 1].map(() =>
          startInstance({ DATABASE_URL: opts.databaseUrl, LOG_LEVEL: "error", METRICS_TOKEN, ...env }),
        ),
      );
      const live = await benchLive({
        bases: apis.map((a) => a.url),
        cookie: opts.cookie,
        tokens: opts.tokens,
        opts: opts.live,
        metricsToken: METRICS_TOKEN,
      });
      const rssMb = apis.map((a) => peakRssMb(a.child.pid));
      out.push({ bus, live, rssMb });
      opts.say(
        `  ${bus}: ${live.subscribers} subscribers live in ${(live.setupMs / 1000).toFixed(1)} s; ` +
          `p99 ${live.latency.p99.toFixed(1)} ms; ${live.received} of ${live.expected} events; ${live.errors} ` +
          `errors; peak RSS per API process ${rssMb.map((r) => `${Math.round(r)} MB`).join(", ")}; ` +
          `API CPU per event ${live.serverCpuUsPerEvent?.toFixed(1) ?? "?"} µs`,
      );
    } finally {
      await Promise.all(apis.map((a) => a.stop()));
    }
  }
  return out;
}
