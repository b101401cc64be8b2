import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import {
  MIGRATIONS_FOLDER,
  clientCountries,
  clients,
  migrate,
  openDatabase,
  seed,
  type DbHandle,
} from "@cgm/db";

/**
 * An install from before Client management, whose device apps were rows of ingest_clients, upgrades:
 * migration 0012 moves them into clients with the same client id and secret hash (type ANDROID, no
 * center, enabled as they were), and the demo seed then gives the demo app its center and countries.
 */
function migrationsUntil(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cgm-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

const hash = (s: string) => createHash("sha256").update(s).digest("hex");

describe("upgrading an install whose device apps were ingest clients", () => {
  let h: DbHandle;
  let old: string;
  beforeAll(async () => {
    old = migrationsUntil("0011_localisation_and_dictionaries");
    h = await openDatabase({});
  });
  afterAll(async () => {
    await h?.close();
    if (old) rmSync(old, { recursive: true, force: true });
  });

  it("moves every ingest client over with its id, secret and state; the demo app gets its center", async () => {
    await migratePglite(h.db as unknown as PgliteDatabase, { migrationsFolder: old });
    await h.db.execute(sql`insert into ingest_clients (client_id, name, secret_hash, active) values
      ('demo-app', 'Demo CGM app', ${hash("demo-app-secret")}, true),
      ('legacy-app', ${"L".repeat(100)}, ${hash("legacy")}, false)`);
    await migrate(h);
    const rows = await h.db.select().from(clients).orderBy(clients.clientId);
    expect(rows.map((r) => [r.clientId, r.name.length, r.type, r.status, r.centerId, r.secretHash])).toEqual([
      ["demo-app", 12, "ANDROID", "ACTIVE", null, hash("demo-app-secret")],
      ["legacy-app", 50, "ANDROID", "DISABLED", null, hash("legacy")],
    ]);
    const [gone] = await h.rows<{ t: string | null }>(sql`select to_regclass('ingest_clients')::text as t`);
    expect(gone?.t).toBeNull();
    await seed(h.db, { demo: true, adminPassword: "admin123" });
    const [demo] = await h.db.select().from(clients).where(eq(clients.clientId, "demo-app"));
    expect(demo!.centerId).not.toBeNull();
    expect(demo!.secretHash).toBe(hash("demo-app-secret"));
    const supported = await h.db.select().from(clientCountries).where(eq(clientCountries.clientId, demo!.id));
    expect(supported).toHaveLength(2);
    const [legacy] = await h.db.select().from(clients).where(eq(clients.clientId, "legacy-app"));
    expect(legacy!.centerId).toBeNull();
  });
});
