import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, like, or } from "drizzle-orm";
import { DEMO_SCOPE_ACCOUNTS, devices, glucoseReadings, organisations, demoSn } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import { csvCell } from "../src/modules/device/device.csv";

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

  it("exports the filtered list as CSV with formula characters neutralised", async () => {
    const r = await admin.gql<{ exportDevices: string }>(`{ exportDevices(filter: { sn: "CGM20260000" }) }`);
    const lines = r.data!.exportDevices.trim().split("\r\n");
    expect(lines[0]).toMatch(/^SN,goodsCode,organisation,/);
    expect(lines.length).toBe(10); // header + CGM202600001..9
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell('a "b", c')).toBe(`"a ""b"", c"`);
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234");
    expect(code(await operator.gql(`{ exportDevices }`))).toBeUndefined();
  });
});
