import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { demoSn, devices } from "@cgm/db";
import { Caller, startHarness, testDrivers, until, type Harness } from "./harness";
import { DeviceTokens } from "./pairing.helpers";
import { deviceCall, requestPulls, seedReadings, uploadLog } from "./logPull.helpers";
import { TEST_SECRET, connect, startReceiver } from "./callback.helpers";
import { ICON_PNG, uploaded } from "./country.import.helpers";
import { zipOf } from "./files.helpers";

/** Callback events written where the change happens, through the device endpoints a phone calls. */
describe.each(testDrivers())("callback events of device endpoints on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret = TEST_SECRET;
  let dir: string;
  const tokens = new DeviceTokens(() => t.url);
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-cb-"));
    t = await startHarness(
      await open(),
      { DATA_DIR: dir },
      { callbacks: { allowPrivateTargets: true, pollMs: 50 } },
    );
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    await seedReadings(t);
    receiver = await startReceiver(() => secret);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends upgrade.outcome when a device reports a new outcome of an app upgrade, once per outcome", async () => {
    const sn = demoSn(10);
    const [device] = await t.h.db.select().from(devices).where(eq(devices.sn, sn));
    const hook = `${receiver.url}?upgrade`;
    await connect(t.h, device!.orgId, hook, TEST_SECRET);
    const pkg = zipOf({
      "AndroidManifest.xml": "<manifest/>",
      "classes.dex": "dex\n035",
      "assets/v": "x".repeat(40_000),
    });
    const created = await admin.gql<{ createAppUpgrade: { id: string } }>(
      `mutation($input: AppUpgradeInput!) { createAppUpgrade(input: $input) { id } }`,
      {
        input: {
          appName: "iCare CGM",
          upgradeContent: "Version 20",
          iconFileId: await uploaded(admin, t.url, "appIcon", "icon.png", ICON_PNG),
          packageFileId: await uploaded(admin, t.url, "appPackage", "a20.apk", pkg),
          versionNum: 20,
          versionName: "1.0.20",
          terminalType: "ANDROID",
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createAppUpgrade.id;
    const report = async () =>
      fetch(`${t.url}/device/v1/updates/${id}/outcome`, {
        method: "POST",
        headers: { authorization: await tokens.auth(sn), "content-type": "application/json" },
        body: JSON.stringify({ outcome: "FAILED", reason: "Not enough storage", version: 10 }),
      });
    expect((await report()).status).toBe(201);
    expect((await report()).status).toBe(200); // a repeat: recorded once, no second event
    const mine = () => receiver.delivered().filter((g) => g.path.endsWith("?upgrade"));
    await until(() => mine().length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({
      type: "upgrade.outcome",
      sn,
      verified: true,
      body: {
        data: { appUpgradeId: Number(id), outcome: "FAILED", reason: "Not enough storage", version: 10 },
      },
    });
  });

  it("sends log.available when a device uploads the log file of a pull, and nothing when the upload is refused", async () => {
    const sn = demoSn(9);
    const [device] = await t.h.db.select().from(devices).where(eq(devices.sn, sn));
    await connect(t.h, device!.orgId, receiver.url, TEST_SECRET);
    const token = await tokens.token(sn);
    const [asked] = await requestPulls(admin, [sn], 2);
    const commands = (await (await deviceCall(t.url, token, "log-commands")).json()) as {
      commands: { id: string }[];
    };
    const id = commands.commands[0]!.id;
    expect(id).toBe(asked!.pull!.commandId);
    const file = await uploadLog(t.url, token, "app.log", Buffer.from("log line\n"));
    const wrong = await deviceCall(t.url, token, `log-commands/${id}/upload`, {
      fileId: file.id,
      sha256: "0".repeat(64),
    });
    expect(wrong.status).toBe(400);
    const ok = await deviceCall(t.url, token, `log-commands/${id}/upload`, {
      fileId: file.id,
      sha256: file.sha256,
    });
    expect(ok.status).toBe(200);
    const logs = () => receiver.delivered().filter((g) => g.type === "log.available");
    await until(() => logs().length >= 1);
    const got = logs();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: "log.available",
      sn,
      verified: true,
      body: { data: { commandId: id, periodDays: 2, fileId: file.id, sha256: file.sha256 } },
    });
  });

  it("ERP connection screen API: signing secret once, test event, delivery log, resend, operation log", async () => {
    const [device] = await t.h.db
      .select()
      .from(devices)
      .where(eq(devices.sn, demoSn(9)));
    const orgId = String(device!.orgId);
    const rotated = await admin.gql<{ rotateCallbackSecret: { secret: string } }>(
      `mutation($o: ID!) { rotateCallbackSecret(orgId: $o) { secret createdAt } }`,
      { o: orgId },
    );
    expect(rotated.errors).toBeUndefined();
    secret = rotated.data!.rotateCallbackSecret.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const signing = await admin.gql(
      `query($o: ID!) { callbackSigning(orgId: $o) { hasSecret createdAt callbackUrl } }`,
      {
        o: orgId,
      },
    );
    expect(signing.data).toMatchObject({ callbackSigning: { hasSecret: true, callbackUrl: receiver.url } });
    expect(JSON.stringify(signing)).not.toContain(secret);

    const mark = receiver.got.length;
    const test = await admin.gql<{ sendTestCallback: { id: string; status: string; eventType: string } }>(
      `mutation($o: ID!) { sendTestCallback(orgId: $o) { id status eventType } }`,
      { o: orgId },
    );
    expect(test.data?.sendTestCallback).toMatchObject({ status: "PENDING", eventType: "test" });
    await until(() => receiver.got.length > mark);
    expect(receiver.got[mark]).toMatchObject({ type: "test", verified: true });

    const LOG = `query($o: ID!, $f: CallbackDeliveryFilter, $p: PageInput) { callbackDeliveries(orgId: $o, filter: $f, page: $p) {
      total items { id messageId eventType sn status attempts lastError nextAttemptAt deliveredAt resendOf payload } } }`;
    type Log = { callbackDeliveries: { total: number; items: Record<string, unknown>[] } };
    let log = await admin.gql<Log>(LOG, { o: orgId, p: { offset: 0, limit: 1 } });
    for (let i = 0; i < 40 && log.data?.callbackDeliveries.items[0]?.status !== "DELIVERED"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      log = await admin.gql<Log>(LOG, { o: orgId, p: { offset: 0, limit: 1 } });
    }
    const [first] = log.data!.callbackDeliveries.items;
    expect(log.data!.callbackDeliveries.total).toBe(2); // the log file's event and the test event
    expect(first).toMatchObject({
      eventType: "test",
      status: "DELIVERED",
      attempts: 1,
      sn: null,
      nextAttemptAt: null,
    });

    const resent = await admin.gql<{ resendCallback: Record<string, unknown> }>(
      `mutation($id: ID!) { resendCallback(id: $id) { id messageId resendOf status } }`,
      { id: first!.id },
    );
    expect(resent.data?.resendCallback).toMatchObject({ messageId: first!.messageId, resendOf: first!.id });
    await until(() => receiver.got.filter((g) => g.id === first!.messageId).length === 2);
    expect(receiver.got.filter((g) => g.id === first!.messageId && g.verified)).toHaveLength(2);
    const delivered = await admin.gql<Log>(LOG, { o: orgId, f: { status: "FAILED" } });
    expect(delivered.data!.callbackDeliveries.total).toBe(0);

    const entries = await t.h.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'organisation' AND entity_id = ${orgId} ORDER BY id`,
    );
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        "organisation.rotateCallbackSecret",
        "organisation.sendTestCallback",
        "organisation.resendCallback",
      ]),
    );
    expect(JSON.stringify(await t.h.rows(sql`SELECT before, after FROM audit_log`))).not.toContain(secret);
  });

  it("refuses what is not the caller's: another scope, unknown ids, an organisation without a callback URL", async () => {
    const nf = await admin.gql(`mutation { resendCallback(id: "2147483648") { id } }`);
    expect(nf.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const nf2 = await admin.gql(`query { callbackDeliveries(orgId: "99999") { total } }`);
    expect(nf2.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const [bare] = await t.h.rows<{ id: number }>(
      sql`SELECT id FROM organisations WHERE callback_url IS NULL LIMIT 1`,
    );
    const noUrl = await admin.gql(`mutation($o: ID!) { sendTestCallback(orgId: $o) { id } }`, {
      o: String(bare!.id),
    });
    expect(noUrl.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { callbackUrl: "callback.noUrl" },
    });
    // An account whose scope is its own organisation only does not manage a subtree's callbacks.
    const scoped = new Caller(t.url);
    await scoped.login("scope-org", "demo1234");
    const [mine] = await t.h.rows<{ org_id: number }>(
      sql`SELECT org_id FROM accounts WHERE account = 'scope-org'`,
    );
    const r = await scoped.gql(`query($o: ID!) { callbackDeliveries(orgId: $o) { total } }`, {
      o: String(mine!.org_id),
    });
    expect(r.errors?.[0]?.extensions?.code).toMatch(/CONFLICT|FORBIDDEN/);
  });
});
