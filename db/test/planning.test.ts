import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "../src/index";
import { freshPostgres } from "./db";

const url = process.env.TEST_DATABASE_URL;

/** How the connection's prepared statement of a query text was planned, if it has one. */
const preparedOf = async (h: DbHandle, marker: string) =>
  h.rows<{ generic: number; custom: number }>(
    sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
         where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
  );
const lookup = (marker: string, id: number) =>
  sql`select relname from pg_class where oid = ${id}::oid ${sql.raw(`/* ${marker} */`)}`;

describe.runIf(url)("queries planned for their values (PostgreSQL)", () => {
  let h: DbHandle;
  // One connection: prepared statements and their cached plans belong to a connection.
  beforeAll(async () => {
    h = await freshPostgres(url!, { max: 1 });
  }, 30_000);
  afterAll(async () => h?.close());

  it("rows: a prepared statement, which takes a generic plan after a few runs", async () => {
    for (let i = 0; i < 8; i++) await h.rows(lookup("m-rows", 1259));
    const [p] = await preparedOf(h, "m-rows");
    expect(p && p.generic + p.custom).toBe(8);
    expect(p?.generic).toBeGreaterThan(0);
  });

  it("rowsPlanned: planned for its own values on every run (no prepared statement), same rows", async () => {
    for (let i = 0; i < 8; i++)
      expect(await h.rowsPlanned(lookup("m-planned", 1259))).toEqual([{ relname: "pg_class" }]);
    expect(await preparedOf(h, "m-planned")).toEqual([]);
    expect(await h.rowsPlanned(lookup("m-same", 1259))).toEqual(await h.rows(lookup("m-same", 1259)));
  });
});

describe("rowsPlanned on the embedded database", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openDatabase({});
  }, 30_000);
  afterAll(async () => h?.close());

  it("answers as rows does", async () => {
    expect(await h.rowsPlanned(lookup("m", 1259))).toEqual([{ relname: "pg_class" }]);
    expect(await h.rowsPlanned(lookup("m", 1259))).toEqual(await h.rows(lookup("m", 1259)));
  });
});
