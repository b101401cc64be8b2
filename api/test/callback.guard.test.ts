import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { demoSn, devices, organisations } from "@cgm/db";
import { enqueueCallback } from "../src/modules/callback/callback.events";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { TEST_SECRET, connect, deliveriesOf, eventually, startReceiver } from "./callback.helpers";

// Callback URLs that would reach the console's own network are refused when saved and again at delivery.
describe.each(testDrivers())("the callback address guard on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  // "callbacks.partner.example" resolves to 127.0.0.1 now, whatever it resolved to when it was saved.
  const resolve = async (host: string) =>
    host === "callbacks.partner.example" ? ["127.0.0.1"] : ["203.0.113.9"];
  beforeAll(async () => {
    t = await startHarness(await open(), {}, { callbacks: { pollMs: 50, delays: [60_000], resolve } });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  it("refuses private, loopback, link-local and plain http callback URLs when they are saved", async () => {
    const [org] = await t.h.db.select().from(organisations).limit(1);
    for (const url of [
      "https://127.0.0.1/cb",
      "https://localhost/cb",
      "https://10.1.2.3/cb",
      "https://169.254.169.254/latest",
      "https://[::1]/cb",
      "https://[fe80::1]/cb",
      "http://8.8.8.8/cb",
    ]) {
      const r = await admin.gql(
        `mutation($id: ID!, $input: ErpConnectionInput!) { setErpConnection(id: $id, input: $input) { id } }`,
        { id: String(org!.id), input: { erpNumber: "E1", emails: "", callbackUrl: url } },
      );
      expect(r.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fieldErrors: { callbackUrl: expect.any(String) },
      });
    }
  });

  it("checks the address again at delivery, after DNS: a name now resolving to 127.0.0.1 gets nothing", async () => {
    const receiver = await startReceiver(() => TEST_SECRET);
    const port = new URL(receiver.url).port;
    const device = (
      await t.h.db
        .select()
        .from(devices)
        .where(eq(devices.sn, demoSn(6)))
    )[0]!;
    const cases = [
      [`https://callbacks.partner.example:${port}/cb`, "not a public address"],
      [`https://127.0.0.1:${port}/cb`, "not a public address"],
      [receiver.url, "The callback URL must use https"],
    ] as const;
    for (const [url, error] of cases) {
      await connect(t.h, device.orgId, url, TEST_SECRET);
      await t.h.db.transaction((tx) =>
        enqueueCallback(tx, { type: "device.moved", deviceId: device.id, data: { url } }),
      );
      const mine = async () =>
        (await deliveriesOf(t.h, device.orgId)).find(
          (d) => d.attempts > 0 && d.last_error && d.status === "PENDING",
        );
      await eventually(async () => Boolean(await mine()));
      expect((await mine())?.last_error).toContain(error);
      // Out of the way of the next case (a device's later event waits for the earlier one).
      await t.h.rows(sql`UPDATE callback_deliveries SET status = 'FAILED' WHERE org_id = ${device.orgId}`);
    }
    expect(receiver.got).toEqual([]);
    await receiver.close();
  });
});
