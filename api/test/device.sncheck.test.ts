import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { devices, organisations } from "@cgm/db";
import { SN_CHECKS } from "../src/modules/device/device.snguard";
import { IMPORT_MAX_ROWS } from "../src/modules/device/device.admin";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";

const CREATE = `mutation($i: DeviceInput!) { createDevice(input: $i) { sn } }`;
const IMPORT = `mutation($csv: String!, $commit: Boolean!) { importDevices(csv: $csv, commit: $commit) { valid rows { sn errors { field message } } } }`;
type Import = { importDevices: { valid: number; rows: { sn: string; errors: { message: string }[] }[] } };

describe.each(testDrivers())(
  "SN checks tell nothing outside the scope (issue 17.10) on $name",
  ({ open }) => {
    let t: Harness;
    let south: number;
    const orgOf = async (number: string) =>
      (await t.h.db.select().from(organisations).where(eq(organisations.number, number)))[0]!;
    const total = async () => (await t.h.db.select({ n: count() }).from(devices))[0]!.n;
    beforeAll(async () => {
      t = await startHarness(await open());
      south = (await orgOf("ORG-0200")).id;
      const north = (await orgOf("ORG-0100")).id;
      await t.h.db.insert(devices).values([
        { sn: "CGMNORTH00001", goodsCode: "CGM-S15", orgId: north },
        { sn: "CGMSOUTH00001", goodsCode: "CGM-S15", orgId: south },
      ]);
    });
    afterAll(async () => t?.close());

    it("answers an SN registered outside the caller's scope with the generic refusal, by form and import", async () => {
      const c = new Caller(t.url);
      await c.login("scope-custom", "demo1234"); // South Region and Berlin Distributor
      const before = await total();
      const outside = await c.gql(CREATE, { i: { sn: "cgmnorth00001", goodsCode: "CGM-S15", orgId: south } });
      expect(code(outside)).toBe("CONFLICT");
      expect(outside.errors?.[0]?.extensions?.messageId).toBe("device.snUnavailable");
      expect(JSON.stringify(outside)).not.toMatch(/exist|North/i);
      const inside = await c.gql(CREATE, { i: { sn: "CGMSOUTH00001", goodsCode: "CGM-S15", orgId: south } });
      expect(inside.errors?.[0]?.extensions?.messageId).toBe("device.snTaken");
      const ws = c.ws();
      const overWs = (await wsOnce(
        ws,
        `mutation { createDevice(input: { sn: "CGMNORTH00001", goodsCode: "CGM-S15", orgId: ${south} }) { sn } }`,
      )) as { errors?: { extensions?: { messageId?: string } }[] };
      expect(overWs.errors?.[0]?.extensions?.messageId).toBe("device.snUnavailable");
      await ws.dispose();

      const csv = [
        "SN,goodsCode,organisation",
        "CGMNORTH00001,CGM-S15,ORG-0200",
        "CGMSOUTH00001,CGM-S15,ORG-0200",
      ];
      const preview = await c.gql<Import>(IMPORT, { csv: csv.join("\n"), commit: true });
      expect(preview.data?.importDevices.rows.map((r) => r.errors.map((e) => e.message))).toEqual([
        ["device.snUnavailable"],
        ["device.snTaken"],
      ]);
      expect(await total()).toBe(before);
    });

    it("rations SN checks per account", async () => {
      const c = new Caller(t.url);
      await c.login("scope-org", "demo1234");
      const other = new Caller(t.url);
      await other.login("scope-subtree", "demo1234");
      const file = (batch: number) =>
        [
          "SN,goodsCode,organisation",
          ...Array.from(
            { length: IMPORT_MAX_ROWS },
            (_, i) =>
              `CGMRATE${String(batch).padStart(2, "0")}${String(i).padStart(4, "0")},CGM-S15,ORG-0100`,
          ),
        ].join("\n");
      const allowed = Math.floor(SN_CHECKS.points / IMPORT_MAX_ROWS);
      for (let b = 0; b < allowed; b++) {
        const r = await c.gql<Import>(IMPORT, { csv: file(b), commit: false });
        expect(r.data?.importDevices.valid, `batch ${b}`).toBe(IMPORT_MAX_ROWS);
      }
      const refused = await c.gql(IMPORT, { csv: file(allowed), commit: false });
      expect(code(refused)).toBe("CONFLICT");
      expect(refused.errors?.[0]?.extensions?.messageId).toBe("device.snChecksLimited");
      const one = await c.gql(CREATE, {
        i: { sn: "CGMRATEONE001", goodsCode: "CGM-S15", orgId: (await orgOf("ORG-0100")).id },
      });
      expect(one.errors?.[0]?.extensions?.messageId).toBe("device.snChecksLimited");
      // Another account has its own allowance.
      const r = await other.gql<Import>(IMPORT, { csv: file(0), commit: false });
      expect(r.data?.importDevices.valid).toBe(IMPORT_MAX_ROWS);
    }, 120_000);
  },
);
