import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { demoSn, devices, organisations, systemSettings } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import { EXPORT, formatIn, readExport } from "./device-export.helpers";
import { EXPORT_MAX_ROWS, headerText, parseCsv, wallTime } from "../src/modules/device/device.csv";

type Export = { exportDevices: string };
const at = new Date("2026-01-01T20:30:05Z");
/** An instant as a Swedish-locale string: "YYYY-MM-DD HH:mm:ss", a formatter independent of the code's. */
const sv = (d: Date, timeZone: string) => d.toLocaleString("sv-SE", { timeZone });

describe("CSV text", () => {
  it("reads RFC 4180: quotes with commas, doubled quotes and line breaks; CRLF, LF, BOM, blank lines", () => {
    const text = '\uFEFFSN,goodsCode\r\n\r\n"A,1","say ""hi"""\n   \n"multi\r\nline",x\n,,\nlast,"q"\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["SN", "goodsCode"] },
      { line: 3, cells: ["A,1", 'say "hi"'] },
      { line: 5, cells: ["multi\r\nline", "x"] },
      { line: 8, cells: ["last", "q"] },
    ]);
    expect(parseCsv("a\rb")).toEqual([
      { line: 1, cells: ["a"] },
      { line: 2, cells: ["b"] },
    ]);
    expect(() => parseCsv('SN\n"open,\nnever closed')).toThrow(/device.importUnclosedQuote/);
  });

  it("isolates the unit of a right-to-left header so it reads the right way round, once", () => {
    const ar = "آخر قيمة للغلوكوز (mmol/L)";
    expect(headerText(ar, "mmol/L")).toBe("آخر قيمة للغلوكوز (\u2066mmol/L\u2069)");
    expect(headerText(headerText(ar, "mmol/L"), "mmol/L")).toBe(headerText(ar, "mmol/L"));
    expect(headerText(" Last glucose (mg/dL) ", "mg/dL")).toBe("Last glucose (mg/dL)");
    expect(headerText("最近葡萄糖 (mg/dL)", "mg/dL")).toBe("最近葡萄糖 (mg/dL)");
  });

  it("writes times as YYYY-MM-DD HH:mm:ss on the time zone's wall clock", () => {
    expect(wallTime(at, "Asia/Shanghai")).toBe("2026-01-02 04:30:05");
    expect(wallTime(at, "America/New_York")).toBe("2026-01-01 15:30:05");
    expect(wallTime(new Date("2026-07-01T00:00:00Z"), "Asia/Shanghai")).toBe("2026-07-01 08:00:00");
  });
});

describe.each(testDrivers())("device export on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    await t.h.db
      .update(devices)
      .set({ lastGlucose: 5.55, inventoryAt: at, bluetoothState: "DISCONNECTED" })
      .where(eq(devices.sn, demoSn(1)));
    await t.h.db
      .update(devices)
      .set({ lastGlucose: null, bluetoothState: null })
      .where(eq(devices.sn, demoSn(7)));
    await t.h.db.update(organisations).set({ name: "北京诊所" }).where(eq(organisations.number, "ORG-0101"));
  });
  afterAll(async () => t?.close());

  const one = async (fmt: ReturnType<typeof formatIn>, sn = demoSn(1)) => {
    const r = await admin.gql<Export>(EXPORT, { f: { sn }, fmt });
    return { ...readExport(r.data!.exportDevices), text: r.data!.exportDevices };
  };

  it("writes times in the system time zone unless the page names its own", async () => {
    const tz = async (value: string) =>
      t.h.db.update(systemSettings).set({ value }).where(eq(systemSettings.key, "timeZone"));
    await tz("America/New_York");
    expect((await one(formatIn("en"))).rows[0]?.INVENTORY_AT).toBe(sv(at, "America/New_York"));
    await tz("Asia/Shanghai");
    expect((await one(formatIn("en"))).rows[0]?.INVENTORY_AT).toBe("2026-01-02 04:30:05");
    expect((await one(formatIn("en", "mmol/L", "Europe/Berlin"))).rows[0]?.INVENTORY_AT).toBe(
      sv(at, "Europe/Berlin"),
    );
  });

  it("writes glucose in the unit of the page, named in the header, and words in the language", async () => {
    const mmol = await one(formatIn("en"));
    expect(mmol.header).toContain("Last glucose (mmol/L)");
    expect(mmol.rows[0]).toMatchObject({ LAST_GLUCOSE: "5.6", BLUETOOTH_STATE: "Disconnected" });
    const mg = await one(formatIn("ar", "mg/dL"));
    // Arabic: the unit is isolated left to right inside the right-to-left header.
    expect(mg.header[4]).toMatch(/^[^\u2066]*\p{Script=Arabic}.*\(\u2066mg\/dL\u2069\)$/u);
    expect(mg.rows[0]?.LAST_GLUCOSE).toBe(String(Math.round(5.55 * 18.01559))); // 100
    expect(mg.rows[0]?.BLUETOOTH_STATE).toBe("غير متصل");
    const none = await one(formatIn("en", "mmol/L"), demoSn(7));
    expect(none.rows[0]).toMatchObject({ LAST_GLUCOSE: "", BLUETOOTH_STATE: "" });
  });

  it("starts with a UTF-8 BOM so spreadsheets read Chinese names", async () => {
    const r = await one(formatIn("zh-CN"));
    expect(r.bom).toBe(true);
    expect(r.rows[0]?.ORGANISATION).toBe("北京诊所");
    expect(Buffer.from(r.text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(r.text.endsWith("\r\n")).toBe(true);
  });

  it("checks the headers and words the page sends", async () => {
    const fmt = formatIn("en");
    const blank = { ...fmt, yes: "  ", columns: [{ column: "SN", label: "S\u0007N" }] };
    const r = await admin.gql(EXPORT, { fmt: blank });
    expect(r.errors?.[0]?.extensions?.fieldErrors).toEqual({
      "columns[0].label": "validation.specialChars",
      yes: "validation.required",
    });
    const wrongUnit = await admin.gql(EXPORT, { fmt: { ...fmt, glucoseUnit: "MG_DL" } });
    expect(wrongUnit.errors?.[0]?.extensions?.fieldErrors).toEqual({ columns: "device.exportUnitLabel" });
    const twice = { ...fmt, columns: [fmt.columns[0], fmt.columns[0]] };
    expect((await admin.gql(EXPORT, { fmt: twice })).errors?.[0]?.extensions?.fieldErrors).toEqual({
      columns: "device.exportColumnTwice",
    });
    const tz = await admin.gql(EXPORT, { fmt: { ...fmt, timeZone: "Mars/Olympus" } });
    expect(tz.errors?.[0]?.extensions?.fieldErrors).toEqual({ timeZone: "validation.timeZone.invalid" });
  });

  it(`refuses more than ${EXPORT_MAX_ROWS} rows naming the limit, and exports exactly that many`, async () => {
    const [hq] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0001"));
    const base = await t.h.db.$count(devices);
    const cgm = await t.h.db.$count(devices, like(devices.sn, "CGM%"));
    const extra = EXPORT_MAX_ROWS - base;
    for (let i = 0; i < extra; i += 5000) {
      const n = Math.min(5000, extra - i);
      await t.h.db.insert(devices).values(
        Array.from({ length: n }, (_, k) => ({
          sn: `BULK${String(i + k).padStart(8, "0")}`,
          goodsCode: "CGM-S15",
          orgId: hq!.id,
        })),
      );
    }
    // The embedded database holds the event loop while it inserts: let idle keep-alive sockets close.
    await new Promise((r) => setTimeout(r, 200));
    const all = await admin.gql<Export>(EXPORT, { fmt: formatIn("en") });
    const lines = all.data!.exportDevices.split("\r\n");
    expect(lines.length).toBe(EXPORT_MAX_ROWS + 2); // header, rows, and the empty end
    expect(new Set(lines).size).toBe(lines.length);
    await t.h.db.insert(devices).values({ sn: "BULKONEMORE1", goodsCode: "CGM-S15", orgId: hq!.id });
    const over = await admin.gql<Export>(EXPORT, { fmt: formatIn("en") });
    expect(code(over)).toBe("BAD_USER_INPUT");
    expect(over.errors?.[0]?.extensions).toMatchObject({
      messageId: "device.exportTooMany",
      values: { count: EXPORT_MAX_ROWS + 1, limit: EXPORT_MAX_ROWS },
    });
    const narrowed = await admin.gql<Export>(EXPORT, { f: { sn: "CGM" }, fmt: formatIn("en") });
    expect(readExport(narrowed.data!.exportDevices).rows.length).toBe(cgm);
    await t.h.db.delete(devices).where(like(devices.sn, "BULK%"));
  }, 120_000);
});
