import path from "node:path";
import { DEFAULT_ADMIN_PASSWORD, type SeedOptions } from "@cgm/db";
import { ConfigError } from "./configError";
import { parseTrustProxy, type TrustProxy } from "./http/trustProxy";

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Server database; undefined means the embedded one. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  adminPassword: string;
  /** The seeded admin must change its password at first sign-in (production). */
  adminMustChangePassword: boolean;
  /** Seed demo organisations, accounts, devices and clients (SEED_DEMO; by default only in development on the embedded database). */
  seedDemo: boolean;
  /** Proxies whose X-Forwarded-For names the client address (TRUST_PROXY); false: none. */
  trustProxy: TrustProxy;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Origins allowed to open the WebSocket; empty means same host only. */
  allowedOrigins: string[];
  webDist: string;
  logLevel: string;
  /** Bearer token /metrics requires; unset: /metrics is not served. */
  metricsToken?: string;
  /** Origins the console may show in frames (external menu entries), besides the menus' own. */
  frameOrigins: string[];
  /** How long a device app has to answer an app log pull before it expires (LOG_PULL_EXPIRY). */
  logPullExpiryMs: number;
  /** Requests (HTTP operations and WebSocket subscriptions) a partner key may make per minute (PARTNER_RATE_LIMIT). */
  partnerRequestsPerMinute: number;
}

export { ConfigError };

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

/** Reads the environment once at start; bad configuration fails here with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://`);
  }
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError(`REDIS_URL must start with redis://`);
  const adminPassword = env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  if (adminPassword.length < 6) throw new ConfigError("ADMIN_PASSWORD must be at least 6 characters");
  if (production && !env.ADMIN_PASSWORD) {
    throw new ConfigError("ADMIN_PASSWORD must be set in production (the initial admin's password)");
  }
  const seedDemoRaw = env.SEED_DEMO ?? "";
  if (!["", "0", "1"].includes(seedDemoRaw))
    throw new ConfigError(`SEED_DEMO must be 0 or 1, got "${seedDemoRaw}"`);
  // Demo data has published passwords: in production only when asked for; in development by default on
  // the embedded database.
  const seedDemo = seedDemoRaw === "" ? !production && !databaseUrl : seedDemoRaw === "1";
  const host = env.HOST || "127.0.0.1";
  const logLevel = env.LOG_LEVEL || "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    throw new ConfigError("METRICS_TOKEN must be at least 16 printable characters without spaces");
  }
  const frameOrigins = list(env.FRAME_ORIGINS).map((o) => {
    const origin = URL.canParse(o) ? new URL(o).origin : "null";
    if (!/^https?:\/\//.test(origin) || origin !== o.replace(/\/$/, "")) {
      throw new ConfigError(`FRAME_ORIGINS must list origins like https://example.com, got "${o}"`);
    }
    return origin;
  });
  return {
    port: int(env, "PORT", 4000, 0, 65535),
    host,
    production,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    redisUrl,
    adminPassword,
    adminMustChangePassword: production,
    seedDemo,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionIdleMinutes: int(env, "SESSION_IDLE_MINUTES", 120, 1, 24 * 60),
    sessionMaxHours: int(env, "SESSION_MAX_HOURS", 12, 1, 24 * 30),
    allowedOrigins: (env.ALLOWED_ORIGINS || "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(env.WEB_DIST || new URL("../../web/dist", import.meta.url).pathname),
    logLevel,
    metricsToken,
    frameOrigins,
    logPullExpiryMs: duration(env, "LOG_PULL_EXPIRY", 10 * 60_000, 10_000, 7 * 86_400_000),
    partnerRequestsPerMinute: int(env, "PARTNER_RATE_LIMIT", 600, 1, 1_000_000),
  };
}

/** A duration such as 600 (seconds), 90s, 10m or 2h, from `min` to `max` milliseconds. */
function duration(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const m = /^(\d{1,7})(s|m|h)?$/.exec(raw.trim());
  const ms = m ? Number(m[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[m[2] ?? "s"]! : NaN;
  if (!(ms >= min && ms <= max))
    throw new ConfigError(
      `${name} must be a duration such as 600 (seconds), 90s, 10m or 2h, from ${min / 1000} s to ${max / 3_600_000} h, got "${raw}"`,
    );
  return ms;
}

/** A comma-separated variable as its trimmed, non-empty items. */
function list(raw: string | undefined): string[] {
  return (raw || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What the start seeds: the admin (held to change its password in production) and, if asked, demo data. */
export function seedOptions(config: Config): SeedOptions {
  return {
    demo: config.seedDemo,
    adminPassword: config.adminPassword,
    adminMustChangePassword: config.adminMustChangePassword,
    retirePublished: config.production,
    // The file storage's directory (api/src/files/index.ts): the seeded country icons are stored there.
    filesDir: path.join(config.dataDir, "files"),
    // The release screens' demo (versions, app upgrades, packages with files) comes with the demo data.
    demoReleases: config.seedDemo,
  };
}
