import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies every pending drizzle-kit migration, on either driver. */
export async function migrate(h: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (h.driver === "pglite") await migratePglite(h.db as unknown as PgliteDatabase, config);
  else await migratePostgres(h.db as unknown as PostgresJsDatabase, config);
}

/** True when the database answers and holds the latest migration (for /readyz). */
export async function isMigrated(h: DbHandle): Promise<boolean> {
  try {
    const rows = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return (rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  }
}

/** Advisory lock id serialising start-up work of several API instances on one PostgreSQL. */
const STARTUP_LOCK = 72_270_001;

/**
 * Migrates and seeds. On a server database, several API instances may start at once: the work runs on
 * one connection holding an advisory lock, so the instances take turns.
 */
export async function prepareDatabase(h: DbHandle, work: (h: DbHandle) => Promise<void>): Promise<void> {
  if (h.driver === "pglite" || !h.url) {
    await migrate(h);
    await work(h);
    return;
  }
  // No statement timeout: it waits for other instances' start-up work, and migrations may take long.
  const one = await openDatabase({ url: h.url, max: 1, statementTimeoutMs: 0 });
  try {
    await one.db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
    await migrate(one);
    await work(one);
  } finally {
    await one.db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`).catch(() => undefined);
    await one.close();
  }
}
