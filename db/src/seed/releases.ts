import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../client";
import {
  accounts,
  appUpgrades,
  clients,
  languages,
  storedFiles,
  systemSettings,
  upgradePackages,
  versionReleaseLanguages,
  versionReleases,
} from "../schema/index";
import { demoApk, demoFirmwareImage, demoIpa, demoSoftwareZip } from "./packageBytes";
import { stripedPng } from "./png";
import {
  DEMO_APP_UPGRADES,
  DEMO_PACKAGES,
  DEMO_RELEASES,
  DEMO_RELEASE_DAY,
  packageFileName,
  versionCodeOf,
  type DemoAppUpgrade,
  type DemoPackage,
} from "./releases.data";

const SEEDED_KEY = "seed.releases";
const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(DEMO_RELEASE_DAY - n * DAY);

/** A demo file: its stored kind, name, content type (as the storage's sniffing answers) and bytes. */
export interface DemoFile {
  id: string;
  kind: "appIcon" | "appPackage" | "softwarePackage" | "firmware";
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** The stored file id of a demo file: 32 hex digits fixed by its name, like seedIconId. */
export const seedFileId = (name: string) =>
  createHash("sha256").update(`cgm seeded release file ${name}`).digest("hex").slice(0, 32);

const file = (kind: DemoFile["kind"], name: string, contentType: string, bytes: Buffer): DemoFile => ({
  id: seedFileId(`${kind}/${name}`),
  kind,
  name,
  contentType,
  bytes,
});

/** The icon and install package of a demo app version. */
export function appUpgradeFiles(u: DemoAppUpgrade): { icon: DemoFile; pkg: DemoFile } {
  const code = versionCodeOf(u.versionName)!;
  const ios = u.terminalType === "IOS";
  return {
    icon: file(
      "appIcon",
      `icon-${u.terminalType.toLowerCase()}-${u.versionName}.png`,
      "image/png",
      stripedPng(48, 48, u.icon),
    ),
    pkg: ios
      ? file("appPackage", u.fileName, "application/octet-stream", demoIpa("iCareCGM", code, u.versionName))
      : file(
          "appPackage",
          u.fileName,
          "application/vnd.android.package-archive",
          demoApk("com.example.icare.cgm", code, u.versionName),
        ),
  };
}

/** The stored package of a demo software or firmware package. */
export function packageFile(p: DemoPackage): DemoFile {
  return p.kind === "SOFTWARE"
    ? file(
        "softwarePackage",
        packageFileName(p),
        "application/zip",
        demoSoftwareZip(p.productCode, p.versionName),
      )
    : file(
        "firmware",
        packageFileName(p),
        "application/octet-stream",
        demoFirmwareImage(p.productCode, p.startVersion!, p.targetVersion!),
      );
}

/** Every demo file, whatever record uses it. */
export function demoReleaseFiles(): DemoFile[] {
  return [
    ...DEMO_APP_UPGRADES.flatMap((u) => Object.values(appUpgradeFiles(u))),
    ...DEMO_PACKAGES.map(packageFile),
  ];
}

/** Writes the bytes unless the file holds them already (a temporary file, then a rename). */
function writeIfChanged(dir: string, f: DemoFile): void {
  const target = path.join(dir, f.id);
  if (fs.existsSync(target) && fs.readFileSync(target).equals(f.bytes)) return;
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, f.bytes, { mode: 0o640 });
  fs.renameSync(tmp, target);
}

/** Stores a demo file as the API's storage does: its bytes in `dir`, its row attached to `owner`. */
async function storeFile(db: Db, dir: string, f: DemoFile, owner: string, at: Date): Promise<void> {
  writeIfChanged(dir, f);
  const row = {
    kind: f.kind,
    originalName: f.name,
    size: f.bytes.length,
    contentType: f.contentType,
    sha256: createHash("sha256").update(f.bytes).digest("hex"),
    createdBy: null,
    createdAt: at,
    completedAt: at,
    attachedAt: at,
    attachedTo: owner,
  };
  await db
    .insert(storedFiles)
    .values({ id: f.id, ...row })
    .onConflictDoUpdate({ target: storedFiles.id, set: row });
}

/**
 * Demo version releases of the demo clients, app versions (one of them set invalid) and software and
 * firmware packages with their files stored in `filesDir` (DATA_DIR/files), written once: what an
 * administrator changes or deletes later stays so. On later starts only the bytes of seeded files still
 * in use are written again where missing (a new data directory over an old database). Runs in the
 * caller's transaction, after the demo clients and the admin exist.
 */
export async function seedDemoReleases(db: Db, filesDir: string): Promise<void> {
  fs.mkdirSync(filesDir, { recursive: true, mode: 0o750 });
  const [done] = await db.select().from(systemSettings).where(eq(systemSettings.key, SEEDED_KEY));
  if (done) {
    const all = demoReleaseFiles();
    const kept = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          inArray(
            storedFiles.id,
            all.map((f) => f.id),
          ),
          isNotNull(storedFiles.attachedTo),
        ),
      );
    const ids = new Set(kept.map((k) => k.id));
    for (const f of all) if (ids.has(f.id)) writeIfChanged(filesDir, f);
    return;
  }
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, "admin"));
  const createdBy = admin?.id ?? null;
  await seedVersionReleases(db, createdBy);
  for (const u of DEMO_APP_UPGRADES) {
    const { icon, pkg } = appUpgradeFiles(u);
    const at = daysAgo(u.daysAgo);
    const values = {
      appName: u.appName,
      upgradeContent: u.upgradeContent,
      iconFileId: icon.id,
      packageFileId: pkg.id,
      versionNum: versionCodeOf(u.versionName)!,
      versionName: u.versionName,
      terminalType: u.terminalType,
      remark: u.remark,
      status: u.invalidDaysAgo === null ? "VALID" : "INVALID",
      disableTime: u.invalidDaysAgo === null ? null : daysAgo(u.invalidDaysAgo),
      createdBy,
      createdAt: at,
      updatedAt: u.invalidDaysAgo === null ? at : daysAgo(u.invalidDaysAgo),
    };
    // The files first (the row refers to them), attached once the row's id is known.
    await storeFile(db, filesDir, icon, "appUpgrade:pending", at);
    await storeFile(db, filesDir, pkg, "appUpgrade:pending", at);
    const [row] = await db
      .insert(appUpgrades)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: appUpgrades.id });
    const owner = row ? `appUpgrade:${row.id}` : null;
    await db
      .update(storedFiles)
      .set({ attachedTo: owner, attachedAt: owner ? at : null })
      .where(inArray(storedFiles.id, [icon.id, pkg.id]));
  }
  for (const p of DEMO_PACKAGES) {
    const f = packageFile(p);
    const at = daysAgo(p.daysAgo);
    await storeFile(db, filesDir, f, "upgradePackage:pending", at);
    const [row] = await db
      .insert(upgradePackages)
      .values({
        kind: p.kind,
        upgradeContent: p.upgradeContent,
        productCode: p.productCode,
        typeName: p.typeName,
        packageFileId: f.id,
        versionNum: versionCodeOf(p.versionName)!,
        versionName: p.versionName,
        upgradeType: p.upgradeType,
        upgradeMode: p.upgradeMode ?? null,
        startVersion: p.startVersion ?? null,
        targetVersion: p.targetVersion ?? null,
        createdBy,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: upgradePackages.id });
    const owner = row ? `upgradePackage:${row.id}` : null;
    await db
      .update(storedFiles)
      .set({ attachedTo: owner, attachedAt: owner ? at : null })
      .where(eq(storedFiles.id, f.id));
  }
  await db.insert(systemSettings).values({ key: SEEDED_KEY, value: 1 }).onConflictDoNothing();
}

/** The demo version releases with their languages (a client or language that is gone is skipped). */
async function seedVersionReleases(db: Db, createdBy: number | null): Promise<void> {
  const langs = await db.select({ id: languages.id, code: languages.code }).from(languages);
  const langId = new Map(langs.map((l) => [l.code.toLowerCase(), l.id]));
  for (const r of DEMO_RELEASES) {
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.clientId, r.client));
    if (!client) continue;
    const at = daysAgo(r.daysAgo);
    const [row] = await db
      .insert(versionReleases)
      .values({
        clientId: client.id,
        terminalType: r.terminalType,
        versionNum: r.versionNum,
        versionName: r.versionName,
        remark: r.remark,
        createdBy,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: versionReleases.id });
    const ids = r.languages.map((c) => langId.get(c.toLowerCase())).filter((id) => id !== undefined);
    if (row && ids.length)
      await db
        .insert(versionReleaseLanguages)
        .values(ids.map((languageId) => ({ releaseId: row.id, languageId })))
        .onConflictDoNothing();
  }
}

/** The demo files still attached to a record, with the size and SHA-256 recorded for each (tests). */
export async function seededReleaseFiles(db: Db) {
  return db
    .select()
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        demoReleaseFiles().map((f) => f.id),
      ),
    );
}
