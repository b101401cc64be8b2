import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, like, sql } from "drizzle-orm";
import { auditLog, devices, organisations } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";

const CREATE = `mutation($i: DeviceInput!) { createDevice(input: $i) { sn goodsCode organisation { name } } }`;
const IMPORT = `mutation($csv: String!, $commit: Boolean!) { importDevices(csv: $csv, commit: $commit) { valid invalid imported rows { line sn goodsCode organisation errors { field message } } } }`;
type Row = {
  line: number;
  sn: string;
  goodsCode: string;
  organisation: string;
  errors: { field: string; message: string }[];
};
type Import = { importDevices: { valid: number; invalid: number; imported: number; rows: Row[] } };
/** Each row as [line, { field: message }]. */
const problems = (r: { data?: Import }) =>
  r.data?.importDevices.rows.map((row) => [
    row.line,
    Object.fromEntries(row.errors.map((e) => [e.field, e.message])),
  ]);

describe.each(testDrivers())("device registration on $name", ({ open }) => {
  let t: Harness;
  let operator: Caller;
  let beijing: number;
  const total = async () => (await t.h.db.select({ n: count() }).from(devices))[0]!.n;
  const audits = async () => (await t.h.db.select({ n: count() }).from(auditLog))[0]!.n;
  const snsLike = async (p: string) =>
    (await t.h.db.select({ sn: devices.sn }).from(devices).where(like(devices.sn, p)))
      .map((d) => d.sn)
      .sort();
  beforeAll(async () => {
    t = await startHarness(await open());
    operator = new Caller(t.url);
    await operator.login("scope-subtree", "demo1234"); // North Region and its clinics
    const [org] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0101"));
    beijing = org!.id;
  });
  afterAll(async () => t?.close());

  it("registers a device by form in an organisation of the scope, with the spec's SN message", async () => {
    const bad = await operator.gql(CREATE, { i: { sn: "CGM12345", goodsCode: "CGM-S15", orgId: beijing } });
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ sn: "validation.sn.length" });
    const ok = await operator.gql<{ createDevice: { sn: string; organisation: { name: string } } }>(CREATE, {
      i: { sn: " cgmnew0000001 ", goodsCode: " CGM-S15 ", orgId: beijing },
    });
    // Trimmed and upper-cased, as an import registers it.
    expect(ok.data?.createDevice).toEqual({
      sn: "CGMNEW0000001",
      goodsCode: "CGM-S15",
      organisation: { name: "Beijing Clinic" },
    });
    const again = await operator.gql(CREATE, { i: { sn: "cgmNEW0000001", goodsCode: "X", orgId: beijing } });
    expect(code(again)).toBe("CONFLICT");
  });

  it("refuses a form save with a bad product code or organisation, or a taken SN, and writes nothing", async () => {
    await t.h.db.insert(devices).values({ sn: "cgmlegacy0001", goodsCode: "OLD", orgId: beijing });
    const [before, logged] = [await total(), await audits()];
    for (const goodsCode of ["=cmd|' /C calc'!A0", "+1", "@SUM(A1)", "a,b"]) {
      const r = await operator.gql(CREATE, { i: { sn: "CGMNEW0000002", goodsCode, orgId: beijing } });
      expect(r.errors?.[0]?.extensions?.fieldErrors, goodsCode).toEqual({
        goodsCode: "validation.specialChars",
      });
    }
    const long = await operator.gql(CREATE, {
      i: { sn: "CGMNEW0000002", goodsCode: "A".repeat(33), orgId: beijing },
    });
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual({ goodsCode: "validation.tooLong" });
    const r = await operator.gql(CREATE, { i: { sn: "CGMNEW0000002", goodsCode: "CGM-S15", orgId: 1 } });
    expect(r.errors?.[0]?.extensions?.fieldErrors).toEqual({ orgId: "device.orgOutOfScope" });
    const legacy = await operator.gql(CREATE, { i: { sn: "CGMLEGACY0001", goodsCode: "X", orgId: beijing } });
    expect(legacy.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", messageId: "device.snTaken" });
    expect([await total(), await audits()]).toEqual([before, logged]);
  });

  it("previews an inventory CSV with per-field errors, then imports only the valid rows", async () => {
    const csv = [
      "SN,goodsCode,organisation",
      "CGMIMP000001,CGM-S15,ORG-0101",
      " cgmimp000002 ,CGM-S14,ORG-0102",
      "SHORT,=HYPERLINK(1),ORG-0102",
      "CGMIMP000001,CGM-S15,ORG-0101",
      "CGMIMP000003,CGM-S15,ORG-0202",
      "CGMIMP00000$,+CGM,",
      "cgmlegacy0002,@x,ORG-0101",
      `CGMIMP000004,${"A".repeat(33)},ORG-0101`,
    ].join("\n");
    await t.h.db.insert(devices).values({ sn: "cgmlegacy0002", goodsCode: "OLD", orgId: beijing });
    const before = await total();
    const preview = await operator.gql<Import>(IMPORT, { csv, commit: false });
    expect(preview.data?.importDevices).toMatchObject({ valid: 2, invalid: 6, imported: 0 });
    expect(problems(preview)).toEqual([
      [2, {}],
      [3, {}],
      [4, { sn: "validation.sn.length", goodsCode: "validation.specialChars" }],
      [5, { sn: "device.snRepeated" }],
      [6, { organisation: "device.orgOutOfScope" }],
      [
        7,
        {
          sn: "validation.specialChars",
          goodsCode: "validation.specialChars",
          organisation: "validation.required",
        },
      ],
      [8, { sn: "device.snTaken", goodsCode: "validation.specialChars" }],
      [9, { goodsCode: "validation.tooLong" }],
    ]);
    expect(preview.data?.importDevices.rows[1]?.sn).toBe("CGMIMP000002");
    expect(await total()).toBe(before);
    const done = await operator.gql<Import>(IMPORT, { csv, commit: true });
    expect(done.data?.importDevices.imported).toBe(2);
    expect(await snsLike("CGMIMP%")).toEqual(["CGMIMP000001", "CGMIMP000002"]);
    expect(await total()).toBe(before + 2);
    const header = await operator.gql(IMPORT, { csv: "nope\nx", commit: false });
    expect(header.errors?.[0]?.extensions?.fieldErrors).toEqual({ csv: "device.importHeader" });
  });

  it("reads the file as RFC 4180, numbering rows by the line each record starts on", async () => {
    const csv =
      '\uFEFFSN,goodsCode,"organisation"\r\n' +
      '"CGMRFC000001","CGM-S15","ORG-0101"\r\n' +
      "\r\n" +
      '"CGMRFC000002","CGM ""S15"", two\r\nlines",ORG-0101\r\n' +
      "   \n" +
      "CGMRFC000003,CGM-S15,ORG-0101\n" +
      ",,\n" +
      "cgmrfc000003,CGM-S15,ORG-0102";
    const r = await operator.gql<Import>(IMPORT, { csv, commit: false });
    expect(problems(r)).toEqual([
      [2, {}],
      [4, { goodsCode: "validation.specialChars" }],
      [7, {}],
      [9, { sn: "device.snRepeated" }],
    ]);
    expect(r.data?.importDevices.rows[1]?.goodsCode).toBe('CGM "S15", two\r\nlines');
    const open = await operator.gql(IMPORT, {
      csv: 'SN,goodsCode,organisation\nA,B,C\n"CGM,\nX,Y,Z',
      commit: false,
    });
    expect(open.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { csv: "device.importUnclosedQuote" },
      values: { line: 3 },
    });
  });

  it("commits all the valid rows or, when one cannot be written, none of them", async () => {
    // The import's audit row cannot be written: the devices inserted before it must go too.
    await t.h.db.execute(sql`create function cgm_test_refuse() returns trigger language plpgsql as $$
      begin if new.action = 'device.import' then raise exception 'refused by the test'; end if; return new; end $$`);
    await t.h.db.execute(sql`create trigger cgm_test_refuse before insert on audit_log
      for each row execute function cgm_test_refuse()`);
    try {
      const csv = ["SN,goodsCode,organisation", 1, 2, 3, 4]
        .map((i) => (typeof i === "number" ? `CGMALL00000${i},CGM-S15,ORG-0101` : i))
        .join("\n");
      const [before, logged] = [await total(), await audits()];
      const r = await operator.gql<Import>(IMPORT, { csv, commit: true });
      expect(r.errors?.length).toBe(1);
      expect(r.data?.importDevices).toBeUndefined();
      expect([await total(), await audits()]).toEqual([before, logged]);
      expect(await snsLike("CGMALL%")).toEqual([]);
    } finally {
      await t.h.db.execute(sql`drop trigger cgm_test_refuse on audit_log`);
      await t.h.db.execute(sql`drop function cgm_test_refuse()`);
    }
  });
});
