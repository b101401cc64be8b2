import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, demoSn, devices, jobs, logPulls } from "@cgm/db";
import { createAppServer } from "../src/server";
import { loadConfig } from "../src/config";
import { startJobWorker } from "../src/jobs/worker";
import { enqueueJob } from "../src/jobs/queue";
import { registerJob } from "../src/jobs/registry";
import { logPullListeners } from "../src/modules/logPull/logPull.events";
import { registerLogPulls } from "../src/modules/logPull/logPull.expiry";
import { Caller, listen, startHarness, testDrivers, until, type Harness } from "./harness";
import { REQUEST, PULL, requestPulls, personalWithEveryPage, seedReadings } from "./logPull.helpers";

describe.each(testDrivers())("app log pulls on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const request = (c: Caller, sns: string[], p = 1) => requestPulls(c, sns, p);

  beforeAll(async () => {
    t = await startHarness(await open(), {}, { jobs: { pollMs: 50 } });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    await seedReadings(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it("answers every message per SN, and pulls several SNs at once", async () => {
    const out = await request(admin, [
      "",
      "CGM12",
      demoSn(9999).slice(0, 12),
      demoSn(30),
      ` ${demoSn(2)} `,
      demoSn(2),
    ]);
    expect(out.map((o) => o.messageId)).toEqual([
      "device.snRequired",
      "validation.sn.length",
      "device.notFound",
      "logPull.noLogs",
      null,
      "logPull.pending",
    ]);
    expect(out[4]!.pull).toMatchObject({
      sn: demoSn(2),
      periodDays: 1,
      status: "RETRIEVING",
      requestedBy: "admin",
    });
    // Another period of the same SN is another pull; a bad period is refused as a whole.
    expect((await request(admin, [demoSn(2)], 7))[0]!.pull?.status).toBe("RETRIEVING");
    const bad = await admin.gql(REQUEST, { sns: [demoSn(3)], p: 5 });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { periodDays: "validation.range" },
    });
    const logged = await t.h.db.select().from(auditLog).where(eq(auditLog.action, "logPull.pull"));
    expect(logged.map((l) => l.entityName)).toEqual(expect.arrayContaining([demoSn(2)]));
  });

  it("keeps to the data scope: out of scope reads as not existing, in lists, reads and live events", async () => {
    await personalWithEveryPage(t);
    const personal = new Caller(t.url);
    await personal.login("scope-personal", "demo1234");
    const before = logPullListeners();
    const live = listen(personal, `subscription { logPullChanged { sn status } }`);
    await until(() => logPullListeners() > before);
    const out = await request(personal, [demoSn(4), demoSn(1)], 2);
    expect(out.map((o) => o.messageId)).toEqual(["device.notFound", null]);
    // The admin's pull of a device outside that scope: not found, not listed, not delivered live.
    const [adminPull] = await request(admin, [demoSn(3)], 2);
    const seen = await personal.gql(PULL, { id: adminPull!.pull!.id });
    expect(seen.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const list = await personal.gql<{ logPulls: { total: number; items: { sn: string }[] } }>(
      `{ logPulls(page: { limit: 100 }) { total items { sn } } }`,
    );
    expect(list.data!.logPulls.items.map((i) => i.sn)).toEqual([demoSn(1)]);
    const adminList = await admin.gql<{ logPulls: { total: number } }>(
      `query($f: LogPullFilter) { logPulls(filter: $f) { total } }`,
      { f: { sn: demoSn(3).slice(-4), status: "RETRIEVING" } },
    );
    expect(adminList.data!.logPulls.total).toBe(1);
    await until(() => live.events.length > 0);
    await new Promise((r) => setTimeout(r, 200));
    await live.close();
    expect(live.events.map((e) => JSON.stringify(e.data))).toEqual([
      JSON.stringify({ logPullChanged: { sn: demoSn(1), status: "RETRIEVING" } }),
    ]);
    // An operator (no system management pages) may neither pull nor subscribe.
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234");
    const refused = await operator.gql(REQUEST, { sns: [demoSn(2)], p: 1 });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const sub = listen(operator, `subscription { logPullChanged { sn } }`);
    await until(() => sub.errors.length > 0 || sub.events.length > 0);
    await sub.close();
    expect(JSON.stringify([...sub.errors, ...sub.events])).toContain("FORBIDDEN");
  });

  it("makes one pending pull of an SN and period under 20 parallel requests", async () => {
    const outs = await Promise.all(Array.from({ length: 20 }, () => request(admin, [demoSn(5)], 3)));
    const made = outs.flat().filter((o) => o.pull);
    expect(made).toHaveLength(1);
    expect(outs.flat().filter((o) => o.messageId === "logPull.pending")).toHaveLength(19);
    const [{ n }] = (await t.h.rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'logPull.expire' and payload->>'pullId' = ${made[0]!.pull!.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("filters the list by pull time: from its first instant, up to but not including `to`", async () => {
    const [device] = await t.h.db
      .select()
      .from(devices)
      .where(eq(devices.sn, demoSn(11)));
    const edge = Date.parse("2025-03-01T00:00:00.000Z");
    // Pulls a millisecond before, at, just before the end of, and at the end of the range (an old day).
    const at = [edge - 1, edge, edge + 3_600_000 - 1, edge + 3_600_000];
    for (const [i, ms] of at.entries())
      await t.h.db.insert(logPulls).values({
        commandId: `${"e".repeat(31)}${i}`,
        deviceId: device!.id,
        sn: device!.sn,
        periodDays: 1,
        status: "EXPIRED",
        requestedAt: new Date(ms),
        expiresAt: new Date(ms + 600_000),
        finishedAt: new Date(ms + 600_000),
      });
    const times = async (f: Record<string, string>) => {
      const r = await admin.gql<{ logPulls: { total: number; items: { requestedAt: string }[] } }>(
        `query($f: LogPullFilter) { logPulls(filter: $f, page: { limit: 100 }) { total items { requestedAt } } }`,
        { f },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.logPulls.items.map((i) => Date.parse(i.requestedAt) - edge).sort((a, b) => a - b);
    };
    const hour = 3_600_000;
    expect(await times({ from: "2025-03-01T00:00:00.000Z", to: "2025-03-01T01:00:00.000Z" })).toEqual([
      0,
      hour - 1,
    ]);
    // The same instants written in another time zone (08:00 in UTC+8 is midnight UTC).
    expect(await times({ from: "2025-03-01T08:00:00+08:00", to: "2025-03-01T09:00:00+08:00" })).toEqual([
      0,
      hour - 1,
    ]);
    expect(await times({ to: "2025-03-01T00:00:00.000Z" })).toEqual([-1]);
    expect(await times({ from: "2025-03-01T00:00:00.001Z", to: "2025-03-01T01:00:00.001Z" })).toEqual([
      hour - 1,
      hour,
    ]);
    // Only `from` (with this SN, so the other tests' pulls do not count): its first instant is in.
    const since = await admin.gql<{ logPulls: { total: number } }>(
      `query($f: LogPullFilter) { logPulls(filter: $f) { total } }`,
      { f: { from: "2025-03-01T01:00:00.000Z", sn: demoSn(11) } },
    );
    expect(since.data!.logPulls.total).toBe(1);
    expect(await times({ from: "2025-03-01T01:00:00.000Z", to: "2025-03-01T00:00:00.000Z" })).toEqual([]);
  });

  it("expires an unanswered pull by its job, once, after a restart on the same database", async () => {
    const [made] = await request(admin, [demoSn(10)], 1);
    const id = Number(made!.pull!.id);
    await t.server.close(); // the process stops before the pull expires
    await t.h.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(sql`payload->>'pullId' = ${String(id)}`);
    // Two workers of the "restarted" processes race for the overdue job: it runs once.
    registerLogPulls();
    const log = pino({ level: "silent" });
    const a = startJobWorker(t.h, log, { pollMs: 60_000 });
    const b = startJobWorker(t.h, log, { pollMs: 60_000 });
    const ran = await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(ran[0] + ran[1]).toBe(1);
    const [row] = await t.h.db.select().from(logPulls).where(eq(logPulls.id, id));
    expect(row!.status).toBe("EXPIRED");
    // Once in the operation log, with no account (the console expired it).
    const expired = await t.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "logPull.expired"), eq(auditLog.entityId, String(id))));
    expect(expired.map((e) => [e.actor, e.entityName])).toEqual([[null, demoSn(10)]]);
    expect(
      await t.h.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "logPull.expire"), sql`payload->>'pullId' = ${String(id)}`)),
    ).toEqual([]);
    // A new server on the same database works on: its own worker expires what falls due.
    const server = await createAppServer(t.h, t.config, log, { jobs: { pollMs: 50 } });
    const h = t.h;
    t = { ...t, server, close: async () => (await server.close(), await h.close()) };
    await server.listen(0, "127.0.0.1");
    const [late] = await t.h.db
      .insert(logPulls)
      .values({
        commandId: "f".repeat(32),
        deviceId: row!.deviceId,
        sn: row!.sn,
        periodDays: 7,
        expiresAt: new Date(),
      })
      .returning();
    await enqueueJob(t.h.db, "logPull.expire", { pullId: late!.id });
    let status = "";
    for (let i = 0; i < 100 && status !== "EXPIRED"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await t.h.db.select().from(logPulls).where(eq(logPulls.id, late!.id)))[0]!.status;
    }
    expect(status).toBe("EXPIRED");
  });

  it("retries a failing job with back-off and keeps it, failed, after its last attempt", async () => {
    registerJob("test.fails", async () => {
      throw new Error("the callee is down");
    });
    const id = await enqueueJob(t.h.db, "test.fails", {}, new Date(), 2);
    const w = startJobWorker(t.h, pino({ level: "silent" }), { pollMs: 60_000 });
    await w.drain();
    let [job] = await t.h.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ attempts: 1, failedAt: null, lastError: "the callee is down" });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.h.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await w.drain();
    await w.stop();
    [job] = await t.h.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job!.attempts).toBe(2);
    expect(job!.failedAt).not.toBeNull();
  });
});

describe("LOG_PULL_EXPIRY", () => {
  const base = { WEB_DIST: "/nonexistent" };
  it("is 10 minutes by default, in seconds or with a unit, and refused clearly otherwise", () => {
    expect(loadConfig(base).logPullExpiryMs).toBe(600_000);
    expect(loadConfig({ ...base, LOG_PULL_EXPIRY: "90" }).logPullExpiryMs).toBe(90_000);
    expect(loadConfig({ ...base, LOG_PULL_EXPIRY: "15m" }).logPullExpiryMs).toBe(900_000);
    expect(loadConfig({ ...base, LOG_PULL_EXPIRY: "2h" }).logPullExpiryMs).toBe(7_200_000);
    for (const bad of ["5", "10 minutes", "-1m", "200h", "1.5m"])
      expect(() => loadConfig({ ...base, LOG_PULL_EXPIRY: bad })).toThrow(
        /^LOG_PULL_EXPIRY must be a duration/,
      );
  });
});
