/**
 * Per-key rate limit (issue 13.1): counted per key organisation in the database, so it holds across API
 * processes and key rotation; answered 429 with Retry-After on HTTP and RATE_LIMITED on the WebSocket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";
import { createAppServer, type AppServer } from "../src/server";
import { asKey, keySocket, makeKey } from "./partner.helpers";

const LIMIT = 5;
const DEVICES = `{ partnerDevices(page: { limit: 1 }) { total } }`;

describe.each(testDrivers())("partner rate limit on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let second: AppServer;
  let secondUrl: string;
  beforeAll(async () => {
    t = await startHarness(await open(), { PARTNER_RATE_LIMIT: String(LIMIT) });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    // A second API process's server over the same database.
    second = await createAppServer(t.h, t.config, pino({ level: "silent" }));
    secondUrl = `http://127.0.0.1:${await second.listen(0, "127.0.0.1")}`;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("answers the request past the limit with 429, Retry-After and RATE_LIMITED, per key organisation", async () => {
    const north = await makeKey(t, admin, "ORG-0100");
    for (let i = 0; i < LIMIT; i++) expect((await asKey(t, north, DEVICES)).status).toBe(200);
    const over = await asKey(t, north, DEVICES);
    expect(over.status).toBe(429);
    const retry = Number(over.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfter: retry });
    expect(over.errors?.[0]?.message).toMatch(/retry in \d+ s/);
    expect(over.data).toBeUndefined();
    // A rotated key of the same organisation does not start afresh.
    const rotated = await makeKey(t, admin, "ORG-0100");
    expect((await asKey(t, rotated, DEVICES)).status).toBe(429);
    // Its operations on the WebSocket are counted too.
    const socket = keySocket(t, rotated);
    const refused = (await wsOnce(socket, DEVICES)) as {
      errors?: { extensions?: Record<string, unknown> }[];
    };
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    await socket.dispose();
    // Another organisation's key, and staff, are not held by it.
    const south = await makeKey(t, admin, "ORG-0200");
    expect((await asKey(t, south, DEVICES)).status).toBe(200);
    for (let i = 0; i < LIMIT + 2; i++) expect(code(await admin.gql(`{ me { account } }`))).toBeUndefined();
  });

  it("holds across two API processes sharing the database", async () => {
    const key = await makeKey(t, admin, "ORG-0300");
    const other = { ...t, url: secondUrl };
    for (let i = 0; i < LIMIT; i++) {
      const r = await asKey(i % 2 ? other : t, key, DEVICES);
      expect(r.status, `request ${i + 1}`).toBe(200);
    }
    expect((await asKey(other, key, DEVICES)).status).toBe(429);
    expect((await asKey(t, key, DEVICES)).status).toBe(429);
  });

  it("counts parallel requests exactly: of 20 at once, LIMIT pass", async () => {
    const key = await makeKey(t, admin, "ORG-0201");
    const all = await Promise.all(Array.from({ length: 20 }, () => asKey(t, key, DEVICES)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    expect(all.filter((r) => r.status === 429)).toHaveLength(20 - LIMIT);
  });
});
