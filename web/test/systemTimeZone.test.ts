import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { DATE_TIME } from "../src/i18n/format";
import { filterZones } from "../src/features/settings/zoneChoices";
import { resolveTimeZone, timeZoneFromUrl } from "../src/session/timeZone";

const ZONES = [
  { name: "America/New_York", offset: "UTC-05:00" },
  { name: "Asia/Shanghai", offset: "UTC+08:00" },
  { name: "Europe/Berlin", offset: "UTC+01:00" },
];

describe("the time-zone picker's search", () => {
  it("finds zones by any part of the name, words in any order, spaces for underscores, or by offset", () => {
    expect(filterZones(ZONES, "berlin", null).map((z) => z.name)).toEqual(["Europe/Berlin"]);
    expect(filterZones(ZONES, "new york", null).map((z) => z.name)).toEqual(["America/New_York"]);
    expect(filterZones(ZONES, "+08", null).map((z) => z.name)).toEqual(["Asia/Shanghai"]);
    expect(filterZones(ZONES, "europe ber", null)).toHaveLength(1);
    expect(filterZones(ZONES, "", null)).toHaveLength(3);
    // The zone already chosen stays in the list while another is searched for.
    expect(filterZones(ZONES, "berlin", "Asia/Shanghai").map((z) => z.name)).toEqual([
      "Asia/Shanghai",
      "Europe/Berlin",
    ]);
  });
});

describe("dates follow the system time zone across daylight-saving changes", () => {
  const intl = createIntl({ locale: "en-GB", messages: {} });
  const at = (iso: string, timeZone: string) => intl.formatDate(iso, { ...DATE_TIME, timeZone });
  it("shows Berlin's two 02:30s on the last Sunday of October, an hour apart in UTC", () => {
    expect(at("2026-10-25T00:30:00Z", "Europe/Berlin")).toBe("25/10/2026, 02:30"); // CEST, UTC+2
    expect(at("2026-10-25T01:30:00Z", "Europe/Berlin")).toBe("25/10/2026, 02:30"); // CET, UTC+1
    expect(at("2026-10-25T02:30:00Z", "Europe/Berlin")).toBe("25/10/2026, 03:30");
    // Shanghai has no such change: the same instants are an hour apart there too.
    expect(at("2026-10-25T00:30:00Z", "Asia/Shanghai")).toBe("25/10/2026, 08:30");
    expect(at("2026-10-25T01:30:00Z", "Asia/Shanghai")).toBe("25/10/2026, 09:30");
  });
  it("skips Berlin's 02:00-03:00 on the last Sunday of March", () => {
    expect(at("2026-03-29T00:59:00Z", "Europe/Berlin")).toBe("29/03/2026, 01:59");
    expect(at("2026-03-29T01:00:00Z", "Europe/Berlin")).toBe("29/03/2026, 03:00");
  });
});

describe("the tz URL parameter", () => {
  it("overrides the stored system time zone when valid, and is ignored when not", () => {
    expect(timeZoneFromUrl("http://h/?tz=Europe%2FBerlin#/home")).toBe("Europe/Berlin");
    expect(timeZoneFromUrl("http://h/#/cgm-list?tz=America/New_York")).toBe("America/New_York");
    expect(timeZoneFromUrl("http://h/#/home?tz=Mars%2FOlympus")).toBeNull();
    expect(resolveTimeZone("http://h/#/home?tz=Europe/Berlin", "Asia/Shanghai")).toBe("Europe/Berlin");
    expect(resolveTimeZone("http://h/#/home", "Asia/Tokyo")).toBe("Asia/Tokyo");
  });
});
