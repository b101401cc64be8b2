import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { devices, migrate, seed, type DbHandle } from "@cgm/db";
import { enqueueCallback } from "../src/modules/callback/callback.events";
import { freshPostgres } from "../../db/test/db";
import { TEST_SECRET, connect, eventually, startReceiver } from "./callback.helpers";
import { startInstance, type Instance } from "./processes";

/**
 * Two API processes on one PostgreSQL deliver one outbox: every event reaches the receiver exactly
 * once (no two processes send one delivery), each device's events in order, through receiver errors
 * and a restart of one process in the middle.
 */
const PG = process.env.TEST_DATABASE_URL;
if (!PG)
  console.warn("callback.instances.test: TEST_DATABASE_URL is not set; multi-process callback tests skipped");

describe.skipIf(!PG)("callbacks from two API processes on PostgreSQL", () => {
  let h: DbHandle;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    h = await freshPostgres(PG!);
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
    receiver = await startReceiver(() => TEST_SECRET);
    env = {
      DATABASE_URL: h.url!,
      ADMIN_PASSWORD: "admin123",
      SEED_DEMO: "0",
      CALLBACK_ALLOW_PRIVATE_TARGETS: "1",
      CALLBACK_RETRY_DELAYS: "100,100,100,100,100,100,100",
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await receiver?.close();
    await h?.close();
  });

  it("delivers each event once and in order per device, across errors and a restart", async () => {
    const some = await h.db.select().from(devices).limit(8);
    const orgs = [...new Set(some.map((d) => d.orgId))];
    for (const org of orgs) await connect(h, org, `${receiver.url}?org=${org}`, TEST_SECRET);
    // Every fifth request fails: those deliveries are retried, and the device's later ones wait.
    let n = 0;
    receiver.setStatus(200);
    const flaky = setInterval(() => receiver.setStatus(++n % 5 === 0 ? 503 : 200), 7);
    const PER_DEVICE = 25;
    for (let i = 0; i < PER_DEVICE; i++)
      await h.db.transaction(async (tx) => {
        for (const d of some)
          await enqueueCallback(tx, { type: "upgrade.outcome", deviceId: d.id, data: { n: i } });
      });
    const [{ total }] = (await h.rows<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM callback_deliveries`,
    )) as [{ total: number }];
    await eventually(async () => receiver.delivered().length >= total / 3, 20_000);
    await a!.stop(); // one process stops in the middle; the other goes on
    a = await startInstance(env);
    await eventually(async () => receiver.delivered().length >= total, 60_000);
    clearInterval(flaky);
    const ok = receiver.delivered();
    expect(ok.length).toBe(total);
    expect(new Set(ok.map((g) => g.id)).size).toBe(total);
    expect(ok.every((g) => g.verified)).toBe(true);
    // Per receiving organisation and device: 0, 1, 2, ... in order.
    const streams = new Map<string, number[]>();
    for (const g of ok) {
      const key = `${g.path} ${g.sn}`;
      streams.set(key, [...(streams.get(key) ?? []), (g.body.data as { n: number }).n]);
    }
    expect(streams.size).toBeGreaterThanOrEqual(some.length);
    for (const seen of streams.values()) expect(seen).toEqual([...Array(PER_DEVICE).keys()]);
    // The receiver has answered the last one; its worker marks it delivered right after.
    const left = async () =>
      (
        await h.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM callback_deliveries WHERE status <> 'DELIVERED'`,
        )
      )[0]!.n;
    await eventually(async () => (await left()) === 0, 10_000);
    expect(await left()).toBe(0);
    expect(receiver.got.length).toBeGreaterThan(total); // some were refused and sent again
  }, 120_000);
});
