import { describe, expect, it } from "vitest";
import { addDays, checkDates, dateInZone, startOfDay } from "../src/features/device/zoneDate";
import { toApiFilter, NO_FILTER } from "../src/features/device/deviceFilter";
import { timeTicks } from "../src/features/device/charts/chartKit";

describe("calendar dates in the system time zone", () => {
  it("starts a day at its local midnight, across DST changes too", () => {
    expect(new Date(startOfDay("2026-03-05", "Asia/Shanghai")).toISOString()).toBe(
      "2026-03-04T16:00:00.000Z",
    );
    expect(new Date(startOfDay("2026-03-08", "America/New_York")).toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
    expect(new Date(startOfDay("2026-03-09", "America/New_York")).toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
    expect(dateInZone(Date.parse("2026-01-01T20:30:00Z"), "Asia/Shanghai")).toBe("2026-01-02");
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("refuses a start after the end and more than 90 days, like the API", () => {
    expect(checkDates("2026-05-02", "2026-05-01", "Asia/Shanghai").error).toBe("device.dateOrder");
    expect(checkDates("2026-01-01", "2026-03-31", "Asia/Shanghai").error).toBeNull(); // 90 days
    expect(checkDates("2026-01-01", "2026-04-01", "Asia/Shanghai").error).toBe("device.rangeTooLong");
    expect(checkDates("2026-02-30", "2026-03-01", "Asia/Shanghai").error).toBe("device.dateInvalid");
    const { range } = checkDates("2026-05-01", "2026-05-01", "Asia/Shanghai");
    expect(range.to! - range.from!).toBe(86_400_000);
  });

  it("turns the list's filter into whole days, the end date included", () => {
    const f = toApiFilter(
      { ...NO_FILTER, sn: " CGM ", inventoryFrom: "2026-10-01", inventoryTo: "2026-10-02", isSales: "false" },
      "Asia/Shanghai",
    );
    expect(f).toMatchObject({
      sn: "CGM",
      orgId: null,
      includeSubOrganisations: false,
      inventoryFrom: "2026-09-30T16:00:00.000Z",
      inventoryTo: "2026-10-02T16:00:00.000Z",
      monitoringFrom: null,
      isSales: false,
    });
    expect(toApiFilter({ ...NO_FILTER, orgId: "4" }, "UTC")).toMatchObject({
      orgId: 4,
      includeSubOrganisations: true,
    });
  });

  it("puts time ticks at local midnights", () => {
    const from = startOfDay("2026-05-01", "Asia/Shanghai");
    const ticks = timeTicks(from, startOfDay("2026-05-15", "Asia/Shanghai"), "Asia/Shanghai");
    expect(ticks[0]).toBe(from);
    expect(ticks.every((t) => (t - from) % 86_400_000 === 0)).toBe(true);
    expect(ticks.length).toBeGreaterThanOrEqual(7);
  });
});
