import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { centers, countries, demoSn, upgradeOutcomes } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { ICON_PNG, uploaded } from "./country.import.helpers";
import { zipOf } from "./files.helpers";
import { CLIENT_OPS, makeClient } from "./client.fixtures";
import { clientAuth, pairDevice } from "./pairing.helpers";

const CREATE = `mutation($input: AppUpgradeInput!) { createAppUpgrade(input: $input) { id } }`;
const INVALIDATE = `mutation($id: ID!) { setAppUpgradeInvalid(id: $id) { id } }`;
const COUNTS = `query($id: ID!) { appUpgrade(id: $id) { outcomes { downloaded installed failed } } }`;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const apk = (tag: string) =>
  zipOf({
    "AndroidManifest.xml": "<manifest/>",
    "classes.dex": "dex\n035",
    "assets/v": `${tag}${"x".repeat(40_000)}`,
  });

/** Device-app update API (issue 11.5): applicability, the package download, outcome reports. */
describe.each(testDrivers())("device updates on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let auth: string; // the demo ANDROID client's device
  const ids: Record<string, string> = {};
  const bytes: Record<string, Buffer> = {};
  const add = async (key: string, versionNum: number, terminalType: string) => {
    bytes[key] = apk(key);
    const input = {
      appName: "iCare CGM",
      upgradeContent: `Version ${versionNum}`,
      iconFileId: await uploaded(admin, t.url, "appIcon", "icon.png", ICON_PNG),
      packageFileId: await uploaded(admin, t.url, "appPackage", `${key}.apk`, bytes[key]),
      versionNum,
      versionName: `1.0.${versionNum}`,
      terminalType,
    };
    const r = await admin.gql<{ createAppUpgrade: { id: string } }>(CREATE, { input });
    expect(r.errors).toBeUndefined();
    ids[key] = r.data!.createAppUpgrade.id;
  };
  const check = (query: string, a: string | null = auth) =>
    fetch(`${t.url}/device/v1/updates?${query}`, { headers: a ? { authorization: a } : {} });
  const report = (id: string, body: unknown, a = auth) =>
    fetch(`${t.url}/device/v1/updates/${id}/outcome`, {
      method: "POST",
      headers: { authorization: a, "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-upd-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    await add("a10", 10, "ANDROID");
    await add("a20", 20, "ANDROID");
    await add("a30", 30, "ANDROID");
    await add("i90", 90, "IOS");
    expect((await admin.gql(INVALIDATE, { id: ids.a30 })).errors).toBeUndefined();
    auth = `Bearer ${await pairDevice(t.url, demoSn(41))}`;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("offers the latest valid higher version of the client's terminal type, else 204", async () => {
    const res = await check("terminalType=ANDROID&currentVersion=5&productCode=CGM-A1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kind: "app",
      id: Number(ids.a20),
      appName: "iCare CGM",
      versionNumber: 20,
      versionName: "1.0.20",
      upgradeContent: "Version 20",
      url: `/device/v1/updates/${ids.a20}/package`,
      fileName: "a20.apk",
      size: bytes.a20!.length,
      sha256: sha(bytes.a20!),
    });
    expect(
      ((await (await check("terminalType=android&currentVersion=10")).json()) as { id: number }).id,
    ).toBe(Number(ids.a20));
    // 30 is invalid and the iOS 90 is another terminal type's: nothing above 20.
    expect((await check("terminalType=ANDROID&currentVersion=20")).status).toBe(204);
    expect((await check("terminalType=ANDROID&currentVersion=25")).status).toBe(204);
    const other = await check("terminalType=IOS&currentVersion=0");
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      fieldErrors: { terminalType: expect.stringContaining("ANDROID") },
    });
  });

  it("refuses bad parameters with 400 naming them, and a missing token with 401", async () => {
    for (const [query, field] of [
      ["currentVersion=5", "terminalType"],
      ["terminalType=ANDROID", "currentVersion"],
      ["terminalType=ANDROID&currentVersion=99999999999999999999999", "currentVersion"],
      ["terminalType=ANDROID&currentVersion=1e3", "currentVersion"],
      ["terminalType=AND%00ROID&currentVersion=1", "terminalType"],
      ["terminalType=ANDROID&currentVersion=1&productCode=%00", "productCode"],
      ["terminalType=ANDROID&currentVersion=1&currentVersion=2", "currentVersion"],
      ["terminalType=ANDROID&currentVersion=1&sn=CGM000000000", "sn"],
      ["terminalType=ANDROID&currentVersion=1&debug=1", "debug"],
    ] as const) {
      const res = await check(query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { fieldErrors: object }).fieldErrors, query).toHaveProperty(field);
    }
    expect((await check(`terminalType=ANDROID&currentVersion=1&sn=${demoSn(41)}`)).status).toBe(200);
    const none = await check("terminalType=ANDROID&currentVersion=1", null);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: "INVALID_DEVICE_TOKEN" });
    expect((await check("terminalType=ANDROID&currentVersion=1", "Bearer cgm_dev_nope")).status).toBe(401);
  });

  it("serves the offered package byte for byte, ranged, with the device token only", async () => {
    const url = `${t.url}/device/v1/updates/${ids.a20}/package`;
    const res = await fetch(url, { headers: { authorization: auth } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.a20!)).toBe(true);
    expect(res.headers.get("repr-digest")).toBe(
      `sha-256=:${Buffer.from(sha(bytes.a20!), "hex").toString("base64")}:`,
    );
    const part = await fetch(url, { headers: { authorization: auth, range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.a20!.subarray(100, 200))).toBe(true);
    expect((await fetch(url)).status).toBe(401);
    // Another terminal type's package, an invalid version's, an unknown or malformed id: refused.
    for (const id of [ids.i90, ids.a30, "999999"])
      expect(
        (await fetch(`${t.url}/device/v1/updates/${id}/package`, { headers: { authorization: auth } }))
          .status,
      ).toBe(404);
    expect(
      (await fetch(`${t.url}/device/v1/updates/99999999999999/package`, { headers: { authorization: auth } }))
        .status,
    ).toBe(400);
  });

  it("records outcomes once per device, upgrade and outcome, counted on the app upgrade", async () => {
    const first = await report(ids.a20!, { outcome: "DOWNLOADED", version: 10 });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ outcome: "DOWNLOADED", duplicate: false });
    const again = await report(ids.a20!, { outcome: "DOWNLOADED", version: 10 });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(
      (await report(ids.a20!, { outcome: "FAILED", reason: "Not enough storage", version: 10 })).status,
    ).toBe(201);
    expect((await report(ids.a20!, { outcome: "FAILED", reason: "Other", version: 10 })).status).toBe(200);
    expect((await report(ids.a20!, { outcome: "INSTALLED", version: 20 })).status).toBe(201);
    const other = `Bearer ${await pairDevice(t.url, demoSn(42))}`;
    expect((await report(ids.a20!, { outcome: "INSTALLED", version: 20 }, other)).status).toBe(201);
    const rows = await t.h.db
      .select()
      .from(upgradeOutcomes)
      .where(eq(upgradeOutcomes.appUpgradeId, Number(ids.a20)));
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.outcome === "FAILED")?.reason).toBe("Not enough storage");
    const counts = await admin.gql<{ appUpgrade: { outcomes: object } }>(COUNTS, { id: ids.a20 });
    expect(counts.data?.appUpgrade.outcomes).toEqual({ downloaded: 1, installed: 2, failed: 1 });
  });

  it("refuses bad outcome reports with 400 naming the field, writing nothing", async () => {
    const before = (await t.h.db.select().from(upgradeOutcomes)).length;
    for (const [body, field] of [
      [{ outcome: "FAILED", version: 1 }, "reason"],
      [{ outcome: "FAILED", reason: "a\u0000b", version: 1 }, "reason"],
      [{ outcome: "FAILED", reason: "x".repeat(501), version: 1 }, "reason"],
      [{ outcome: "DONE", version: 1 }, "outcome"],
      [{ outcome: "INSTALLED", version: 1e308 }, "version"],
      [{ outcome: "INSTALLED", version: -1 }, "version"],
      [{ outcome: "INSTALLED" }, "version"],
      [[1, 2], "body"],
    ] as const) {
      const res = await report(ids.a10!, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(field);
    }
    expect((await report(ids.a10!, "{not json")).status).toBe(400);
    expect((await report("1e9", { outcome: "INSTALLED", version: 1 })).status).toBe(400);
    expect((await report("99999999999999", { outcome: "INSTALLED", version: 1 })).status).toBe(400);
    expect((await report(ids.i90!, { outcome: "INSTALLED", version: 1 })).status).toBe(404);
    expect((await t.h.db.select().from(upgradeOutcomes)).length).toBe(before);
  });

  it("refuses a rotated client's device token (401) on every update endpoint", async () => {
    const [center] = await t.h.db.select({ id: centers.id }).from(centers).where(eq(centers.code, "EMEA"));
    const [fr] = await t.h.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "FR"));
    const { client, secret } = await makeClient(admin, {
      clientName: "Update app",
      clientType: "ANDROID",
      centerId: String(center!.id),
      countryIds: [String(fr!.id)],
    });
    const token = `Bearer ${await pairDevice(t.url, demoSn(43), clientAuth({ clientId: client.clientId, secret }))}`;
    expect((await check("terminalType=ANDROID&currentVersion=1", token)).status).toBe(200);
    expect((await admin.gql(CLIENT_OPS.rotate, { id: client.id })).errors).toBeUndefined();
    const refused = await check("terminalType=ANDROID&currentVersion=1", token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "CLIENT_CREDENTIALS_CHANGED" });
    const pkg = await fetch(`${t.url}/device/v1/updates/${ids.a20}/package`, {
      headers: { authorization: token },
    });
    expect(pkg.status).toBe(401);
    const out = await report(ids.a20!, { outcome: "INSTALLED", version: 20 }, token);
    expect(out.status).toBe(401);
    expect(await out.json()).toMatchObject({ code: "CLIENT_CREDENTIALS_CHANGED" });
  });
});
