import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { appUpgrades, storedFiles } from "@cgm/db";
import { APP_UPGRADE_MSG, MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict, expectFieldErrors, ext } from "./localisation.fixtures";
import { refused, uploaded } from "./country.import.helpers";
import { TusCaller, zipOf } from "./files.helpers";
import { insertAccount, insertRole } from "./role.fixtures";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const FIELDS = `id appName versionNum versionName terminalType status disableTime creator iconUrl
  package { id fileName size sha256 url }`;
const LIST = `query($filter: AppUpgradeFilter, $sort: AppUpgradeSort) {
  appUpgrades(filter: $filter, sort: $sort) { total items { ${FIELDS} } } }`;
const CREATE = `mutation($input: AppUpgradeInput!) { createAppUpgrade(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AppUpgradeInput!) { updateAppUpgrade(id: $id, input: $input) { ${FIELDS} } }`;
const INVALIDATE = `mutation($id: ID!) { setAppUpgradeInvalid(id: $id) { ${FIELDS} } }`;
interface Version {
  id: string;
  versionNum: number;
  terminalType: string;
  status: string;
  disableTime: string | null;
  creator: string | null;
  package: { id: string; fileName: string; size: number; sha256: string; url: string };
}
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/** An APK-shaped archive of about `kb` kilobytes (a manifest, classes.dex and filler). */
const apkOf = (kb: number) =>
  zipOf({
    "AndroidManifest.xml": "<manifest/>",
    "classes.dex": "dex\n035",
    "assets/pad": "x".repeat(kb * 1024),
  });

describe.each(testDrivers())("app upgrade on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  const files = async () => {
    const icon = await uploaded(admin, t.url, "appIcon", "icon.png", PNG);
    const pkg = await uploaded(admin, t.url, "appPackage", "cgm.apk", apkOf(4));
    return { iconFileId: icon, packageFileId: pkg };
  };
  const input = async (over: Record<string, unknown> = {}) => ({
    appName: "iCare CGM",
    upgradeContent: "Faster pairing",
    ...(await files()),
    versionNum: 100,
    versionName: "1.0.0",
    terminalType: "ANDROID",
    remark: null,
    ...over,
  });
  const rows = () => t.h.db.select().from(appUpgrades).orderBy(appUpgrades.id);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-app-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses package content that is not an APK or IPA, whatever its name", async () => {
    const text = await refused(admin, t.url, "appPackage", "cgm.apk", Buffer.from("just text, not a zip"));
    expect(text).toMatchObject({ status: 415, body: { reason: "content" } });
    const zip = await refused(admin, t.url, "appPackage", "cgm.apk", zipOf({ "readme.txt": "hello" }));
    expect(zip).toMatchObject({ status: 415, body: { reason: "content" } });
    const ipa = await refused(admin, t.url, "appPackage", "cgm.ipa", apkOf(1));
    expect(ipa).toMatchObject({ status: 415, body: { reason: "content" } });
    const exe = await refused(admin, t.url, "appPackage", "cgm.exe", apkOf(1));
    expect(exe).toMatchObject({ status: 415, body: { reason: "type" } });
  });

  it("adds a version whose package was interrupted and resumed, byte for byte with its SHA-256", async () => {
    const bytes = apkOf(600);
    const tus = new TusCaller(t.url, admin.cookie);
    const created = await tus.create("appPackage", "icare-1.0.apk", bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    await tus.dropAfter(location, bytes, 200 * 1024);
    const offset = Number((await tus.head(location)).headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bytes.length);
    const done = await tus.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(204);
    const packageFileId = done.headers.get("upload-file-id") ?? "";
    expect(done.headers.get("upload-sha256")).toBe(sha(bytes));

    const r = await admin.gql<{ createAppUpgrade: Version }>(CREATE, {
      input: await input({ packageFileId }),
    });
    expect(r.errors).toBeUndefined();
    const v = r.data!.createAppUpgrade;
    expect(v).toMatchObject({
      versionNum: 100,
      terminalType: "ANDROID",
      status: "VALID",
      disableTime: null,
      creator: expect.any(String),
      package: { id: packageFileId, fileName: "icare-1.0.apk", size: bytes.length, sha256: sha(bytes) },
    });
    const [file] = await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, packageFileId));
    expect(file!.attachedTo).toBe(`appUpgrade:${v.id}`);
    const got = await tus.download(packageFileId);
    expect(got.status).toBe(200);
    const back = Buffer.from(await got.arrayBuffer());
    expect(back.equals(bytes)).toBe(true);
    expect(sha(back)).toBe(v.package.sha256);
    // A second half, as a resumed download asks for it.
    const half = await tus.download(packageFileId, { range: `bytes=${offset}-` });
    expect(half.status).toBe(206);
    expect(Buffer.from(await half.arrayBuffer()).equals(bytes.subarray(offset))).toBe(true);
  });

  it("refuses bad input with each field's message and writes nothing", async () => {
    const before = await rows();
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: {
          appName: " ",
          versionName: "",
          terminalType: "",
          iconFileId: null,
          packageFileId: null,
          versionNum: null,
        },
      }),
      {
        appName: MSG.required,
        versionName: MSG.required,
        terminalType: MSG.required,
        iconFileId: MSG.required,
        packageFileId: MSG.required,
        versionNum: MSG.required,
      },
    );
    expectFieldErrors(await admin.gql(CREATE, { input: await input({ versionNum: 1.5 }) }), {
      versionNum: MSG.integer,
    });
    expectFieldErrors(await admin.gql(CREATE, { input: await input({ versionNum: 0 }) }), {
      versionNum: MSG.range,
    });
    expectFieldErrors(await admin.gql(CREATE, { input: await input({ terminalType: "TOASTER" }) }), {
      terminalType: MSG.invalid,
    });
    // The icon given as the package, and an id that is nobody's upload.
    const f = await files();
    expectFieldErrors(
      await admin.gql(CREATE, { input: await input({ versionNum: 900, packageFileId: f.iconFileId }) }),
      {
        packageFileId: "file.notAvailable",
      },
    );
    expectFieldErrors(
      await admin.gql(CREATE, { input: await input({ versionNum: 900, iconFileId: "f".repeat(32) }) }),
      {
        iconFileId: "file.notAvailable",
      },
    );
    const wrongType = await admin.gql(CREATE, { input: { ...(await input()), versionNum: "one" } });
    expect(ext(wrongType).code).toBe("BAD_USER_INPUT");
    expect(await rows()).toEqual(before);
  });

  it("keeps version numbers unique per terminal type", async () => {
    expectConflict(
      await admin.gql(CREATE, { input: await input({ terminalType: "android" }) }),
      APP_UPGRADE_MSG.versionTaken,
    );
    const r = await admin.gql(CREATE, { input: await input() });
    expect(ext(r).fieldErrors).toEqual({ versionNum: APP_UPGRADE_MSG.versionTaken });
    const ios = await admin.gql<{ createAppUpgrade: Version }>(CREATE, {
      input: await input({ terminalType: "ios", versionNum: 100 }),
    });
    expect(ios.data?.createAppUpgrade).toMatchObject({ terminalType: "IOS", versionNum: 100 });
  });

  it("lists, filters and sorts", async () => {
    await admin.gql(CREATE, { input: await input({ appName: "Other app", versionNum: 101 }) });
    const list = async (variables: Record<string, unknown>) =>
      (await admin.gql<{ appUpgrades: { total: number; items: Version[] } }>(LIST, variables)).data!
        .appUpgrades;
    expect((await list({})).total).toBe(3);
    expect((await list({ filter: { appName: "other" } })).items.map((v) => v.versionNum)).toEqual([101]);
    expect((await list({ filter: { terminalType: "ios" } })).items.map((v) => v.terminalType)).toEqual([
      "IOS",
    ]);
    const asc = await list({
      filter: { terminalType: "ANDROID" },
      sort: { field: "VERSION_NUM", direction: "ASC" },
    });
    expect(asc.items.map((v) => v.versionNum)).toEqual([100, 101]);
    expect((await list({ filter: { status: "INVALID" } })).total).toBe(0);
  });

  it("sets a version invalid once, recording the disable time; then it is final", async () => {
    const v = (
      await admin.gql<{ createAppUpgrade: Version }>(CREATE, { input: await input({ versionNum: 102 }) })
    ).data!.createAppUpgrade;
    const before = Date.now();
    const r = await admin.gql<{ setAppUpgradeInvalid: Version }>(INVALIDATE, { id: v.id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.setAppUpgradeInvalid.status).toBe("INVALID");
    const at = new Date(r.data!.setAppUpgradeInvalid.disableTime ?? "").getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const again = await admin.gql(INVALIDATE, { id: v.id });
    expectConflict(again, APP_UPGRADE_MSG.alreadyInvalid);
    expect(again.errors![0]!.message).toMatch(/already set invalid.*cannot be undone/);
    const [row] = await t.h.db
      .select()
      .from(appUpgrades)
      .where(eq(appUpgrades.id, Number(v.id)));
    expect(row!.disableTime!.getTime()).toBe(at);

    expectConflict(
      await admin.gql(UPDATE, { id: v.id, input: await input({ versionNum: 102 }) }),
      APP_UPGRADE_MSG.invalidLocked,
    );
    // Its number stays taken, and the database itself keeps it invalid.
    expectConflict(
      await admin.gql(CREATE, { input: await input({ versionNum: 102 }) }),
      APP_UPGRADE_MSG.versionTaken,
    );
    await expect(
      t.h.db
        .update(appUpgrades)
        .set({ status: "VALID", disableTime: null })
        .where(eq(appUpgrades.id, Number(v.id))),
    ).rejects.toThrow();
    expect(ext(await admin.gql(INVALIDATE, { id: "999999" }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("updates a valid version and releases a replaced package", async () => {
    const v = (
      await admin.gql<{ createAppUpgrade: Version }>(CREATE, { input: await input({ versionNum: 103 }) })
    ).data!.createAppUpgrade;
    const next = await input({ versionNum: 104, versionName: "1.0.4" });
    const r = await admin.gql<{ updateAppUpgrade: Version }>(UPDATE, { id: v.id, input: next });
    expect(r.data?.updateAppUpgrade).toMatchObject({ versionNum: 104, package: { id: next.packageFileId } });
    const [old] = await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, v.package.id));
    expect(old!.attachedTo).toBeNull();
  });

  it("answers only those with the page, and each change only with its button", async () => {
    const viewerRole = await insertRole(t.h.db, "App viewer", 5, ["version", "version:app"]);
    await insertAccount(t.h.db, "app-viewer", viewerRole, "viewer123");
    const viewer = new Caller(t.url);
    expect((await viewer.login("app-viewer", "viewer123")).errors).toBeUndefined();
    const list = await viewer.gql<{ appUpgrades: { items: Version[] } }>(LIST, {});
    expect(list.errors).toBeUndefined();
    const id = list.data!.appUpgrades.items[0]!.id;
    expect(ext(await viewer.gql(CREATE, { input: await input({ versionNum: 700 }) })).code).toBe("FORBIDDEN");
    expect(ext(await viewer.gql(UPDATE, { id, input: await input({ versionNum: 700 }) })).code).toBe(
      "FORBIDDEN",
    );
    expect(ext(await viewer.gql(INVALIDATE, { id })).code).toBe("FORBIDDEN");
    const noneRole = await insertRole(t.h.db, "No versions", 5, ["org", "org:role"]);
    await insertAccount(t.h.db, "no-versions", noneRole, "viewer123");
    const none = new Caller(t.url);
    expect((await none.login("no-versions", "viewer123")).errors).toBeUndefined();
    expect(ext(await none.gql(LIST, {})).code).toBe("FORBIDDEN");
    expect(ext(await new Caller(t.url).gql(LIST, {})).code).toBe("UNAUTHENTICATED");
  });
});
