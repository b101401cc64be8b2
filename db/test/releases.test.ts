import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  DEMO_FIRMWARE,
  appUpgrades,
  demoReleaseFiles,
  migrate,
  seed,
  seededReleaseFiles,
  storedFiles,
  upgradePackages,
  versionCodeOf,
  versionReleaseLanguages,
  versionReleases,
  type DbHandle,
} from "../src/index";
import { DEMO_APP_UPGRADES, DEMO_PACKAGES, DEMO_RELEASES } from "../src/seed/releases.data";
import { storedZip } from "../src/seed/packageBytes";
import { testDrivers } from "./db";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("demo release data", () => {
  it("numbers dotted versions as major * 10000 + minor * 100 + patch", () => {
    expect(versionCodeOf("2.6.0")).toBe(20600);
    expect(versionCodeOf("1.9")).toBe(10900);
    expect(versionCodeOf("v3.2.1")).toBe(30201);
    expect(versionCodeOf("3.2.x")).toBeNull();
    expect(versionCodeOf("1.123")).toBeNull();
  });

  it("offers firmware that starts at the version each demo product code runs", () => {
    for (const [product, version] of Object.entries(DEMO_FIRMWARE))
      expect(
        DEMO_PACKAGES.some((p) => p.productCode === product && p.startVersion === version),
        product,
      ).toBe(true);
  });

  it("writes ZIP archives whose directory lists every entry", () => {
    const z = storedZip({ "a.txt": "hello", "b/c.bin": Buffer.from([0, 1, 2]) });
    expect(z.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const end = z.subarray(-22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(2);
    expect(z.includes(Buffer.from("b/c.bin"))).toBe(true);
    // The same names give the same bytes (the seed writes them again only when they differ).
    expect(demoReleaseFiles().map((f) => sha(f.bytes))).toEqual(demoReleaseFiles().map((f) => sha(f.bytes)));
  });
});

describe.each(testDrivers())("seeded demo releases on $name", ({ open }) => {
  let h: DbHandle;
  let dir: string;
  const files = () => path.join(dir, "files");
  const opts = () => ({ demo: true, adminPassword: "admin123", filesDir: files(), demoReleases: true });
  const counts = async () => ({
    releases: (await h.db.select({ n: count() }).from(versionReleases))[0]!.n,
    languages: (await h.db.select({ n: count() }).from(versionReleaseLanguages))[0]!.n,
    apps: (await h.db.select({ n: count() }).from(appUpgrades))[0]!.n,
    packages: (await h.db.select({ n: count() }).from(upgradePackages))[0]!.n,
    files: (await h.db.select({ n: count() }).from(storedFiles))[0]!.n,
  });
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-seed-releases-"));
    h = await open();
    await migrate(h);
    await seed(h.db, opts());
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("seeds the releases, app versions (one invalid with its disable time) and packages", async () => {
    const c = await counts();
    expect(c).toMatchObject({
      releases: DEMO_RELEASES.length,
      apps: DEMO_APP_UPGRADES.length,
      packages: DEMO_PACKAGES.length,
    });
    expect(c.languages).toBe(DEMO_RELEASES.reduce((n, r) => n + r.languages.length, 0));
    const invalid = await h.db.select().from(appUpgrades).where(eq(appUpgrades.status, "INVALID"));
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.disableTime).toBeInstanceOf(Date);
    const firmware = await h.db.select().from(upgradePackages).where(eq(upgradePackages.kind, "FIRMWARE"));
    expect(firmware.map((p) => `${p.productCode} ${p.startVersion}->${p.targetVersion}`).sort()).toEqual([
      "CGM-S14 3.1.0->3.2.0",
      "CGM-S14 3.2.0->3.2.1",
      "CGM-S15 4.0.0->4.1.0",
    ]);
  });

  it("stores every package and icon byte for byte with its recorded size and SHA-256, attached", async () => {
    const rows = await seededReleaseFiles(h.db);
    expect(rows).toHaveLength(demoReleaseFiles().length);
    const pkgs = await h.db.select().from(upgradePackages);
    const apps = await h.db.select().from(appUpgrades);
    for (const r of rows) {
      const bytes = fs.readFileSync(path.join(files(), r.id));
      expect(bytes.length, r.originalName).toBe(r.size);
      expect(sha(bytes), r.originalName).toBe(r.sha256);
      expect(r.completedAt).toBeInstanceOf(Date);
      const owner = r.attachedTo ?? "";
      const used =
        pkgs.some((p) => owner === `upgradePackage:${p.id}` && p.packageFileId === r.id) ||
        apps.some((a) => owner === `appUpgrade:${a.id}` && [a.iconFileId, a.packageFileId].includes(r.id));
      expect(used, `${r.originalName} attached to ${owner}`).toBe(true);
    }
  });

  it("is idempotent, keeps what an administrator deleted, and restores missing bytes of files in use", async () => {
    const before = await counts();
    const [gone] = await h.db
      .delete(versionReleases)
      .where(eq(versionReleases.versionNum, "2.3.0"))
      .returning();
    expect(gone).toBeDefined();
    const [firmware] = await seededReleaseFiles(h.db).then((r) => r.filter((f) => f.kind === "firmware"));
    fs.rmSync(path.join(files(), firmware!.id));
    await seed(h.db, opts());
    const after = await counts();
    expect(after).toEqual({ ...before, releases: before.releases - 1, languages: after.languages });
    expect(sha(fs.readFileSync(path.join(files(), firmware!.id)))).toBe(firmware!.sha256);
  });
});
