import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, like } from "drizzle-orm";
import { accounts, devices, migrate, organisations, seed, type DbHandle } from "@cgm/db";
import type { Context, Principal } from "../src/context";
import { deviceConditions, deviceOrder, selectDevices, toDevice } from "../src/modules/device/device.service";
import { listDevices } from "../src/modules/device/device.list";
import { DeviceSortField, type DeviceFilter, type DeviceSort } from "../src/modules/device/device.types";
import { SortDirection } from "../src/common/paging";
import { testDrivers } from "./harness";

/**
 * The list's statement is prepared once per shape and then run with each request's values: every page
 * must be the one the same conditions give when built for the request alone, whoever asks next with the
 * same shape and other values (another organisation, another custom set, another SN, another page).
 */
describe.each(testDrivers())("the device list's prepared statements on $name", ({ open }) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await open();
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
  });
  afterAll(async () => h?.close());

  const ctx = () => ({ db: h.db, h }) as Context;
  const orgByNumber = async (number: string) =>
    (await h.db.select().from(organisations).where(eq(organisations.number, number)))[0]!;
  const principal = async (
    dataScope: Principal["dataScope"],
    org: string,
    extra: Partial<Principal> = {},
  ): Promise<Principal> => {
    const o = await orgByNumber(org);
    const [admin] = await h.db.select().from(accounts).where(eq(accounts.account, "admin"));
    return {
      kind: "staff",
      accountId: admin!.id,
      account: "admin",
      name: "admin",
      orgId: o.id,
      orgPath: o.path,
      roleId: admin!.roleId,
      dataScope,
      customOrgIds: [],
      codes: new Set(),
      sessionId: 1,
      mustChangePassword: false,
      ...extra,
    };
  };

  /** The page as the conditions give it when built for this request alone. */
  const alone = async (p: Principal, f: DeviceFilter | null, sort: DeviceSort | null, offset: number) => {
    const where = deviceConditions(h.db, p, f);
    const rows = await selectDevices(h.db)
      .where(where)
      .orderBy(...deviceOrder(sort))
      .limit(10)
      .offset(offset);
    const [n] = await h.db.select({ n: count() }).from(devices).where(where);
    return { items: rows.map((r) => toDevice({ ...r.device, orgName: r.orgName })), total: n?.n ?? 0 };
  };

  /** What the list answers of a device: the Device type's fields (no token hash, no pairing client). */
  const FIELDS = [
    "id",
    "sn",
    "goodsCode",
    "isSales",
    "canUseDay",
    "inventoryAt",
    "organisation",
    "monitoringStartAt",
    "lastMonitoringAt",
    "wornDays",
    "syncedTo",
    "lastGlucose",
    "bluetoothState",
    "appVersion",
    "appSoftwareVersion",
    "phonePlatform",
    "phoneModel",
    "phoneSystemVersion",
    "firstUseAt",
    "lastUseAt",
    "pairedAt",
  ];
  const listed = (d: object) => Object.fromEntries(FIELDS.map((k) => [k, (d as Record<string, unknown>)[k]]));

  it("gives every principal, filter, sort and page what the conditions built alone give", async () => {
    const all = await h.db.select({ id: organisations.id, number: organisations.number }).from(organisations);
    const north = await orgByNumber("ORG-0100");
    const subtree = await h.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(like(organisations.path, `${north.path}%`));
    const principals = [
      await principal("ALL", "ORG-0001"),
      await principal("ORG", "ORG-0100"),
      await principal("ORG", "ORG-0101"),
      await principal("ORG_AND_SUB", "ORG-0100"),
      await principal("ORG_AND_SUB", "ORG-0200"),
      await principal("CUSTOM", "ORG-0001", { customOrgIds: subtree.map((o) => o.id).slice(0, 2) }),
      await principal("CUSTOM", "ORG-0001", { customOrgIds: all.map((o) => o.id).slice(-2) }),
      await principal("CUSTOM", "ORG-0001", { customOrgIds: [] }),
      await principal("PERSONAL", "ORG-0001"),
      await principal("ALL", "ORG-0001", { keyOrg: { id: north.id, path: north.path } }),
    ];
    const day = 24 * 60 * 60 * 1000;
    const [first] = await h.db.select().from(devices).orderBy(devices.inventoryAt).limit(1);
    const from = new Date(first!.inventoryAt!.getTime() + 5 * day);
    const filters: (DeviceFilter | null)[] = [
      null,
      { sn: "cgm2026000" },
      { sn: "CGM20260001" },
      { sn: "100%_\\" },
      { orgId: north.id },
      { orgId: north.id, includeSubOrganisations: false },
      { orgId: (await orgByNumber("ORG-0200")).id },
      { inventoryFrom: from, inventoryTo: new Date(from.getTime() + 10 * day) },
      { inventoryFrom: new Date(from.getTime() + 3 * day) },
      { isSales: true },
      { isSales: false, bluetoothState: "CONNECTED" },
      { monitoringFrom: new Date(Date.now() - 3 * day), monitoringTo: new Date() },
    ];
    const sorts: (DeviceSort | null)[] = [
      null,
      { field: DeviceSortField.INVENTORY_AT, direction: SortDirection.DESC },
      { field: DeviceSortField.LAST_GLUCOSE, direction: SortDirection.ASC },
    ];
    let compared = 0;
    let nonEmpty = 0;
    for (const sort of sorts)
      for (const f of filters)
        for (const p of principals)
          for (const offset of [0, 10, 500]) {
            const got = await listDevices(ctx(), p, f, sort, { offset, limit: 10 });
            const want = await alone(p, f, sort, offset);
            expect(got.items.map((d) => d.sn)).toEqual(want.items.map((d) => d.sn));
            expect(got.total).toBe(want.total);
            if (offset === 0) expect(got.items).toEqual(want.items.map(listed));
            compared += 1;
            if (got.items.length) nonEmpty += 1;
          }
    expect(compared).toBe(sorts.length * filters.length * principals.length * 3);
    // Not a comparison of empty pages.
    expect(nonEmpty).toBeGreaterThan(compared / 5);
  });

  it("runs requests of one shape in parallel each with its own values", async () => {
    const numbers = ["ORG-0100", "ORG-0101", "ORG-0102", "ORG-0200", "ORG-0001"];
    const ps = await Promise.all(numbers.map((n) => principal("ORG_AND_SUB", n)));
    const got = await Promise.all(
      Array.from({ length: 100 }, (_, i) => listDevices(ctx(), ps[i % ps.length]!, null, null, null)),
    );
    for (const [i, page] of got.entries()) {
      const want = await alone(ps[i % ps.length]!, null, null, 0);
      expect(page.total).toBe(want.total);
    }
    expect(new Set(got.map((g) => g.total)).size).toBeGreaterThan(1);
  });
});
