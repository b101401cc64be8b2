import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { sql } from "drizzle-orm";
import { migrate, openDatabase, seed, type DbHandle } from "@cgm/db";
import { freshPostgres } from "../../db/test/db";
import { loadConfig } from "../src/config";
import { createAppServer, type AppServer } from "../src/server";
import { openBus, type Bus } from "../src/live/bus";
import { Caller } from "./harness";
import { pairDevice } from "./pairing.helpers";
import { TcpProxy } from "./tcp-proxy";

const TEST_URL = process.env.TEST_DATABASE_URL;
if (!TEST_URL) console.warn("TEST_DATABASE_URL is not set: the PostgreSQL outage tests are skipped.");

/** Every answer during an outage comes within this (issue 9.6: up to 14.7 s). */
const LIMIT_MS = 3_000;
const SN = "CGM202600001";

interface Timed {
  what: string;
  ms: number;
  status: number;
  body: string;
}

async function timed(what: string, run: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const res = await run();
  const body = await res.text();
  return { what, ms: Math.round(performance.now() - started), status: res.status, body };
}

// Issue 9.6: while PostgreSQL could not be reached, answers took up to 14.7 s.
describe.skipIf(!TEST_URL)("a database outage on PostgreSQL", () => {
  let base: DbHandle;
  let h: DbHandle;
  let proxy: TcpProxy;
  let server: AppServer;
  let url: string;
  let admin: Caller;
  let deviceToken: string;
  let bus: Bus | null;
  const heard: string[] = [];
  const measured: string[] = [];

  beforeAll(async () => {
    base = await freshPostgres(TEST_URL!);
    await migrate(base);
    await seed(base.db, { demo: true, adminPassword: "admin123" });
    const target = new URL(base.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    target.port = String(await proxy.start());
    h = await openDatabase({ url: target.toString() });
    const config = loadConfig({ WEB_DIST: "/nonexistent", ADMIN_PASSWORD: "admin123" });
    server = await createAppServer(h, config, pino({ level: "silent" }));
    url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
    admin = new Caller(url);
    await admin.login("admin", "admin123");
    deviceToken = await pairDevice(url, SN);
    // Live events between instances: LISTEN on the server's connection, NOTIFY from elsewhere.
    bus = await openBus(h, undefined, pino({ level: "silent" }));
    await bus?.listen("outage_test", (p) => void heard.push(p));
  });
  afterAll(async () => {
    console.log(`outage answer times (ms):\n  ${measured.join("\n  ")}`);
    await bus?.close();
    await server?.close();
    await h?.close();
    await proxy?.close();
    await base?.close();
  });

  let batchNo = 0;
  /**
   * A GraphQL query that reads the database, a sign-in, an ingest batch: at once. Each phase signs in
   * its own account: a sign-in cut off by the outage may count against the account's sign-in limit.
   */
  const threeCalls = (account = "scope-all") => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const batch = {
      batchId: `outage-${++batchNo}`,
      devices: [{ sn: SN, readings: [{ ts: new Date(Date.now() - 60_000).toISOString(), value: 6.2 }] }],
    };
    return Promise.all([
      timed("graphql", () =>
        post("/graphql", { query: "{ overview { organisations } }" }, { cookie: admin.cookie ?? "" }),
      ),
      timed("sign-in", () =>
        post("/graphql", {
          query: `mutation { login(input: { account: "${account}", password: "demo1234" }) { me { account } } }`,
        }),
      ),
      timed("ingest", () => post("/ingest/v1/batches", batch, { authorization: `Bearer ${deviceToken}` })),
    ]);
  };

  const expectUnavailable = (answers: Timed[], phase: string) => {
    for (const a of answers) {
      measured.push(`${phase} ${a.what}: ${a.ms} (HTTP ${a.status})`);
      expect(a.ms, `${phase} ${a.what}`).toBeLessThan(LIMIT_MS);
      expect(a.body, `${phase} ${a.what}`).not.toMatch(/select |insert |\bat \S+ \(/i);
      if (a.what === "ingest") {
        expect(a.status).toBe(503);
        expect(JSON.parse(a.body)).toMatchObject({ error: "SERVICE_UNAVAILABLE" });
      } else {
        const body = JSON.parse(a.body) as { errors?: { extensions?: { code?: string } }[] };
        expect(body.errors?.[0]?.extensions?.code, `${phase} ${a.what}`).toBe("SERVICE_UNAVAILABLE");
      }
    }
  };

  const expectReadyz = async (status: number, phase: string) => {
    const r = await timed("readyz", () => fetch(`${url}/readyz`));
    measured.push(`${phase} readyz: ${r.ms} (HTTP ${r.status})`);
    expect(r.status).toBe(status);
    expect(r.ms).toBeLessThan(LIMIT_MS);
  };

  const recover = async (phase: string, account: string) => {
    await proxy.pass();
    const started = performance.now();
    let ready = false;
    const poll = async () => {
      while (!ready && performance.now() - started < 10_000) {
        ready = (await fetch(`${url}/readyz`)).status === 200;
        if (!ready) await new Promise((r) => setTimeout(r, 100));
      }
    };
    await poll();
    measured.push(`${phase}: ready again after ${Math.round(performance.now() - started)}`);
    expect(ready).toBe(true);
    const [graphql, signIn, ingest] = await threeCalls(account);
    expect(graphql!.status, graphql!.body).toBe(200);
    expect(JSON.parse(graphql!.body)).toMatchObject({ data: { overview: {} } });
    expect(JSON.parse(signIn!.body), signIn!.body).toMatchObject({ data: { login: { me: { account } } } });
    expect(ingest!.status, ingest!.body).toBe(200);
    // Every pooled connection works again (one left broken by the outage would fail some of these).
    const many = await Promise.all(
      Array.from({ length: 16 }, () =>
        fetch(`${url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: admin.cookie ?? "" },
          body: JSON.stringify({ query: "{ overview { organisations } }" }),
        }).then((r) => r.status),
      ),
    );
    expect(many).toEqual(Array.from({ length: 16 }, () => 200));
    // Live events between instances (LISTEN/NOTIFY) flow again too.
    const notifyUntilHeard = async () => {
      const end = performance.now() + 5_000;
      while (!heard.includes(phase) && performance.now() < end) {
        await base.db.execute(sql`select pg_notify('outage_test', ${phase})`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    await notifyUntilHeard();
    expect(heard).toContain(phase);
  };

  it(
    "answers 503 within 3 s while the server does not answer at all, and recovers",
    { timeout: 60_000 },
    async () => {
      const ok = await threeCalls();
      expect(ok.map((a) => a.status)).toEqual([200, 200, 200]);
      proxy.blackhole();
      expectUnavailable(await threeCalls(), "black hole, at once:");
      await expectReadyz(503, "black hole:");
      await new Promise((r) => setTimeout(r, 5_000));
      expectUnavailable(await threeCalls(), "black hole, after 5 s:");
      await expectReadyz(503, "black hole, after 5 s:");
      await recover("black hole", "scope-all");
    },
  );

  it("answers 503 within 3 s while connections are accepted and dropped, without a reconnect storm", async () => {
    proxy.drop();
    expectUnavailable(await threeCalls("scope-org"), "dropped, at once:");
    await expectReadyz(503, "dropped:");
    // Once the probe has noticed (within ~2 s; until then waiting queries retry at once), count.
    const noticed = performance.now() + 3_000;
    while (!h.breaker?.isOpen && performance.now() < noticed) await new Promise((r) => setTimeout(r, 20));
    expect(h.breaker?.isOpen).toBe(true);
    const before = proxy.accepted;
    await new Promise((r) => setTimeout(r, 3_000));
    const attempts = proxy.accepted - before;
    measured.push(`dropped: ${attempts} connection attempts in 3 s`);
    expect(attempts).toBeLessThan(60); // postgres.js alone retries at once, for ever (hundreds a second)
    expectUnavailable(await threeCalls("scope-org"), "dropped, after 3 s:");
    await recover("dropped", "scope-org");
  });

  it("answers 503 within 3 s while the server refuses connections, and recovers", async () => {
    await proxy.refuse();
    expectUnavailable(await threeCalls("scope-subtree"), "refused, at once:");
    await expectReadyz(503, "refused:");
    await new Promise((r) => setTimeout(r, 5_000));
    expectUnavailable(await threeCalls("scope-subtree"), "refused, after 5 s:");
    await recover("refused", "scope-subtree");
  });
});
