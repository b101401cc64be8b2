import { describe, expect, it } from "vitest";
import { demoSn } from "@cgm/db";
import { INGEST_LIMITS } from "../src/ingest/validate";
import { generateFor } from "../src/sim/generator";
import { DAY, HOUR, MINUTE, profileOf, seedOf, sessionStartAt } from "../src/sim/model";
import { parseSimArgs } from "../src/sim/args";
import { SimError } from "../src/sim/console";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { BATCH_BUDGET, planBatches, postBatch, type IngestTarget } from "../src/sim/upload";

const SN = demoSn(7);
const P = profileOf(seedOf(SN));
/** A fixed instant in a sensor session's fourth day, on the hour. */
const MID = sessionStartAt(P, Date.UTC(2026, 10, 20)) + 3 * DAY;
const T0 = Math.floor(MID / HOUR) * HOUR;

describe("sending plan", () => {
  it("keeps every batch of a long one-minute run inside the endpoint's limits", () => {
    const plan = {
      sns: [1, 2, 3, 4, 5].map(demoSn),
      from: T0 - 28 * DAY,
      to: T0,
      intervalMinutes: 1,
      timeZone: "UTC",
    };
    const batches = [...planBatches({ ...plan, prefix: "sim" })];
    let readings = 0;
    for (const b of batches) {
      expect(b.items).toBeLessThanOrEqual(BATCH_BUDGET.items);
      expect(b.items).toBeLessThanOrEqual(INGEST_LIMITS.maxItems);
      expect(b.body.length).toBeLessThanOrEqual(BATCH_BUDGET.bytes);
      expect(b.batchId).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
      readings += b.readings;
    }
    expect(batches.length).toBeGreaterThanOrEqual(28);
    expect(readings).toBe(
      plan.sns.reduce((n, sn) => n + generateFor(sn, plan.from, plan.to, 1, "UTC").readings.length, 0),
    );
    expect(new Set(batches.map((b) => b.batchId)).size).toBe(batches.length);
    expect(batches.at(-1)?.devicesDone).toBe(5);
  });

  it("splits by devices and time under a small budget, with the same ids every time", () => {
    const plan = {
      sns: Array.from({ length: 9 }, (_, i) => demoSn(i + 1)),
      from: T0 - 3 * DAY + 17 * MINUTE,
      to: T0,
      intervalMinutes: 1,
      timeZone: "UTC",
      prefix: "sim",
      budget: { items: 4000, bytes: 150_000, devices: 4 },
    };
    const batches = [...planBatches(plan)];
    for (const b of batches) {
      expect(b.items).toBeLessThanOrEqual(4000);
      expect(b.body.length).toBeLessThanOrEqual(150_000);
      expect(b.devices).toBeLessThanOrEqual(4);
    }
    expect(batches.length).toBeGreaterThan(9);
    expect([...planBatches(plan)].map((b) => b.batchId)).toEqual(batches.map((b) => b.batchId));
    const perDevice = new Map<string, number>();
    for (const b of batches)
      for (const d of b.payload) perDevice.set(d.sn, (perDevice.get(d.sn) ?? 0) + d.readings.length);
    for (const sn of plan.sns)
      expect(perDevice.get(sn)).toBe(generateFor(sn, plan.from, plan.to, 1, "UTC").readings.length);
  });
});

describe("batch ids", () => {
  it("differ whenever the devices differ, for the same window and group size", () => {
    const window = { from: T0 - DAY, to: T0, intervalMinutes: 5, timeZone: "UTC", prefix: "demo-seed" };
    const ids = (sns: string[]) => [...planBatches({ ...window, sns })].map((b) => b.batchId);
    // The demo seed plans each device whose data end elsewhere as a group of its own.
    const alone = [demoSn(10), demoSn(11), demoSn(12)].map((sn) => ids([sn]));
    expect(new Set(alone.flat()).size).toBe(alone.flat().length);
    expect(ids([demoSn(1), demoSn(2)])).not.toEqual(ids([demoSn(1), demoSn(3)]));
    expect(ids([demoSn(1), demoSn(2)])).toEqual(ids([demoSn(1), demoSn(2)]));
  });
});

describe("sending a batch", () => {
  /** A server that drops the first `drops` connections unanswered, then answers each batch. */
  async function flaky(drops: number) {
    let seen = 0;
    const server = createServer((req, res) => {
      if (seen++ < drops) return void req.socket.destroy();
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ stored: 1, duplicates: 0, rejected: 0 }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, tries: () => seen, close: () => server.close() };
  }
  const target = (url: string): IngestTarget => ({ url, tokens: new Map() });

  it("sends again when the connection is reset (a batch id stores nothing twice)", async () => {
    const s = await flaky(2);
    try {
      expect(await postBatch(target(s.url), "b-1", "[]")).toMatchObject({ stored: 1 });
      expect(s.tries()).toBe(3);
    } finally {
      s.close();
    }
  });

  it("gives up with one line after four failed connections", async () => {
    const s = await flaky(100);
    try {
      await expect(postBatch(target(s.url), "b-2", "[]")).rejects.toThrow(/^cannot reach http:.*ingest/);
      expect(s.tries()).toBe(4);
    } finally {
      s.close();
    }
  });
});

describe("simulator arguments", () => {
  const error = (argv: string[]) => {
    try {
      parseSimArgs(argv, {});
    } catch (e) {
      expect(e).toBeInstanceOf(SimError);
      return (e as Error).message;
    }
    return "accepted";
  };
  it("accepts the documented options with their defaults", () => {
    const a = parseSimArgs(
      ["--devices", "3", "--days", "1", "--interval", "1", "--live", "--url", "http://x:4100/"],
      {},
    );
    expect(a).toMatchObject({
      devices: 3,
      days: 1,
      intervalMinutes: 1,
      live: true,
      tickMs: 60_000,
      url: "http://x:4100",
    });
    expect(a).toMatchObject({ account: "admin", password: "admin123", timeZone: undefined });
    expect(parseSimArgs([], { ADMIN_PASSWORD: "s3cret" })).toMatchObject({ password: "s3cret", devices: 10 });
    expect(parseSimArgs(["--until", "2026-11-24T09:45:00Z"], {})).toMatchObject({
      until: Date.UTC(2026, 10, 24, 9, 45),
    });
  });
  it.each([
    [["--devcies", "3"], /Unknown option '--devcies'/],
    [["--interval", "2"], /--interval must be 1, 3 or 5/],
    [["--devices", "0"], /--devices must be a whole number from 1 to 10000/],
    [["--devices", "10001"], /--devices must be/],
    [["--devices", "2.5"], /--devices must be/],
    [["--days", "0"], /--days must be more than 0 and at most 14/],
    [["--days", "15"], /--days must be/],
    [["--tz", "Mars/Olympus"], /--tz must be an IANA time zone/],
    [["--url", "nowhere"], /--url must be/],
    [["--until", "yesterday"], /--until must be a past ISO 8601 time/],
    [["--until", "0000-01-01T00:00:00Z"], /--until must be/],
    [["--until", "2999-01-01T00:00:00Z"], /--until must be/],
    [["--until", "2026-11-24T09:45:00Z", "--live"], /cannot be combined with --live/],
    [["extra"], /Unexpected argument/],
  ])("refuses %j in one line", (argv, message) => {
    const m = error(argv);
    expect(m).toMatch(message);
    expect(m).not.toContain("\n");
  });
});
