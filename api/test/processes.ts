import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { API_NODE_FLAGS } from "../../scripts/api-node-flags.mjs";

/**
 * API processes as `npm start` runs them (`api/src/main.ts` in a child process on an ephemeral port), for
 * the multi-process tests and the benchmark: several processes on one PostgreSQL, with their bus.
 */
const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));

export interface Instance {
  url: string;
  child: ChildProcess;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts one; resolves once it listens. `env` adds to a minimal environment (no demo data by default). */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, "--import", "tsx", MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent",
      ADMIN_PASSWORD: "admin123",
      SEED_DEMO: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const output = () => out;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1].replace("localhost", "127.0.0.1"), child, output, stop });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${out}`));
    });
  });
}

/** Stops one (if it was started and is still running). */
export const stopInstance = (i: Instance | undefined): Promise<void> => i?.stop() ?? Promise.resolve();

/** Whether a Redis server answers at `url` (within a second). */
export async function redisAnswers(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  r.on("error", () => {});
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
