import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { devices } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";

const CREATE = `mutation($i: DeviceInput!) { createDevice(input: $i) { sn organisation { name } } }`;
const IMPORT = `mutation($csv: String!, $commit: Boolean!) { importDevices(csv: $csv, commit: $commit) { valid invalid imported rows { line sn error } } }`;
type Import = {
  importDevices: {
    valid: number;
    invalid: number;
    imported: number;
    rows: { line: number; sn: string; error: string | null }[];
  };
};

describe.each(testDrivers())("device registration on $name", ({ open }) => {
  let t: Harness;
  let operator: Caller;
  const total = async () => (await t.h.db.select({ n: count() }).from(devices))[0]!.n;
  beforeAll(async () => {
    t = await startHarness(await open());
    operator = new Caller(t.url);
    await operator.login("scope-subtree", "demo1234"); // North Region and its clinics
  });
  afterAll(async () => t?.close());

  it("registers a device by form in an organisation of the scope, with the spec's SN message", async () => {
    const north = await operator.gql<{ organisationOptions: { id: number; number: string }[] }>(
      `{ organisationOptions { id number } }`,
    );
    const beijing = north.data!.organisationOptions.find((o) => o.number === "ORG-0101")!;
    const bad = await operator.gql(CREATE, {
      i: { sn: "CGM12345", goodsCode: "CGM-S15", orgId: beijing.id },
    });
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ sn: "validation.sn.length" });
    const ok = await operator.gql<{ createDevice: { sn: string; organisation: { name: string } } }>(CREATE, {
      i: { sn: "CGMNEW0000001", goodsCode: "CGM-S15", orgId: beijing.id },
    });
    expect(ok.data?.createDevice).toEqual({ sn: "CGMNEW0000001", organisation: { name: "Beijing Clinic" } });
    expect(
      code(await operator.gql(CREATE, { i: { sn: "CGMNEW0000001", goodsCode: "X", orgId: beijing.id } })),
    ).toBe("CONFLICT");
  });

  it("refuses an organisation outside the scope and writes nothing", async () => {
    const before = await total();
    const r = await operator.gql(CREATE, { i: { sn: "CGMNEW0000002", goodsCode: "CGM-S15", orgId: 1 } });
    expect(r.errors?.[0]?.extensions?.fieldErrors).toEqual({ orgId: "device.orgOutOfScope" });
    expect(await total()).toBe(before);
  });

  it("previews an inventory CSV with per-row errors, then imports only the valid rows", async () => {
    const csv = [
      "SN,goodsCode,organisation",
      "CGMIMP000001,CGM-S15,ORG-0101",
      "CGMIMP000002,CGM-S14,ORG-0102",
      "SHORT,CGM-S14,ORG-0102",
      "CGMIMP000001,CGM-S15,ORG-0101",
      "CGMIMP000003,CGM-S15,ORG-0202",
      "CGMIMP00000$,CGM-S15,ORG-0101",
    ].join("\n");
    const before = await total();
    const preview = await operator.gql<Import>(IMPORT, { csv, commit: false });
    expect(preview.data?.importDevices).toMatchObject({ valid: 2, invalid: 4, imported: 0 });
    expect(preview.data?.importDevices.rows.map((r) => [r.line, r.error])).toEqual([
      [2, null],
      [3, null],
      [4, "validation.sn.length"],
      [5, "device.snTaken"],
      [6, "device.orgOutOfScope"],
      [7, "validation.specialChars"],
    ]);
    expect(await total()).toBe(before);
    const done = await operator.gql<Import>(IMPORT, { csv, commit: true });
    expect(done.data?.importDevices.imported).toBe(2);
    expect(await total()).toBe(before + 2);
    const [row] = await t.h.db.select().from(devices).where(eq(devices.sn, "CGMIMP000002"));
    expect(row?.goodsCode).toBe("CGM-S14");
    const header = await operator.gql(IMPORT, { csv: "nope\nx", commit: false });
    expect(header.errors?.[0]?.extensions?.fieldErrors).toEqual({ csv: "device.importHeader" });
  });
});
