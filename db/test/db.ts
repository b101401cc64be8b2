import { openDatabase, type DbHandle } from "../src/index";
import { sql } from "drizzle-orm";

export interface TestDriver {
  name: string;
  open(): Promise<DbHandle>;
}

/**
 * The databases integration tests run on: embedded PGlite always, PostgreSQL as well when
 * TEST_DATABASE_URL is set. Each PostgreSQL test run gets its own fresh schema-less database.
 */
export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [{ name: "pglite", open: () => openDatabase({}) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) drivers.push({ name: "postgres", open: () => freshPostgres(url) });
  else console.warn("TEST_DATABASE_URL is not set: PostgreSQL integration tests are skipped (PGlite only).");
  return drivers;
}

let counter = 0;

/**
 * Creates a throw-away database on the server named by `url` and opens it; dropped on close. Tests use a
 * small pool; the benchmark asks for the product's (10, as main.ts opens it).
 */
export async function freshPostgres(url: string, opts: { max?: number } = {}): Promise<DbHandle> {
  const admin = await openDatabase({ url, max: 1 });
  const name = `cgm_test_${process.pid}_${Date.now()}_${counter++}`;
  await admin.db.execute(sql.raw(`create database "${name}"`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  const h = await openDatabase({ url: u.toString(), max: opts.max ?? 4 });
  return {
    ...h,
    close: async () => {
      await h.close();
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    },
  };
}
