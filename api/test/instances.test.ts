import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accounts, demoSn, migrate, organisations, seed, type DbHandle } from "@cgm/db";
import { Caller, code, listen, until } from "./harness";
import { deviceAuth } from "./pairing.helpers";
import { freshPostgres } from "../../db/test/db";
import { redisAnswers, startInstance, stopInstance, type Instance } from "./processes";

/**
 * Several API processes on one PostgreSQL, as docker-compose runs them: real child processes started
 * like `npm start` does, with live events carried by LISTEN/NOTIFY, or by Redis when REDIS_URL is set.
 */
const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

const hasRedis = await redisAnswers(REDIS);
if (!PG) console.warn("instances.test: TEST_DATABASE_URL is not set; multi-process tests skipped");
else if (!hasRedis) console.warn(`instances.test: no Redis at ${REDIS}; its multi-process tests skipped`);

let batchNo = 0;
const upload = async (base: string, sn: string, readings: { ts: string; value: number }[]) =>
  fetch(`${base}/ingest/v1/batches`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: await deviceAuth(base, sn) },
    body: JSON.stringify({ batchId: `instances-${process.pid}-${batchNo++}`, devices: [{ sn, readings }] }),
  });
const settle = () => new Promise((r) => setTimeout(r, 300));

const buses = [
  { bus: "PostgreSQL LISTEN/NOTIFY", env: {} as Record<string, string>, run: Boolean(PG) },
  { bus: "Redis (REDIS_URL)", env: { REDIS_URL: REDIS }, run: Boolean(PG) && hasRedis },
];

describe.each(buses)("two API processes on one PostgreSQL, live events by $bus", ({ env, run }) => {
  let h: DbHandle;
  let a: Instance | undefined;
  let b: Instance | undefined;
  beforeAll(async () => {
    if (!run) return;
    h = await freshPostgres(PG!);
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
    [a, b] = await Promise.all([
      startInstance({ DATABASE_URL: h.url!, ...env }),
      startInstance({ DATABASE_URL: h.url!, ...env }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await h?.close();
  });

  it.skipIf(!run)("delivers a reading stored by one process to a viewer on the other", async () => {
    const viewer = new Caller(a!.url);
    expect((await viewer.login("admin", "admin123")).errors).toBeUndefined();
    const sn = demoSn(2);
    const sub = listen(viewer, `subscription { glucoseReadings(sn: "${sn}") { readings { mmol } } }`);
    await settle();
    const ts = new Date(Date.now() - 20_000).toISOString();
    expect((await upload(b!.url, sn, [{ ts, value: 11.1 }])).status).toBe(200);
    await until(() => sub.events.length > 0);
    expect(sub.events[0]?.data?.glucoseReadings).toEqual({ readings: [{ mmol: 11.1 }] });
    await sub.close();
  });

  it.skipIf(!run)("tells a console on one process of an access change made on the other", async () => {
    const viewer = new Caller(a!.url);
    await viewer.login("scope-org", "demo1234"); // North Region
    const sub = listen(viewer, `subscription { accessChanged }`);
    await settle();
    const editor = new Caller(b!.url);
    await editor.login("admin", "admin123");
    const [org] = await h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const set = await editor.gql(`mutation($id: ID!) { setOrganisationFunctions(id: $id, menuIds: []) }`, {
      id: org!.id,
    });
    expect(set.errors).toBeUndefined();
    await until(() => sub.events.length > 0);
    expect(sub.events[0]).toEqual({ data: { accessChanged: true } });
    await sub.close();
  });

  it.skipIf(!run)(
    "ends a session held in the other process's memory as soon as the change arrives",
    async () => {
      const ME = `{ me { account } }`;
      const onA = new Caller(a!.url);
      expect((await onA.login("scope-custom", "demo1234")).errors).toBeUndefined();
      const onB = Object.assign(new Caller(b!.url), { cookie: onA.cookie });
      expect(code(await onB.gql(ME))).toBeUndefined(); // B keeps the principal now
      await onA.gql(`mutation { logout }`);
      const refusedOnB = async () => code(await onB.gql(ME)) === "UNAUTHENTICATED";
      const t0 = Date.now();
      while (!(await refusedOnB())) {
        if (Date.now() - t0 > 2000) throw new Error("B still serves a signed-out session after 2 s");
        await new Promise((r) => setTimeout(r, 20));
      }

      // An administrator on B disables an account whose session A keeps.
      const user = new Caller(a!.url);
      await user.login("scope-org", "demo1234");
      expect(code(await user.gql(ME))).toBeUndefined();
      const admin = new Caller(b!.url);
      await admin.login("admin", "admin123");
      const [acc] = await h.db.select().from(accounts).where(eq(accounts.account, "scope-org"));
      const off = await admin.gql(
        `mutation($id: ID!) { setAccountStatus(id: $id, status: DISABLED) { id } }`,
        {
          id: acc!.id,
        },
      );
      expect(off.errors).toBeUndefined();
      const t1 = Date.now();
      while (code(await user.gql(ME)) !== "UNAUTHENTICATED") {
        if (Date.now() - t1 > 2000) throw new Error("A still serves a disabled account's session after 2 s");
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  );
});

describe.skipIf(!PG)("start-up with a REDIS_URL that does not answer", () => {
  it("stops with one clear line and exit code 2", async () => {
    const h = await freshPostgres(PG!);
    try {
      const err = await startInstance({ DATABASE_URL: h.url!, REDIS_URL: "redis://127.0.0.1:1" }).then(
        () => null,
        (e: unknown) => String(e),
      );
      expect(err).toMatch(/exited with 2/);
      expect(err).toMatch(/Cannot start: cannot reach REDIS_URL: Redis did not answer within 5000 ms/);
    } finally {
      await h.close();
    }
  }, 60_000);
});
