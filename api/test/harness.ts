import "reflect-metadata";
import path from "node:path";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import pino from "pino";
import { applyTimescale, migrate, openDatabase, seed, type DbHandle } from "@cgm/db";
import { loadConfig, type Config } from "../src/config";
import { createAppServer, type AppServer, type ServerOptions } from "../src/server";
import { testDrivers as dbDrivers, type TestDriver } from "../../db/test/db";
import { timescaleDriver } from "./timescale.driver";

/**
 * The databases of the integration tests (db/test/db.ts), and with TEST_TIMESCALEDB=1 also PGlite built
 * with TimescaleDB (~700 MB and a few seconds per database opened: not by default; timescale.test.ts
 * runs on it always).
 */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_TIMESCALEDB === "1" ? [...dbDrivers(), timescaleDriver] : dbDrivers();
}

export interface Harness {
  h: DbHandle;
  config: Config;
  server: AppServer;
  url: string;
  close(): Promise<void>;
}

/**
 * A real server on an ephemeral port over the given database, prepared as main.ts does (migrated, the
 * TimescaleDB step where the database has the extension) and seeded with demo data.
 */
export async function startHarness(
  h: DbHandle,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<Harness> {
  await migrate(h);
  await applyTimescale(h);
  const config = loadConfig({ WEB_DIST: "/nonexistent", LOG_LEVEL: "silent", ...env });
  // With a DATA_DIR of the test's own, the seeded countries get their icons stored there, as main.ts does.
  const filesDir = env.DATA_DIR ? path.join(config.dataDir, "files") : undefined;
  await seed(h.db, { demo: true, adminPassword: "admin123", filesDir });
  const server = await createAppServer(h, config, pino({ level: "silent" }), options);
  const port = await server.listen(0, "127.0.0.1");
  return {
    h,
    config,
    server,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await h.close();
    },
  };
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  headers: Headers;
}

/** A browser-like caller: keeps the session cookie between requests. */
export class Caller {
  cookie: string | undefined;
  constructor(readonly base: string) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResult<T>> {
    const res = await fetch(`${this.base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) {
      const pair = setCookie.split(";")[0] ?? "";
      this.cookie = pair.endsWith("=") ? undefined : pair;
    }
    const body = (await res.json()) as { data?: T; errors?: GqlResult<T>["errors"] };
    return { status: res.status, headers: res.headers, ...body };
  }

  async login(account: string, password: string): Promise<GqlResult> {
    return this.gql(
      `mutation($input: LoginInput!) { login(input: $input) { me { account dataScope permissionCodes } } }`,
      { input: { account, password } },
    );
  }

  /** A graphql-ws client sending this caller's cookie (and optionally an Origin). */
  ws(origin?: string): Client {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (origin) headers.origin = origin;
    return createClient({
      url: `${this.base.replace("http", "ws")}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
          // As in a browser, a binary frame is not text: graphql-ws cannot read it, and the test fails.
          this.binaryType = "arraybuffer";
        }
      },
      retryAttempts: 0,
      lazy: true,
      // Keep the socket open between operations, so each operation is checked on the same connection.
      lazyCloseTimeout: 60_000,
    });
  }
}

/** A server on a fresh embedded database, with its administrator signed in. */
export async function adminHarness(): Promise<{ t: Harness; admin: Caller }> {
  const t = await startHarness(await openDatabase());
  const admin = new Caller(t.url);
  await admin.login("admin", "admin123");
  return { t, admin };
}

/** Subscribes over the caller's own WebSocket and collects what arrives: results, and errors or closes. */
export function listen(c: Caller, query: string) {
  const events: { data?: Record<string, unknown>; errors?: unknown[] }[] = [];
  const errors: unknown[] = [];
  const client = c.ws();
  const stop = client.subscribe(
    { query },
    {
      next: (r) => void events.push(r as (typeof events)[number]),
      error: (e) => void errors.push(e),
      complete: () => {},
    },
  );
  return { events, errors, close: async () => (stop(), await client.dispose()) };
}

/** Runs one operation over a graphql-ws client and returns its single result, or the close event. */
export function wsOnce(
  client: Client,
  query: string,
): Promise<{ data?: unknown; errors?: unknown[] } | { closed: number }> {
  return new Promise((resolve) => {
    let result: { data?: unknown; errors?: unknown[] } | undefined;
    client.subscribe(
      { query },
      {
        next: (r) => {
          result = r as typeof result;
        },
        error: (e) => {
          if (Array.isArray(e)) resolve({ errors: e });
          else if (e && typeof e === "object" && "code" in e)
            resolve({ closed: Number((e as { code: number }).code) });
          else resolve({ errors: [e] });
        },
        complete: () => resolve(result ?? {}),
      },
    );
  });
}

export const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

/** Waits until `ok()` holds, or the time runs out (the caller's assertions then say what is missing). */
export async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
}
