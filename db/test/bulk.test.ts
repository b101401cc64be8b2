import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  CopyRefused,
  CopyWriter,
  bulkTransaction,
  demoSn,
  devices,
  glucoseReadings,
  migrate,
  seed,
  sqlState,
  usageRecords,
  type DbHandle,
} from "../src/index";
import { testDrivers } from "./db";

const rowsOf = (h: DbHandle, table: string) =>
  bulkTransaction(h, (tx) => tx.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY a`));

describe.each(testDrivers())("bulk transactions on $name", ({ open }) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await open();
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
    await bulkTransaction(h, (tx) =>
      tx.query(
        "CREATE TABLE bulk_t (a int PRIMARY KEY CHECK (a < 1000), ts timestamptz, v real, b boolean, t text)",
      ),
    );
  }, 60_000);
  afterAll(async () => h?.close());

  const encode = (values: number[], text: (a: number) => string | null = () => null) => {
    const w = new CopyWriter();
    for (const a of values)
      w.row(5)
        .int4(a)
        .timestamptz(Date.UTC(2026, 10, 21, 8, 30, 0, 123) + a)
        .float4(a / 100)
        .bool(a % 2 === 0)
        .text(text(a));
    return w.finish();
  };

  it("loads binary COPY rows exactly: times to the millisecond, reals, booleans, UTF-8 text and NULL", async () => {
    await bulkTransaction(h, (tx) =>
      tx.copy(
        "bulk_t",
        ["a", "ts", "v", "b", "t"],
        encode([1, 2, 555], (a) => (a === 2 ? null : `Zürich "${a}"`)),
      ),
    );
    const rows = await rowsOf(h, "bulk_t");
    expect(rows.rows).toEqual([
      { a: 1, ts: new Date("2026-11-21T08:30:00.124Z"), v: 0.01, b: false, t: 'Zürich "1"' },
      { a: 2, ts: new Date("2026-11-21T08:30:00.125Z"), v: 0.02, b: true, t: null },
      { a: 555, ts: new Date("2026-11-21T08:30:00.678Z"), v: 5.55, b: false, t: 'Zürich "555"' },
    ]);
  });

  it("loads double precision exactly", async () => {
    const values = [0.1 + 0.2, -1e-300, 1234567.891234567, 2 ** 53 + 2];
    await bulkTransaction(h, (tx) => tx.query("CREATE TABLE bulk_f8 (k int, d float8)"));
    const w = new CopyWriter();
    values.forEach((d, k) => w.row(2).int4(k).float8(d));
    await bulkTransaction(h, (tx) => tx.copy("bulk_f8", ["k", "d"], w.finish()));
    const r = await bulkTransaction(h, (tx) =>
      tx.query<{ d: number }>("SELECT d::text AS d FROM bulk_f8 ORDER BY k"),
    );
    expect(r.rows.map((x) => Number(x.d))).toEqual(values);
  });

  it("spans many buffers, and a timestamp before 2000 or a long text crosses no boundary wrongly", async () => {
    const values = Array.from({ length: 30_000 }, (_, i) => i + 1000);
    await bulkTransaction(h, (tx) =>
      tx.query("CREATE TABLE bulk_big (a int, ts timestamptz, v real, b boolean, t text)"),
    );
    const w = new CopyWriter();
    for (const a of values)
      w.row(5)
        .int4(a)
        .timestamptz(Date.UTC(1999, 0, 1) - a)
        .float4(1.5)
        .bool(true)
        .text("x".repeat(a % 40));
    w.row(5).int4(1).timestamptz(0).float4(2).bool(false).text("y".repeat(300_000));
    const data = w.finish();
    expect(data.length).toBeGreaterThan(1);
    await bulkTransaction(h, (tx) => tx.copy("bulk_big", ["a", "ts", "v", "b", "t"], data));
    const r = await bulkTransaction(h, (tx) =>
      tx.query<{ n: number; first: Date; long: number; chars: number }>(
        `SELECT count(*)::int AS n, min(ts) FILTER (WHERE a >= 1000) AS first,
                max(length(t)) AS long, sum(length(t)) FILTER (WHERE a >= 1000)::int AS chars FROM bulk_big`,
      ),
    );
    expect(r.rows[0]).toMatchObject({
      n: 30_001,
      first: new Date(Date.UTC(1999, 0, 1) - 30_999),
      long: 300_000,
      chars: values.reduce((s, a) => s + (a % 40), 0),
    });
  });

  it("rolls back and reports a COPY the database refuses, without hanging", async () => {
    const before = (await rowsOf(h, "bulk_t")).rows.length;
    const failure = await bulkTransaction(h, (tx) =>
      tx.copy("bulk_t", ["a", "ts", "v", "b", "t"], encode([7, 5000])),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure instanceof CopyRefused || sqlState(failure) === "23514").toBe(true);
    expect((await rowsOf(h, "bulk_t")).rows.length).toBe(before);
  });

  it("commits atCommit statements with the transaction, and none of it when one of them fails", async () => {
    await bulkTransaction(h, async (tx) => {
      await tx.query("INSERT INTO bulk_t (a) VALUES ($1)", [20]);
      tx.atCommit("INSERT INTO bulk_t (a) VALUES ($1)", [21]);
    });
    const failure = await bulkTransaction(h, async (tx) => {
      await tx.query("INSERT INTO bulk_t (a) VALUES ($1)", [30]);
      tx.atCommit("INSERT INTO bulk_t (a) VALUES ($1)", [20]); // a duplicate key
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(failure)).toBe("23505");
    const a = (await rowsOf(h, "bulk_t")).rows.map((r) => r.a);
    expect(a).toEqual(expect.arrayContaining([20, 21]));
    expect(a).not.toContain(30);
  });

  it("deletes a device's time series with the device (no foreign key, a trigger)", async () => {
    const [d] = await h.db
      .select()
      .from(devices)
      .where(eq(devices.sn, demoSn(60)));
    const w = new CopyWriter();
    for (let i = 0; i < 10; i++)
      w.row(3)
        .int4(d!.id)
        .timestamptz(Date.UTC(2026, 0, 1, 0, i))
        .float4(6);
    await bulkTransaction(h, async (tx) => {
      await tx.copy("glucose_readings", ["device_id", "ts", "mmol"], w.finish());
      await tx.query("INSERT INTO usage_records (device_id, ts, action) VALUES ($1, now(), 'APP_START')", [
        d!.id,
      ]);
    });
    const n = async () => [
      (await h.db.select({ n: count() }).from(glucoseReadings).where(eq(glucoseReadings.deviceId, d!.id)))[0]
        ?.n,
      (await h.db.select({ n: count() }).from(usageRecords).where(eq(usageRecords.deviceId, d!.id)))[0]?.n,
    ];
    expect(await n()).toEqual([10, 1]);
    await h.db.delete(devices).where(eq(devices.id, d!.id));
    expect(await n()).toEqual([0, 0]);
  });
});
