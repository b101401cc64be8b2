import { describe, expect, it } from "vitest";
import { findMatches, segments, stepMatch } from "../src/features/logPull/logSearch";
import { parseSnList, snError } from "../src/features/logPull/snList";
import { pullFilter } from "../src/features/logPull/logPullFilter";

describe("log viewer search", () => {
  const text = "INFO [BLE] ok\nERROR [BLE] lost\nINFO [NET] ble keep-alive";

  it("finds every match case-insensitively, in order", () => {
    const at = (needle: string, from = 0) => text.indexOf(needle, from);
    expect(findMatches(text, "ble")).toEqual([
      [at("BLE"), at("BLE") + 3],
      [at("BLE", 8), at("BLE", 8) + 3],
      [at("ble"), at("ble") + 3],
    ]);
    expect(at("BLE", 8)).toBeGreaterThan(at("BLE"));
    expect(findMatches(text, "")).toEqual([]);
    expect(findMatches(text, "missing")).toEqual([]);
  });

  it("does not count overlapping matches twice and stops at the cap", () => {
    expect(findMatches("aaaa", "aa")).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(findMatches("a".repeat(50), "a", 10)).toHaveLength(10);
  });

  it("cuts the text into plain and matched parts that join back to the text", () => {
    const parts = segments(text, findMatches(text, "info"));
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.filter((p) => p.match !== null).map((p) => [p.text, p.match])).toEqual([
      ["INFO", 0],
      ["INFO", 1],
    ]);
  });

  it("steps forward and back with wrap-around", () => {
    expect(stepMatch(0, 3, 1)).toBe(1);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });
});

describe("SNs of the pull form", () => {
  it("gives the spec's messages for an empty SN and a wrong length", () => {
    expect(snError("  ")).toBe("device.snRequired");
    expect(snError("CGM2026")).toBe("validation.sn.length");
    expect(snError("CGM20260000012345")).toBe("validation.sn.length");
    expect(snError(" CGM202600001 ")).toBeNull();
    expect(snError("CGM2026000012")).toBeNull();
  });

  it("splits a pasted list on lines, commas, semicolons and spaces", () => {
    expect(parseSnList("CGM202600001\nCGM202600002, CGM202600003;CGM202600004  \n\n")).toEqual([
      "CGM202600001",
      "CGM202600002",
      "CGM202600003",
      "CGM202600004",
    ]);
    expect(parseSnList(" \n ,")).toEqual([]);
  });
});

describe("the pull list's filter", () => {
  it("sends the pull dates as the instants their days begin and end in the system time zone", () => {
    expect(
      pullFilter({ sn: "CGM2026", status: "FAILED", from: "2026-11-20", to: "2026-11-24" }, "Asia/Shanghai"),
    ).toEqual({
      sn: "CGM2026",
      status: "FAILED",
      from: "2026-11-19T16:00:00.000Z",
      to: "2026-11-24T16:00:00.000Z",
    });
    expect(pullFilter({ from: "2026-03-29", to: "2026-03-29" }, "Europe/Paris")).toEqual({
      from: "2026-03-28T23:00:00.000Z",
      to: "2026-03-29T22:00:00.000Z",
    });
  });

  it("leaves out what is empty or not yet a date", () => {
    expect(pullFilter({ sn: "", status: "", from: "20.11.", to: "2026-02-30" }, "UTC")).toEqual({});
  });
});
