import path from "node:path";

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Server database; undefined means the embedded one. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  adminPassword: string;
  /** Seed demo organisations, accounts and devices (always on the embedded database). */
  seedDemo: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Origins allowed to open the WebSocket; empty means same host only. */
  allowedOrigins: string[];
  webDist: string;
  logLevel: string;
}

export class ConfigError extends Error {}

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
  const adminPassword = env.ADMIN_PASSWORD || "admin123";
  if (adminPassword.length < 6) throw new ConfigError("ADMIN_PASSWORD must be at least 6 characters");
  if (databaseUrl && production && !env.ADMIN_PASSWORD) {
    throw new ConfigError("ADMIN_PASSWORD must be set to run in production on a server database");
  }
  const host = env.HOST || "127.0.0.1";
  const logLevel = env.LOG_LEVEL || "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  return {
    port: int(env, "PORT", 4000, 0, 65535),
    host,
    production,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    redisUrl,
    adminPassword,
    seedDemo: !databaseUrl || env.SEED_DEMO === "1",
    sessionIdleMinutes: int(env, "SESSION_IDLE_MINUTES", 120, 1, 24 * 60),
    sessionMaxHours: int(env, "SESSION_MAX_HOURS", 12, 1, 24 * 30),
    allowedOrigins: (env.ALLOWED_ORIGINS || "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(env.WEB_DIST || new URL("../../web/dist", import.meta.url).pathname),
    logLevel,
  };
}
