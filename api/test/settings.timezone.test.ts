import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, systemSettings } from "@cgm/db";
import { MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectFieldErrors, ext } from "./localisation.fixtures";

const ZONES = `{ timeZones { name offsetMinutes offset } }`;
const CURRENT = `{ systemTimeZone }`;
const SET = `mutation($input: SystemTimeZoneInput!) { setSystemTimeZone(input: $input) }`;

describe.each(testDrivers())("system time zone on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let operator: Caller;
  const stored = async () =>
    (await t.h.db.select().from(systemSettings).where(eq(systemSettings.key, "timeZone")))[0]?.value;

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    operator = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await operator.login("scope-all", "demo1234")).errors).toBeUndefined();
  });
  afterAll(async () => t?.close());

  it("lists the IANA zones with their current offset, by offset then name", async () => {
    const zones = (
      await admin.gql<{ timeZones: { name: string; offsetMinutes: number; offset: string }[] }>(ZONES)
    ).data!.timeZones;
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.find((z) => z.name === "Asia/Shanghai")).toEqual({
      name: "Asia/Shanghai",
      offsetMinutes: 480,
      offset: "UTC+08:00",
    });
    expect(zones.find((z) => z.name === "Asia/Tehran")).toMatchObject({
      offsetMinutes: 210,
      offset: "UTC+03:30",
    });
    expect(zones.find((z) => z.name === "UTC")).toMatchObject({ offsetMinutes: 0 });
    expect(zones.find((z) => z.name === "America/St_Johns")?.offset).toMatch(/^UTC-0[23]:30$/);
    const offsets = zones.map((z) => z.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it("saves a valid zone under its canonical name, and everyone reads it from then on", async () => {
    expect((await admin.gql(SET, { input: { timeZone: " europe/paris " } })).data).toEqual({
      setSystemTimeZone: "Europe/Paris",
    });
    expect(await stored()).toBe("Europe/Paris");
    expect((await operator.gql(CURRENT)).data).toEqual({ systemTimeZone: "Europe/Paris" });
    const [row] = await t.h.db.select().from(auditLog).where(eq(auditLog.action, "settings.timeZone"));
    expect(row).toMatchObject({ actor: "admin", before: "Asia/Shanghai", after: "Europe/Paris" });
  });

  it("refuses a zone Intl does not know, or none, and keeps the saved one", async () => {
    for (const timeZone of ["Mars/Olympus_Mons", "UTC+8", "Europe/Paris; drop table x", "x".repeat(65)]) {
      expectFieldErrors(await admin.gql(SET, { input: { timeZone } }), { timeZone: MSG.timeZoneInvalid });
    }
    expectFieldErrors(await admin.gql(SET, { input: { timeZone: " " } }), { timeZone: MSG.required });
    expect(await stored()).toBe("Europe/Paris");
  });

  it("lets only holders of the time-zone button save it", async () => {
    // The operator role lacks system management: it reads the zone but neither lists nor sets zones.
    expect(ext(await operator.gql(SET, { input: { timeZone: "Asia/Tokyo" } }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(ext(await operator.gql(ZONES))).toMatchObject({ code: "FORBIDDEN" });
    expect(ext(await new Caller(t.url).gql(SET, { input: { timeZone: "Asia/Tokyo" } }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await stored()).toBe("Europe/Paris");
  });
});
