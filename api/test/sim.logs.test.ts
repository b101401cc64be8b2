import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { demoSn, devices, logPulls } from "@cgm/db";
import { parseSimArgs } from "../src/sim/args";
import { SIMULATED_FAILURE, answerLogCommands } from "../src/sim/logs";
import { syntheticLog } from "../src/sim/logText";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { pairDevice } from "./pairing.helpers";

const REQUEST = `mutation($sns: [String!]!, $p: Int!) { requestLogPulls(sns: $sns, periodDays: $p) {
  sn messageId pull { id commandId } } }`;
const DAY = 86_400_000;

describe("the simulator's log text", () => {
  it("covers the period, line by line in time order, the same for the same SN and period", () => {
    const to = Date.parse("2026-11-24T10:00:00Z");
    const text = syntheticLog("CGM202600001", to - 2 * DAY, to);
    const times = [...text.matchAll(/^(\d{4}-\S+Z) /gm)].map((m) => Date.parse(m[1]!));
    expect(times[0]).toBe(to - 2 * DAY);
    expect(to - times.at(-1)!).toBeLessThan(10 * 60_000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(text).toContain("[BLE]");
    expect(syntheticLog("CGM202600001", to - 2 * DAY, to)).toBe(text);
  });

  it("takes --logs answer, fail or silent", () => {
    expect(parseSimArgs([], {})).toMatchObject({ logs: "answer" });
    expect(parseSimArgs(["--logs", "silent"], {})).toMatchObject({ logs: "silent" });
    expect(() => parseSimArgs(["--logs", "never"], {})).toThrow(/--logs must be answer, fail or silent/);
  });

  it("takes --log-out, a folder for the uploaded logs", () => {
    expect(parseSimArgs([], {})).toMatchObject({ logOut: undefined });
    expect(parseSimArgs(["--log-out", "/tmp/sim-logs"], {})).toMatchObject({ logOut: "/tmp/sim-logs" });
    expect(() => parseSimArgs(["--log-out", " "], {})).toThrow(/--log-out must be a folder/);
  });
});

describe.each(testDrivers())("simulated apps answering log pulls on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    for (const i of [1, 2, 3]) {
      const [d] = await t.h.db
        .select()
        .from(devices)
        .where(eq(devices.sn, demoSn(i)));
      await t.h.db.execute(
        sql`insert into glucose_readings (device_id, ts, mmol) values (${d!.id}, now() - interval '1 hour', 5.8)`,
      );
    }
  }, 60_000);
  afterAll(async () => t?.close());

  const pull = async (i: number) => {
    const r = await admin.gql<{ requestLogPulls: { pull: { id: string; commandId: string } }[] }>(REQUEST, {
      sns: [demoSn(i)],
      p: 3,
    });
    return r.data!.requestLogPulls[0]!.pull;
  };
  const statusOf = async (id: string) =>
    (
      await t.h.db
        .select()
        .from(logPulls)
        .where(eq(logPulls.id, Number(id)))
    )[0]!;

  it("uploads a log the console serves byte for byte, reports a failure, or stays silent", async () => {
    const tokens = new Map<string, string>();
    for (const i of [1, 2, 3]) tokens.set(demoSn(i), await pairDevice(t.url, demoSn(i)));
    const one = (i: number) => ({ url: t.url, tokens: new Map([[demoSn(i), tokens.get(demoSn(i))!]]) });

    const a = await pull(1);
    const outDir = mkdtempSync(path.join(tmpdir(), "sim-log-out-"));
    const answered = await answerLogCommands(one(1), "answer", path.join(outDir, "logs"));
    expect(answered.uploaded).toBe(1);
    // --log-out: what was sent, byte for byte, under the command's id.
    expect(readdirSync(path.join(outDir, "logs"))).toEqual([`${a.commandId}.log`]);
    expect(
      readFileSync(path.join(outDir, "logs", `${a.commandId}.log`)).equals(answered.sent.get(a.commandId)!),
    ).toBe(true);
    rmSync(outDir, { recursive: true, force: true });
    const row = await statusOf(a.id);
    expect(row.status).toBe("UPLOADED");
    const dl = await fetch(`${t.url}/files/v1/${row.fileId}`, { headers: { cookie: admin.cookie! } });
    expect(Buffer.from(await dl.arrayBuffer()).equals(answered.sent.get(a.commandId)!)).toBe(true);

    const b = await pull(2);
    expect((await answerLogCommands(one(2), "fail")).failed).toBe(1);
    expect(await statusOf(b.id)).toMatchObject({ status: "FAILED", failureReason: SIMULATED_FAILURE });

    const c = await pull(3);
    expect(await answerLogCommands(one(3), "silent")).toMatchObject({ uploaded: 0, failed: 0 });
    expect((await statusOf(c.id)).status).toBe("RETRIEVING");
    expect((await statusOf(c.id)).retrievedAt).not.toBeNull();
  });
});
