import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { upgradeOutcomes } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import {
  addDevices,
  askUpdate,
  createPackage,
  orgNumberId,
  reportPackage,
  type TestDevice,
} from "./rollout.fixtures";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** The update API for software packages and firmware images (issue 11.5), without rollouts. */
describe.each(testDrivers())("package updates on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let dev: TestDevice;
  let other: TestDevice; // another product
  const ids: Record<string, string> = {};
  const bytes: Record<string, Buffer> = {};

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-pkg-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    const org = await orgNumberId(t.h.db, "ORG-0101");
    dev = (await addDevices(t.h.db, t.url, "PKA", 1, [org], "PKG-A"))[0]!;
    other = (await addDevices(t.h.db, t.url, "PKB", 1, [org], "PKG-B"))[0]!;
    const add = async (key: string, kind: "software" | "firmware", over: Record<string, unknown>) => {
      const p = await createPackage(admin, t.url, kind, over);
      ids[key] = p.id;
      bytes[key] = p.bytes;
    };
    await add("s3", "software", { productCode: "PKG-A", versionNum: 3 });
    await add("s7", "software", { productCode: "pkg-a", versionNum: 7 });
    await add("s5", "software", { productCode: "PKG-A", versionNum: 5 });
    await add("b9", "software", { productCode: "PKG-B", versionNum: 9 });
    await add("f1", "firmware", {
      productCode: "PKG-A",
      versionNum: 1,
      startVersion: "1.0.0",
      targetVersion: "1.1.0",
    });
    await add("f2", "firmware", {
      productCode: "PKG-A",
      versionNum: 2,
      startVersion: "1.1.0",
      targetVersion: "1.2.0",
    });
    await add("f3", "firmware", {
      productCode: "PKG-A",
      versionNum: 3,
      startVersion: "1.1.0",
      targetVersion: "1.10.0",
    });
    await add("f4", "firmware", {
      productCode: "PKG-A",
      versionNum: 4,
      startVersion: "1.1.0",
      targetVersion: "1.0.9",
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("offers the latest higher software version of the device's product, with URL, size and SHA-256", async () => {
    const res = await askUpdate(t.url, dev, "kind=software&currentVersion=4&productCode=PKG-A");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kind: "software",
      id: Number(ids.s7),
      productCode: "pkg-a",
      versionNumber: 7,
      versionName: "v7",
      upgradeContent: "Better sensor handling",
      upgradeType: "OPTIONAL",
      upgradeMode: null,
      startVersion: null,
      targetVersion: null,
      url: `/device/v1/packages/${ids.s7}/package`,
      outcomeUrl: `/device/v1/packages/${ids.s7}/outcome`,
      fileName: "software-pkg-a-7.bin",
      size: bytes.s7!.length,
      sha256: sha(bytes.s7!),
    });
    expect((await askUpdate(t.url, dev, "kind=software&currentVersion=7")).status).toBe(204);
    // The other product's 9 is never offered to this device; its own product's 9 to the other.
    const b = await askUpdate(t.url, other, "kind=software&currentVersion=0");
    expect(((await b.json()) as { id: number }).id).toBe(Number(ids.b9));
  });

  it("offers firmware only from exactly its start version, the highest target above it", async () => {
    const fw = async (v: string) => {
      const res = await askUpdate(t.url, dev, `kind=firmware&currentVersion=${v}`);
      return res.status === 204 ? null : ((await res.json()) as { id: number; targetVersion: string });
    };
    expect((await fw("1.0.0"))?.id).toBe(Number(ids.f1));
    expect(await fw("1.1.0")).toMatchObject({ id: Number(ids.f3), targetVersion: "1.10.0" });
    expect((await fw("v1.1"))?.id).toBe(Number(ids.f3));
    expect(await fw("1.0.5")).toBeNull();
    expect(await fw("1.2.0")).toBeNull();
    expect(await fw("1.10.0")).toBeNull();
  });

  it("refuses bad package queries with 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["kind=software&currentVersion=1&productCode=PKG-B", "productCode"],
      ["kind=firmware&currentVersion=1.x", "currentVersion"],
      ["kind=firmware&currentVersion=1.0%00", "currentVersion"],
      ["kind=software&currentVersion=1.0", "currentVersion"],
      ["kind=software&currentVersion=99999999999", "currentVersion"],
      ["kind=system&currentVersion=1", "kind"],
      [`kind=software&currentVersion=1&productCode=${"A".repeat(5000)}`, "productCode"],
    ] as const) {
      const res = await askUpdate(t.url, dev, query);
      expect(res.status, query.slice(0, 60)).toBe(400);
      expect(((await res.json()) as { fieldErrors: object }).fieldErrors, query.slice(0, 60)).toHaveProperty(
        field,
      );
    }
  });

  it("serves an offered package byte for byte and only to devices of its product", async () => {
    const url = `${t.url}/device/v1/packages/${ids.f3}/package`;
    const res = await fetch(url, { headers: { authorization: dev.auth } });
    expect(res.status).toBe(200);
    const got = Buffer.from(await res.arrayBuffer());
    expect(got.equals(bytes.f3!)).toBe(true);
    expect(sha(got)).toBe(sha(bytes.f3!));
    expect(res.headers.get("repr-digest")).toBe(
      `sha-256=:${Buffer.from(sha(bytes.f3!), "hex").toString("base64")}:`,
    );
    expect((await fetch(url, { headers: { authorization: other.auth } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
    const bad = await fetch(`${t.url}/device/v1/packages/99999999999/package`, {
      headers: { authorization: dev.auth },
    });
    expect(bad.status).toBe(400);
  });

  it("records package outcomes once per device, package and outcome; another product's is 404", async () => {
    expect((await reportPackage(t.url, dev, ids.s7!, { outcome: "DOWNLOADED", version: 4 })).status).toBe(
      201,
    );
    const again = await reportPackage(t.url, dev, ids.s7!, { outcome: "DOWNLOADED", version: 4 });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true, upgradeId: Number(ids.s7) });
    expect((await reportPackage(t.url, dev, ids.s7!, { outcome: "FAILED", version: 4 })).status).toBe(400);
    expect(
      (await reportPackage(t.url, dev, ids.s7!, { outcome: "FAILED", reason: "CRC", version: 4 })).status,
    ).toBe(201);
    expect((await reportPackage(t.url, dev, ids.b9!, { outcome: "INSTALLED", version: 9 })).status).toBe(404);
    const rows = await t.h.db
      .select()
      .from(upgradeOutcomes)
      .where(eq(upgradeOutcomes.packageId, Number(ids.s7)));
    expect(rows.map((r) => r.outcome).sort()).toEqual(["DOWNLOADED", "FAILED"]);
    expect(rows.every((r) => r.appUpgradeId === null)).toBe(true);
  });
});
