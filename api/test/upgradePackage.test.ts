import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { auditLog, storedFiles, upgradePackages } from "@cgm/db";
import { MSG, UPGRADE_PACKAGE_MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict, expectFieldErrors, ext } from "./localisation.fixtures";
import { refused, uploaded } from "./country.import.helpers";
import { TusCaller } from "./files.helpers";
import { insertAccount, insertRole } from "./role.fixtures";

const FIELDS = `id kind productCode typeName versionNum versionName upgradeType upgradeMode startVersion
  targetVersion creator package { id fileName size sha256 url }`;
const LIST = (q: string) => `query($filter: UpgradePackageFilter, $sort: UpgradePackageSort) {
  ${q}(filter: $filter, sort: $sort) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { upgradePackage(id: $id) { ${FIELDS} } }`;
const CREATE_SW = `mutation($input: SoftwareUpgradeInput!) { createSoftwareUpgrade(input: $input) { ${FIELDS} } }`;
const CREATE_FW = `mutation($input: FirmwareUpgradeInput!) { createFirmwareUpgrade(input: $input) { ${FIELDS} } }`;
const UPDATE_FW = `mutation($id: ID!, $input: FirmwareUpgradeInput!) {
  updateFirmwareUpgrade(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE_SW = `mutation($id: ID!) { deleteSoftwareUpgrade(id: $id) }`;
const DELETE_FW = `mutation($id: ID!) { deleteFirmwareUpgrade(id: $id) }`;
interface Pkg {
  id: string;
  kind: string;
  versionNum: number;
  productCode: string;
  upgradeType: string;
  upgradeMode: string | null;
  startVersion: string | null;
  targetVersion: string | null;
  creator: string | null;
  package: { id: string; fileName: string; size: number; sha256: string; url: string };
}
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/** A firmware-like image of about `kb` kilobytes: a header, NUL padding and non-UTF-8 bytes. */
const imageOf = (kb: number) =>
  Buffer.concat([Buffer.from("FWIMG\x00\x01"), Buffer.alloc(kb * 1024, 0xa5), Buffer.from([0xff, 0x00])]);

describe.each(testDrivers())("software and firmware upgrades on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  const software = async (over: Record<string, unknown> = {}) => ({
    upgradeContent: "Faster warm-up",
    productCode: "CGM-S1",
    typeName: "iCare sensor",
    packageFileId: await uploaded(admin, t.url, "softwarePackage", "sensor.bin", imageOf(2)),
    versionNum: 10,
    versionName: "1.0",
    upgradeType: "OPTIONAL",
    ...over,
  });
  const firmware = async (over: Record<string, unknown> = {}) => ({
    ...(await software()),
    packageFileId: await uploaded(admin, t.url, "firmware", "fw-1.1.img", imageOf(3)),
    upgradeMode: "FULL",
    startVersion: "1.0.3",
    targetVersion: "1.1.0",
    ...over,
  });
  const rows = () => t.h.db.select().from(upgradePackages).orderBy(upgradePackages.id);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-upg-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses package content that is not of its kind, whatever its name", async () => {
    const text = Buffer.from("#!/bin/sh\necho not firmware\n");
    expect(await refused(admin, t.url, "firmware", "fw.bin", text)).toMatchObject({
      status: 415,
      body: { reason: "content" },
    });
    expect(await refused(admin, t.url, "softwarePackage", "pkg.bin", text)).toMatchObject({
      status: 415,
      body: { reason: "content" },
    });
    expect(await refused(admin, t.url, "firmware", "fw.zip", imageOf(1))).toMatchObject({
      status: 415,
      body: { reason: "content" },
    });
    expect(await refused(admin, t.url, "firmware", "fw.exe", imageOf(1))).toMatchObject({
      status: 415,
      body: { reason: "type" },
    });
  });

  it("adds a software package uploaded in two goes, byte for byte with its SHA-256", async () => {
    const bytes = imageOf(500);
    const tus = new TusCaller(t.url, admin.cookie);
    const created = await tus.create("softwarePackage", "pump-2.0.bin", bytes.length);
    const location = created.headers.get("location") ?? "";
    await tus.dropAfter(location, bytes, 200 * 1024);
    const offset = Number((await tus.head(location)).headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    const done = await tus.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(204);
    const packageFileId = done.headers.get("upload-file-id") ?? "";
    const r = await admin.gql<{ createSoftwareUpgrade: Pkg }>(CREATE_SW, {
      input: await software({ packageFileId, upgradeType: "optional" }),
    });
    expect(r.errors).toBeUndefined();
    const p = r.data!.createSoftwareUpgrade;
    expect(p).toMatchObject({
      kind: "SOFTWARE",
      upgradeType: "OPTIONAL",
      upgradeMode: null,
      startVersion: null,
      creator: expect.any(String),
      package: { id: packageFileId, fileName: "pump-2.0.bin", size: bytes.length, sha256: sha(bytes) },
    });
    const [file] = await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, packageFileId));
    expect(file!.attachedTo).toBe(`upgradePackage:${p.id}`);
    const back = Buffer.from(await (await tus.download(packageFileId)).arrayBuffer());
    expect(sha(back)).toBe(p.package.sha256);
    const one = await admin.gql<{ upgradePackage: Pkg }>(ONE, { id: p.id });
    expect(one.data?.upgradePackage).toMatchObject({ id: p.id, package: { sha256: sha(bytes) } });
    const [entry] = await t.h.db.select().from(auditLog).where(eq(auditLog.action, "softwareUpgrade.create"));
    expect(entry).toMatchObject({ entity: "softwareUpgrade", entityId: p.id });
  });

  it("adds a firmware image with mode and start/target versions; the wrong kind of file is refused", async () => {
    const r = await admin.gql<{ createFirmwareUpgrade: Pkg }>(CREATE_FW, { input: await firmware() });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createFirmwareUpgrade).toMatchObject({
      kind: "FIRMWARE",
      upgradeMode: "FULL",
      startVersion: "1.0.3",
      targetVersion: "1.1.0",
    });
    const sw = await uploaded(admin, t.url, "softwarePackage", "s.bin", imageOf(1));
    expectFieldErrors(
      await admin.gql(CREATE_FW, { input: await firmware({ versionNum: 11, packageFileId: sw }) }),
      { packageFileId: "file.notAvailable" },
    );
  });

  it("refuses bad input with each field's message and writes nothing", async () => {
    const before = await rows();
    expectFieldErrors(
      await admin.gql(CREATE_FW, {
        input: {
          productCode: " ",
          versionName: "",
          upgradeType: "",
          packageFileId: null,
          versionNum: null,
          startVersion: "",
          targetVersion: "",
        },
      }),
      {
        productCode: MSG.required,
        versionName: MSG.required,
        upgradeType: MSG.required,
        packageFileId: MSG.required,
        versionNum: MSG.required,
        upgradeMode: MSG.required,
        startVersion: MSG.required,
        targetVersion: MSG.required,
      },
    );
    expectFieldErrors(await admin.gql(CREATE_FW, { input: await firmware({ targetVersion: "1.0.3" }) }), {
      targetVersion: UPGRADE_PACKAGE_MSG.sameVersions,
    });
    expectFieldErrors(await admin.gql(CREATE_FW, { input: await firmware({ upgradeMode: "SIDEWAYS" }) }), {
      upgradeMode: MSG.invalid,
    });
    expectFieldErrors(await admin.gql(CREATE_SW, { input: await software({ upgradeType: "SOMETIMES" }) }), {
      upgradeType: MSG.invalid,
    });
    expectFieldErrors(await admin.gql(CREATE_SW, { input: await software({ versionNum: 2.5 }) }), {
      versionNum: MSG.integer,
    });
    expectFieldErrors(
      await admin.gql(CREATE_SW, {
        input: await software({ versionNum: 12, packageFileId: "f".repeat(32) }),
      }),
      { packageFileId: "file.notAvailable" },
    );
    expect(
      ext(await admin.gql(CREATE_SW, { input: { ...(await software()), versionNum: "ten" } })).code,
    ).toBe("BAD_USER_INPUT");
    expect(await rows()).toEqual(before);
  });

  it("keeps version numbers unique per product code within each list", async () => {
    const again = await admin.gql(CREATE_SW, { input: await software({ productCode: "cgm-s1" }) });
    expectConflict(again, UPGRADE_PACKAGE_MSG.versionTaken);
    expect(ext(again).fieldErrors).toEqual({ versionNum: UPGRADE_PACKAGE_MSG.versionTaken });
    const other = await admin.gql<{ createSoftwareUpgrade: Pkg }>(CREATE_SW, {
      input: await software({ productCode: "CGM-S2" }),
    });
    expect(other.errors).toBeUndefined();
    // The firmware list has number 10 for CGM-S1 too: its own list, its own numbers.
    const fw = await admin.gql<{ firmwareUpgrades: { items: Pkg[] } }>(LIST("firmwareUpgrades"), {});
    expect(fw.data!.firmwareUpgrades.items.map((p) => [p.productCode, p.versionNum])).toEqual([
      ["CGM-S1", 10],
    ]);
    // The database refuses it as well.
    const [row] = await rows();
    const { id, ...copy } = row!; // the id is the table's own (generated always)
    expect(id).toBeGreaterThan(0);
    await expect(t.h.db.insert(upgradePackages).values({ ...copy, productCode: "Cgm-S1" })).rejects.toThrow();
  });

  it("lists, filters and sorts each list apart", async () => {
    const list = async (variables: Record<string, unknown>) =>
      (
        await admin.gql<{ softwareUpgrades: { total: number; items: Pkg[] } }>(
          LIST("softwareUpgrades"),
          variables,
        )
      ).data!.softwareUpgrades;
    expect((await list({})).items.every((p) => p.kind === "SOFTWARE")).toBe(true);
    expect((await list({})).total).toBe(2);
    expect((await list({ filter: { productCode: "s2" } })).items.map((p) => p.productCode)).toEqual([
      "CGM-S2",
    ]);
    expect((await list({ filter: { productCode: "sensor" } })).total).toBe(2);
    expect((await list({ filter: { upgradeType: "forced" } })).total).toBe(0);
    const asc = await list({ sort: { field: "PRODUCT_CODE", direction: "ASC" } });
    expect(asc.items.map((p) => p.productCode)).toEqual(["CGM-S1", "CGM-S2"]);
  });

  it("updates a firmware image and frees the replaced file; deletes, refusing one in use", async () => {
    const v = (
      await admin.gql<{ createFirmwareUpgrade: Pkg }>(CREATE_FW, {
        input: await firmware({ versionNum: 20 }),
      })
    ).data!.createFirmwareUpgrade;
    const next = await firmware({ versionNum: 21, upgradeMode: "DIFFERENTIAL" });
    const r = await admin.gql<{ updateFirmwareUpgrade: Pkg }>(UPDATE_FW, { id: v.id, input: next });
    expect(r.data?.updateFirmwareUpgrade).toMatchObject({ versionNum: 21, upgradeMode: "DIFFERENTIAL" });
    const [old] = await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, v.package.id));
    expect(old!.attachedTo).toBeNull();
    // A software id is not a firmware image.
    const sw = (await admin.gql<{ softwareUpgrades: { items: Pkg[] } }>(LIST("softwareUpgrades"), {})).data!
      .softwareUpgrades.items[0]!;
    expect(ext(await admin.gql(DELETE_FW, { id: sw.id })).code).toBe("NOT_FOUND");
    // Something that refers to the image (as upgrade records will) keeps it.
    await t.h.db.execute(sql`create table upgrade_refs_test (pkg integer references upgrade_packages(id))`);
    await t.h.db.execute(sql`insert into upgrade_refs_test values (${Number(v.id)})`);
    expectConflict(await admin.gql(DELETE_FW, { id: v.id }), "upgradePackage.inUse");
    await t.h.db.execute(sql`drop table upgrade_refs_test`);
    expect((await admin.gql<{ deleteFirmwareUpgrade: boolean }>(DELETE_FW, { id: v.id })).data).toEqual({
      deleteFirmwareUpgrade: true,
    });
    const [gone] = await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, next.packageFileId));
    expect(gone!.attachedTo).toBeNull();
    expect(ext(await admin.gql(ONE, { id: v.id })).code).toBe("NOT_FOUND");
  });

  it("answers only holders of each list's page, and each change only with its button", async () => {
    const role = await insertRole(t.h.db, "Software viewer", 5, ["version", "version:software"]);
    await insertAccount(t.h.db, "sw-viewer", role, "viewer123");
    const viewer = new Caller(t.url);
    expect((await viewer.login("sw-viewer", "viewer123")).errors).toBeUndefined();
    const list = await viewer.gql<{ softwareUpgrades: { items: Pkg[] } }>(LIST("softwareUpgrades"), {});
    expect(list.errors).toBeUndefined();
    const id = list.data!.softwareUpgrades.items[0]!.id;
    expect((await viewer.gql(ONE, { id })).errors).toBeUndefined();
    expect(ext(await viewer.gql(LIST("firmwareUpgrades"), {})).code).toBe("FORBIDDEN");
    const fwId = (await admin.gql<{ firmwareUpgrades: { items: Pkg[] } }>(LIST("firmwareUpgrades"), {})).data!
      .firmwareUpgrades.items[0]!.id;
    expect(ext(await viewer.gql(ONE, { id: fwId })).code).toBe("NOT_FOUND");
    expect(ext(await viewer.gql(CREATE_SW, { input: await software({ versionNum: 70 }) })).code).toBe(
      "FORBIDDEN",
    );
    expect(ext(await viewer.gql(DELETE_SW, { id })).code).toBe("FORBIDDEN");
    expect(ext(await new Caller(t.url).gql(ONE, { id })).code).toBe("UNAUTHENTICATED");
  });
});
