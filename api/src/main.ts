import "reflect-metadata";
import { mkdirSync } from "node:fs";
import {
  applyTimescale,
  openDatabase,
  prepareDatabase,
  seed,
  ADMIN_ACCOUNT,
  DEFAULT_ADMIN_PASSWORD,
  DEMO_PASSWORD,
  DEMO_SCOPE_ACCOUNTS,
} from "@cgm/db";
import { ConfigError, loadConfig, seedOptions } from "./config";
import { createLogger } from "./observability";
import { createAppServer } from "./server";
import { seedDemoReadings, startDemoFeed } from "./sim/demo";
import { publishDeviceProgress } from "./live/devices";

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${e.message}\n`);
    process.exit(2);
  }
  throw e;
}
const log = createLogger(config.logLevel);

if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const h = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
).catch((e: unknown) => {
  process.stderr.write(
    `Database error: cannot open ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}: ${String(e)}\n`,
  );
  process.exit(2);
});
await prepareDatabase(h, async (one) => {
  const timescale = await applyTimescale(one);
  if (timescale.state === "applied") log.info("time series are TimescaleDB hypertables");
  if (timescale.state === "refused")
    log.warn({ reason: timescale.reason }, "TimescaleDB is installed but refused; time series stay plain");
  const retired = await seed(one.db, seedOptions(config));
  if (retired?.admin)
    log.warn(
      "admin still had the published default password: it is now ADMIN_PASSWORD, to be changed at sign-in",
    );
  if (retired?.demoAccounts.length)
    log.warn(
      { accounts: retired.demoAccounts },
      "demo accounts on the published demo password disabled (no SEED_DEMO=1)",
    );
  if (retired?.demoClient) log.warn("the demo clients (device apps) are disabled (no SEED_DEMO=1)");
});
if (config.production && config.seedDemo) {
  log.warn(
    { accounts: DEMO_SCOPE_ACCOUNTS.map((a) => a.account) },
    "SEED_DEMO=1 in production: demo accounts and demo clients with published passwords and secrets exist",
  );
}

if (config.seedDemo) {
  const started = Date.now();
  const stored = await seedDemoReadings(h);
  if (stored) log.info({ readings: stored, ms: Date.now() - started }, "demo CGM data generated");
  if (!config.databaseUrl) startDemoFeed(h, (progress) => publishDeviceProgress(progress, h.db));
}

const server = await createAppServer(h, config, log).catch((e: unknown) => {
  process.stderr.write(`Cannot start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
});
const port = await server.listen(config.port, config.host).catch((e: unknown) => {
  process.stderr.write(`Cannot listen on ${config.host}:${config.port}: ${String(e)}\n`);
  process.exit(2);
});
// The handlers are in place before the console says it is running: a supervisor (or a test) that sends
// SIGTERM as soon as it reads that line would otherwise meet the default action and kill the process
// without closing the database.
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping");
  await server.close();
  await h.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
log.info({ url, database: h.driver }, "CGM Console started");
process.stdout.write(
  [
    "",
    `  CGM Console is running at ${url.replace("127.0.0.1", "localhost")}`,
    `  Database: ${h.driver === "pglite" ? `embedded (${config.dataDir})` : "PostgreSQL"}`,
    `  Sign in as ${ADMIN_ACCOUNT} / ${
      config.production
        ? "(ADMIN_PASSWORD; a new password is asked for at the first sign-in)"
        : config.adminPassword === DEFAULT_ADMIN_PASSWORD
          ? DEFAULT_ADMIN_PASSWORD
          : "(ADMIN_PASSWORD)"
    }`,
    config.seedDemo
      ? `  Demo scope accounts (password ${DEMO_PASSWORD}): ${DEMO_SCOPE_ACCOUNTS.map((a) => a.account).join(", ")}`
      : "",
    `  API explorer (Apollo Sandbox): ${url}/graphql`,
    "",
  ].join("\n") + "\n",
);
