/**
 * Partner keys across two API processes on one PostgreSQL (real child processes, as docker-compose runs
 * them): a key rotated on one process closes the key's socket on the other at once, and the rate limit
 * is one count for both. PostgreSQL only (the embedded database serves one process).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, seed, type DbHandle } from "@cgm/db";
import { Caller, until, wsOnce, type Harness } from "./harness";
import { asKey, closeCode, collect, keySocket, makeKey } from "./partner.helpers";
import { freshPostgres } from "../../db/test/db";
import { startInstance, stopInstance, type Instance } from "./processes";

const PG = process.env.TEST_DATABASE_URL;
const LIMIT = 6;
if (!PG) console.warn("partner.instances.test: TEST_DATABASE_URL is not set; multi-process tests skipped");

const startPartnerInstance = (databaseUrl: string) =>
  startInstance({ DATABASE_URL: databaseUrl, PARTNER_RATE_LIMIT: String(LIMIT) });

describe.skipIf(!PG)("partner keys across two API processes on one PostgreSQL", () => {
  let h: DbHandle;
  let a: Instance | undefined;
  let b: Instance | undefined;
  /** The helpers want a harness: its url and database are all they use. */
  const on = (i: Instance | undefined) => ({ url: i!.url, h }) as unknown as Harness;
  beforeAll(async () => {
    h = await freshPostgres(PG!);
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
    [a, b] = await Promise.all([startPartnerInstance(h.url!), startPartnerInstance(h.url!)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await h?.close();
  });

  it("closes the key's socket on the other process when the key is rotated", async () => {
    const admin = new Caller(a!.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    const key = await makeKey(on(a), admin, "ORG-0100");
    const client = keySocket(on(b), key);
    expect(await wsOnce(client, `{ partnerDevices { total } }`)).toMatchObject({ data: {} });
    const sub = collect(client, `subscription { deviceAnomalies { sn } }`);
    await makeKey(on(a), admin, "ORG-0100");
    await until(() => sub.ended.length > 0, 5000);
    expect(closeCode(sub.ended[0])).toBe(4401);
    expect((await asKey(on(b), key, `{ partnerDevices { total } }`)).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    await client.dispose();
  });

  it("counts a key's requests on both processes against one limit", async () => {
    const admin = new Caller(a!.url);
    await admin.login("admin", "admin123");
    const key = await makeKey(on(a), admin, "ORG-0200");
    const q = `{ partnerDevices(page: { limit: 1 }) { total } }`;
    for (let i = 0; i < LIMIT; i++) expect((await asKey(on(i % 2 ? a : b), key, q)).status).toBe(200);
    for (const i of [a, b]) {
      const over = await asKey(on(i), key, q);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});
