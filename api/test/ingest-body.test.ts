import { describe, expect, it } from "vitest";
import { BodyError, readBody } from "../src/ingest/body";
import { ReadingColumns } from "../src/ingest/reading-columns";
import { parseBatch } from "../src/ingest/validate";
import { generateDevice } from "../src/sim/generator";

/*
 * readBody reads the devices' reading lists from the bytes into columns; everything else, and any body
 * it does not take, through JSON.parse. What the validator makes of a body must not depend on which:
 * every case compares parseBatch of readBody's answer with parseBatch of JSON.parse's.
 */
const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

function same(text: string): { fast: boolean } {
  const bytes = Buffer.from(text, "utf8");
  const expected = parseBatch(JSON.parse(text), NOW);
  const body = readBody(bytes);
  const devices = (body as { devices?: { readings?: unknown }[] }).devices ?? [];
  const fast = devices.some((d) => d?.readings instanceof ReadingColumns);
  expect(parseBatch(body, NOW)).toEqual(expected);
  return { fast };
}

const batch = (readings: string, extra = "") =>
  `{"batchId":"b-1","devices":[{"sn":"CGM202600001","readings":${readings}${extra}}]}`;
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

describe("reading an upload body", () => {
  it("reads a simulator upload fast, to the same batch", () => {
    const d = generateDevice("CGM202600001", 7001, NOW - 2 * DAY, NOW, 1);
    const text = JSON.stringify({ batchId: "sim-1", devices: [d, { ...d, sn: "CGM202600002" }] });
    expect(same(text).fast).toBe(true);
    const body = readBody(Buffer.from(text)) as { devices: { readings: ReadingColumns }[] };
    expect(body.devices[1]?.readings.length).toBe(d.readings.length);
  });

  it.each([
    ["whitespace everywhere", ` [ {"ts" : "${at(5)}" ,\n "value"\t: 5.5 } , { "value":6,"ts":"${at(4)}"} ] `],
    [
      "units, and an unknown one",
      `[{"ts":"${at(5)}","value":99,"unit":"mg/dL"},{"ts":"${at(4)}","value":5,"unit":"mmol/L"},{"ts":"${at(3)}","value":5,"unit":"mol"}]`,
    ],
    [
      "missing and null fields",
      `[{},{"ts":null},{"ts":"${at(3)}"},{"ts":"${at(2)}","value":null},{"value":true,"ts":false}]`,
    ],
    [
      "numbers of every form",
      `[{"ts":"${at(9)}","value":-0},{"ts":"${at(8)}","value":5.123456789012345678},{"ts":"${at(7)}","value":0.000000000000000000000000055e26},{"ts":"${at(6)}","value":1E1},{"ts":"${at(5)}","value":12345678901234567890},{"ts":"${at(4)}","value":1e400},{"ts":"${at(3)}","value":5.55},{"ts":"${at(2)}","value":0.1}]`,
    ],
    [
      "times of every form",
      `[{"ts":${NOW - 60_000},"value":5},{"ts":${NOW - 59_999.7},"value":5},{"ts":"2026-11-25T11:00:00+01:00","value":5},{"ts":"2026-11-25T11:58:00Z","value":5},{"ts":"not a time","value":5},{"ts":"2026-02-30T00:00:00Z","value":5},{"ts":"${at(-60)}","value":5},{"ts":1e300,"value":5}]`,
    ],
    ["a key given twice", `[{"ts":"${at(5)}","value":5,"value":7,"unit":"mol","unit":"mg/dL"}]`],
    ["an empty list", `[]`],
  ])("reads %s fast, to the same batch", (_what, readings) => {
    expect(same(batch(readings)).fast).toBe(true);
  });

  it.each([
    ["another key in a reading", `[{"ts":"${at(5)}","value":5,"trend":1}]`],
    ["an escape in a time", `[{"ts":"${at(5).replace("T", "\\u0054")}","value":5}]`],
    ["a reading that is not an object", `[{"ts":"${at(5)}","value":5},7]`],
    ["a unit that is not a text", `[{"ts":"${at(5)}","value":5,"unit":null}]`],
    ["a nested value", `[{"ts":"${at(5)}","value":[5]}]`],
    ["a non-ASCII text", `[{"ts":"${at(5)}","value":5,"unit":"mmol/\u00c5"}]`],
  ])("reads %s through JSON.parse, to the same batch", (_what, readings) => {
    expect(same(batch(readings)).fast).toBe(false);
  });

  it.each([
    ["readings given twice", batch(`[{"ts":"${at(5)}","value":5}]`, `,"readings":[]`)],
    [
      "an escaped key",
      `{"batchId":"b","devices":[{"sn":"CGM202600001","read\\u0069ngs":[{"ts":"${at(5)}","value":5}]}]}`,
    ],
    [
      "devices given twice",
      `{"devices":[{"sn":"CGM202600002","readings":[{"ts":"${at(5)}","value":5}]}],"batchId":"b","devices":[{"sn":"CGM202600001","readings":[]}]}`,
    ],
    [
      "a device that is not an object",
      `{"batchId":"b","devices":[5,{"sn":"CGM202600001","readings":[{"ts":"${at(5)}","value":5}]}]}`,
    ],
  ])("reads a body with %s through JSON.parse", (_what, text) => {
    expect(same(text).fast).toBe(false);
  });

  it("reads readings outside the devices list as JSON.parse does", () => {
    const r = `[{"ts":"${at(5)}","value":5}]`;
    const text = `{"batchId":"b","other":[{"readings":${r}}],"devices":[{"sn":"CGM202600001","info":{"readings":${r}},"readings":${r}},{"sn":"CGM202600002"}]}`;
    expect(same(text).fast).toBe(true);
    const body = readBody(Buffer.from(text)) as { other: { readings: unknown }[] };
    expect(body.other[0]?.readings).toEqual([{ ts: at(5), value: 5 }]);
  });

  it("takes a byte order mark, an empty body and texts in any language around the readings", () => {
    expect(readBody(Buffer.from(""))).toEqual({});
    expect(readBody(Buffer.from(" \n"))).toEqual({});
    const text = `{"batchId":"b","devices":[{"sn":"CGM202600001","info":{"phoneModel":"华为 \\"Mate\\" \u0627"},"readings":[{"ts":"${at(5)}","value":5}]}]}`;
    expect(same(text).fast).toBe(true);
    const bom = readBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(parseBatch(bom, NOW)).toEqual(parseBatch(JSON.parse(text), NOW));
  });

  it.each([
    ["a cut-off body", batch(`[{"ts":"${at(5)}","value":5}`)],
    ["a cut-off reading", batch(`[{"ts":"${at(5)}","value":`)],
    ["a leading zero", batch(`[{"ts":"${at(5)}","value":05}]`)],
    ["a bare dot", batch(`[{"ts":"${at(5)}","value":5.}]`)],
    ["a trailing comma", batch(`[{"ts":"${at(5)}","value":5},]`)],
    ["a missing colon", batch(`[{"ts" "${at(5)}","value":5}]`)],
    ["a word that is not a literal", batch(`[{"ts":"${at(5)}","value":nul}]`)],
    ["junk after the body", `${batch("[]")}x`],
    ["junk after the readings", batch(`[{"ts":"${at(5)}","value":5}] 5`)],
  ])("refuses %s as not JSON, as JSON.parse does", (_what, text) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(() => readBody(Buffer.from(text))).toThrow(BodyError);
  });

  it("refuses a body that is not an object or a list, as the strict JSON body parser did", () => {
    for (const text of ["5", ' "x"', "null"]) expect(() => readBody(Buffer.from(text))).toThrow(BodyError);
  });

  it("agrees with JSON.parse on random readings", () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const space = () => pick(["", "", "", " ", "\n", "\t ", "\r\n"]);
    const value = () =>
      pick([
        () => (rand() * 40 - 2).toFixed(Math.floor(rand() * 18)),
        () => String(Math.floor(rand() * 700)),
        () => `${(rand() * 9).toFixed(3)}e${Math.floor(rand() * 6) - 3}`,
        () => `-${(rand() * 5).toFixed(2)}`,
        () => "null",
        () => String(rand() * 30),
      ])();
    const ts = () =>
      pick([
        () => `"${new Date(NOW - rand() * 40 * DAY + DAY).toISOString()}"`,
        () => `"${new Date(NOW - rand() * 20 * DAY).toISOString().slice(0, 19)}Z"`,
        () => String(Math.floor(NOW - rand() * 10 * DAY)),
        () => `"2026-13-01T00:00:00Z"`,
      ])();
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: 1 + Math.floor(rand() * 40) }, () => {
        const fields = [`"ts"${space()}:${space()}${ts()}`, `"value":${space()}${value()}`];
        if (rand() < 0.3) fields.push(`"unit":"${pick(["mg/dL", "mmol/L", "g/L"])}"`);
        if (rand() < 0.2) fields.reverse();
        return `${space()}{${space()}${fields.join(`${space()},${space()}`)}${space()}}${space()}`;
      });
      expect(same(batch(`[${items.join(",")}]`)).fast).toBe(true);
    }
  });
});
