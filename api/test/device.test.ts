import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, like, or } from "drizzle-orm";
import { DEMO_SCOPE_ACCOUNTS, accounts, devices, glucoseReadings, organisations, demoSn } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import { csvCell } from "../src/modules/device/device.csv";
import { EXPORT, catalogue, formatIn, readExport } from "./device-export.helpers";

const DAY = 86_400_000;
const LIST = `query($f: DeviceFilter, $s: DeviceSort, $p: PageInput) { devices(filter: $f, sort: $s, page: $p) { total items { sn lastGlucose } } }`;
const CURVE = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) { glucoseCurve(sn: $sn, from: $from, to: $to) { bucketSeconds readings ts mmol min max } }`;

describe.each(testDrivers())("devices on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 10 * DAY);
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    // Ten days at one reading a minute for device 1 (14,400 readings), with one spike and one dip.
    const [d] = await t.h.db
      .select()
      .from(devices)
      .where(eq(devices.sn, demoSn(1)));
    const rows = Array.from({ length: 14_400 }, (_, i) => ({
      deviceId: d!.id,
      ts: new Date(from.getTime() + i * 60_000),
      mmol: i === 7_000 ? 27.5 : i === 9_000 ? 2.1 : 6 + Math.sin(i / 90),
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await t.h.db.insert(glucoseReadings).values(rows.slice(i, i + 2000));
  });
  afterAll(async () => t?.close());

  it("lists exactly the devices of each data scope", async () => {
    for (const def of DEMO_SCOPE_ACCOUNTS) {
      const c = new Caller(t.url);
      await c.login(def.account, "demo1234");
      const r = await c.gql<{ devices: { total: number; items: { sn: string }[] } }>(LIST, {
        p: { limit: 100 },
      });
      const numbers: Record<string, string[]> = {
        "scope-personal": [],
        "scope-org": ["ORG-0100"],
        "scope-subtree": ["ORG-0100", "ORG-0101", "ORG-0102"],
        "scope-custom": ["ORG-0200", "ORG-0301"],
      };
      const [me] = await t.h.db.select().from(accounts).where(eq(accounts.account, def.account));
      const orgs =
        def.scope === "ALL"
          ? null
          : await t.h.db
              .select({ id: organisations.id })
              .from(organisations)
              .where(inArray(organisations.number, numbers[def.account] ?? ["none"]));
      const want = await t.h.db
        .select({ sn: devices.sn })
        .from(devices)
        .where(
          orgs === null
            ? undefined
            : def.scope === "PERSONAL"
              ? eq(devices.createdBy, me!.id) // the devices it registered
              : orgs.length
                ? inArray(
                    devices.orgId,
                    orgs.map((o) => o.id),
                  )
                : eq(devices.id, -1),
        );
      expect(r.data?.devices.items.map((i) => i.sn).sort(), def.account).toEqual(
        want.map((w) => w.sn).sort(),
      );
      expect(r.data?.devices.total).toBe(want.length);
    }
  });

  it("filters by organisation subtree, sorts and pages on the server", async () => {
    const [north] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const subtree = await t.h.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(or(like(organisations.path, `${north!.path}%`)));
    const want = await t.h.db
      .select()
      .from(devices)
      .where(
        inArray(
          devices.orgId,
          subtree.map((s) => s.id),
        ),
      );
    const r = await admin.gql<{ devices: { total: number } }>(LIST, { f: { orgId: north!.id } });
    expect(r.data?.devices.total).toBe(want.length);
    const sorted = await admin.gql<{ devices: { items: { sn: string }[] } }>(LIST, {
      s: { field: "SN", direction: "DESC" },
      p: { limit: 3 },
    });
    expect(sorted.data?.devices.items.map((i) => i.sn)).toEqual([demoSn(60), demoSn(59), demoSn(58)]);
    const page2 = await admin.gql<{ devices: { items: { sn: string }[] } }>(LIST, {
      s: { field: "SN", direction: "ASC" },
      p: { offset: 3, limit: 2 },
    });
    expect(page2.data?.devices.items.map((i) => i.sn)).toEqual([demoSn(4), demoSn(5)]);
  });

  it("gives the filtered total on every page, past the last one too, and 0 when nothing matches", async () => {
    type Out = { devices: { total: number; items: { sn: string }[] } };
    const all = await t.h.db.select().from(devices);
    for (const offset of [0, all.length - 1, all.length, all.length + 50]) {
      const r = await admin.gql<Out>(LIST, { p: { offset, limit: 5 } });
      expect({ offset, total: r.data?.devices.total, n: r.data?.devices.items.length }).toEqual({
        offset,
        total: all.length,
        n: Math.max(0, Math.min(5, all.length - offset)),
      });
    }
    const none = await admin.gql<Out>(LIST, { f: { sn: "NO-SUCH-SN" }, p: { offset: 0, limit: 5 } });
    expect(none.data?.devices).toEqual({ total: 0, items: [] });
    const filtered = await admin.gql<Out>(LIST, { f: { sn: demoSn(1).slice(0, -1) }, p: { limit: 2 } });
    const like = all.filter((d) => d.sn.includes(demoSn(1).slice(0, -1)));
    expect(filtered.data?.devices.total).toBe(like.length);
  });

  it("gives NOT_FOUND for a device outside the scope", async () => {
    const c = new Caller(t.url);
    await c.login("scope-org", "demo1234");
    // Device 5 belongs to Shenzhen (south), outside North Region.
    const r = await c.gql(`query($sn: String!) { device(sn: $sn) { sn } }`, { sn: demoSn(5) });
    expect(code(r)).toBe("NOT_FOUND");
    const curve = await c.gql(CURVE, { sn: demoSn(5), from: from.toISOString(), to: to.toISOString() });
    expect(code(curve)).toBe("NOT_FOUND");
  });

  it("downsamples a long range to at most ~2,000 points and keeps the extremes", async () => {
    type Curve = {
      bucketSeconds: number;
      readings: number;
      ts: number[];
      mmol: number[];
      min: number[];
      max: number[];
    };
    const r = await admin.gql<{ glucoseCurve: Curve }>(CURVE, {
      sn: demoSn(1),
      from: from.toISOString(),
      to: to.toISOString(),
    });
    const c = r.data!.glucoseCurve;
    expect(c.readings).toBe(14_400);
    expect(c.ts.length).toBeLessThanOrEqual(2000);
    expect(c.ts.length).toBeGreaterThan(1000);
    expect([c.mmol.length, c.min.length, c.max.length]).toEqual([c.ts.length, c.ts.length, c.ts.length]);
    expect(c.bucketSeconds).toBeGreaterThan(0);
    const times = c.ts;
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t, i) => i === 0 || t - times[i - 1]! >= c.bucketSeconds * 1000)).toBe(true);
    expect(c.mmol.every((m, i) => c.min[i]! <= m && m <= c.max[i]!)).toBe(true);
    expect(Math.max(...c.max)).toBeCloseTo(27.5, 3);
    expect(Math.min(...c.min)).toBeCloseTo(2.1, 3);
    const short = await admin.gql<{ glucoseCurve: Curve }>(CURVE, {
      sn: demoSn(1),
      from: from.toISOString(),
      to: new Date(from.getTime() + 600 * 60_000).toISOString(),
    });
    const s = short.data!.glucoseCurve;
    expect(s.bucketSeconds).toBe(0);
    expect(s.ts.length).toBe(600);
    expect(s.readings).toBe(600);
    expect(s.min).toEqual(s.mmol);
    expect(s.ts[0]).toBeGreaterThanOrEqual(from.getTime());
  });

  it("refuses a range whose start is after its end, or longer than 90 days", async () => {
    const bad = await admin.gql(CURVE, { sn: demoSn(1), from: to.toISOString(), to: from.toISOString() });
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ from: "device.dateOrder" });
    const long = await admin.gql(CURVE, {
      sn: demoSn(1),
      from: new Date(to.getTime() - 91 * DAY).toISOString(),
      to: to.toISOString(),
    });
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual({ to: "device.rangeTooLong" });
    // 90 days in Europe/Berlin over the autumn change (2026-08-27 to 2026-11-24): 90 × 24 h + 1 h.
    const autumn = await admin.gql(CURVE, {
      sn: demoSn(1),
      from: "2026-08-26T22:00:00.000Z",
      to: "2026-11-24T23:00:00.000Z",
    });
    expect(autumn.errors).toBeUndefined();
  });

  it("summarises the range with the domain's clinical metrics", async () => {
    const r = await admin.gql<{
      glucoseStats: {
        summary: { count: number; wearPercent: number; gmiPercent: number | null; inRange: number };
        agp: unknown[];
      };
    }>(
      `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) { glucoseStats(sn: $sn, from: $from, to: $to, timeZone: "UTC") { summary { count wearPercent gmiPercent inRange } agp { minuteOfDay p50 } } }`,
      { sn: demoSn(1), from: from.toISOString(), to: to.toISOString() },
    );
    const s = r.data!.glucoseStats.summary;
    expect(s.count).toBe(14_400);
    expect(s.wearPercent).toBeCloseTo(100, 0);
    expect(s.gmiPercent).not.toBeNull();
    expect(s.inRange).toBeGreaterThan(99);
    expect(r.data!.glucoseStats.agp.length).toBe(48);
  });

  it("exports the filtered, sorted list of the caller's scope, in the user's language, formulas neutralised", async () => {
    // Values a spreadsheet would run as formulas, planted on a device of North Region.
    const planted = {
      phoneModel: '=HYPERLINK("http://x","y")',
      appVersion: "+1",
      appSoftwareVersion: "-2",
      phonePlatform: "@SUM(A1)",
      phoneSystemVersion: "\tcmd",
      goodsCode: "\rX",
      bluetoothState: "CONNECTED",
      isSales: true,
    };
    await t.h.db
      .update(devices)
      .set(planted)
      .where(eq(devices.sn, demoSn(6)));
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234"); // North Region only
    const zh = catalogue("zh-CN");
    const r = await operator.gql<{ exportDevices: string }>(EXPORT, {
      s: { field: "SN", direction: "DESC" },
      fmt: formatIn("zh-CN"),
    });
    const out = readExport(r.data!.exportDevices);
    expect(out.bom).toBe(true);
    expect(out.header.slice(0, 3)).toEqual([
      zh["device.sn"],
      zh["device.goodsCode"],
      zh["device.organisation"],
    ]);
    expect(out.header).toContain("最近葡萄糖 (mmol/L)");
    const [north] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const own = await t.h.db.select({ sn: devices.sn }).from(devices).where(eq(devices.orgId, north!.id));
    expect(own.length).toBeGreaterThan(3);
    // Exactly the scope's devices, in the requested order, nothing from other organisations.
    expect(out.rows.map((row) => row.SN)).toEqual(
      own
        .map((d) => d.sn)
        .sort()
        .reverse(),
    );
    expect(new Set(out.rows.map((row) => row.ORGANISATION))).toEqual(new Set([north!.name]));
    const row = out.rows.find((x) => x.SN === demoSn(6))!;
    expect(row).toMatchObject({
      PHONE_MODEL: `'${planted.phoneModel}`,
      APP_VERSION: "'+1",
      APP_SOFTWARE_VERSION: "'-2",
      PHONE_PLATFORM: "'@SUM(A1)",
      PHONE_SYSTEM_VERSION: "'\tcmd",
      GOODS_CODE: "'\rX",
      BLUETOOTH_STATE: zh["device.bluetooth.CONNECTED"],
      IS_SALES: zh["device.yes"],
    });
    expect(r.data!.exportDevices).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(Object.values(out.rows.find((x) => x.SN !== demoSn(6))!)).toContain(zh["device.no"]);
    // The scope comes first: a filter on another organisation finds nothing.
    const [south] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0200"));
    const other = await operator.gql<{ exportDevices: string }>(EXPORT, {
      f: { orgId: south!.id },
      fmt: formatIn("en"),
    });
    expect(readExport(other.data!.exportDevices).rows).toEqual([]);
    // The filter applies as on the list: an SN fragment, in the administrator's wider scope.
    const filtered = await admin.gql<{ exportDevices: string }>(EXPORT, {
      f: { sn: "CGM20260000" },
      fmt: formatIn("en"),
    });
    const en = readExport(filtered.data!.exportDevices);
    expect(en.header.slice(0, 2)).toEqual(["SN", "Product code"]);
    expect(en.rows.map((x) => x.SN)).toEqual(Array.from({ length: 9 }, (_, i) => demoSn(i + 1)));
    expect(csvCell("a\rb")).toBe(`"a\rb"`);
    expect(csvCell('a "b", c')).toBe(`"a ""b"", c"`);
  });
});
