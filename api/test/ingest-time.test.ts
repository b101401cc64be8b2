import { describe, expect, it } from "vitest";
import { fastTimeOfBytes, parseTime } from "../src/ingest/time";

const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));
/** fastTimeOfBytes of the text's bytes, inside other bytes (as in a body). */
const ofBytes = (s: string) => fastTimeOfBytes(Buffer.from(`{"ts":"${s}"}`, "latin1"), 7, s.length);

describe("parseTime (upload timestamps)", () => {
  it("reads the device apps' form exactly as Date.parse does, to the millisecond", () => {
    for (const s of [
      "2026-11-21T08:30:00Z",
      "2026-11-21T08:30:00.123Z",
      "2024-02-29T23:59:59.999Z",
      "2000-01-01T00:00:00Z",
      "1969-12-31T23:59:59.999Z",
      "0001-01-01T00:00:00Z",
    ]) {
      expect(parseTime(s)).toBe(Date.parse(s));
      expect(ofBytes(s)).toBe(Date.parse(s));
    }
  });

  it("leaves everything else to Date.parse, invalid dates included", () => {
    for (const s of [
      "2023-02-29T00:00:00Z",
      "2026-02-30T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-11-21T24:00:00Z",
      "2026-11-21T23:60:00Z",
      "2026-11-21T23:59:60Z",
      "2026-11-21t08:30:00Z",
      "2026-11-21T08:30:00.12Z",
      "2026-11-21T08:30:00+01:00",
      "2026-11-21 08:30:00Z",
      "2026-1a-21T08:30:00Z",
      "yesterday",
      "",
    ]) {
      expect(same(parseTime(s), Date.parse(s))).toBe(true);
      // From bytes, only the fast form is read; anything else is NaN (the caller falls back to parseTime).
      expect(ofBytes(s)).toBeNaN();
    }
  });

  it("agrees with Date.parse on 200,000 random times from 1900 to 2200", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 200_000; i++) {
      const iso = new Date(Date.UTC(1900, 0, 1) + random() * 300 * 365.25 * 86_400_000).toISOString();
      const s = i % 2 ? iso : `${iso.slice(0, 19)}Z`;
      if (parseTime(s) !== Date.parse(s)) expect(s).toBe("parsed like Date.parse");
      if (ofBytes(s) !== Date.parse(s)) expect(s).toBe("read from bytes like Date.parse");
    }
  });
});
