import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { auditLog, demoSn } from "@cgm/db";
import { logPullListeners } from "../src/modules/logPull/logPull.events";
import { Caller, listen, startHarness, testDrivers, until, type Harness } from "./harness";
import { pairDevice } from "./pairing.helpers";
import {
  PULL,
  deviceCall,
  personalWithEveryPage,
  requestPulls,
  seedReadings,
  uploadLog,
} from "./logPull.helpers";

describe.each(testDrivers())("device apps answering log pulls on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const request = (c: Caller, sns: string[], p = 1) => requestPulls(c, sns, p);
  const device = (token: string, path: string, body?: unknown) => deviceCall(t.url, token, path, body);

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    await seedReadings(t);
    await personalWithEveryPage(t);
  }, 60_000);
  afterAll(async () => t?.close());
  /** The operation log's entries of a pull (by record id), oldest first. */
  const entriesOf = (id: string) =>
    t.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "logPull"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  it("goes retrieving -> uploaded through the device app, live to a subscriber; other devices are refused", async () => {
    const sn = demoSn(6);
    const token = await pairDevice(t.url, sn);
    const other = await pairDevice(t.url, demoSn(7));
    const before = logPullListeners();
    const live = listen(admin, `subscription { logPullChanged { sn status file { sha256 } } }`);
    await until(() => logPullListeners() > before);
    const [made] = await request(admin, [sn], 2);
    await until(() => live.events.length > 0);
    const commands = (await (await device(token, "log-commands")).json()) as {
      commands: { id: string; periodDays: number }[];
    };
    expect(commands.commands.map((c) => c.id)).toContain(made!.pull!.commandId);
    expect(
      ((await (await device(other, "log-commands")).json()) as { commands: unknown[] }).commands,
    ).toEqual([]);
    const bytes = Buffer.from(`2026-11-24T10:00:00Z INFO sensor connected ${sn}\n`.repeat(200));
    const file = await uploadLog(t.url, token, "app.log", bytes);
    expect(file.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const cmd = made!.pull!.commandId;
    // Another device cannot answer this command, nor attach this device's upload.
    expect(
      (await device(other, `log-commands/${cmd}/upload`, { fileId: file.id, sha256: file.sha256 })).status,
    ).toBe(404);
    expect((await device(other, `log-commands/${cmd}/failure`, { reason: "x" })).status).toBe(404);
    const wrong = await device(token, `log-commands/${cmd}/upload`, {
      fileId: file.id,
      sha256: "0".repeat(64),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe("SHA256_MISMATCH");
    expect((await device("cgm_dev_nonsense", "log-commands")).status).toBe(401);
    const ok = await device(token, `log-commands/${cmd}/upload`, { fileId: file.id, sha256: file.sha256 });
    expect(ok.status).toBe(200);
    const again = await device(token, `log-commands/${cmd}/failure`, { reason: "late" });
    expect(again.status).toBe(409);
    const read = await admin.gql<{ logPull: { status: string; file: { id: string; size: number } } }>(PULL, {
      id: made!.pull!.id,
    });
    expect(read.data!.logPull).toMatchObject({
      status: "UPLOADED",
      file: { id: file.id, size: bytes.length },
    });
    const dl = await fetch(`${t.url}/files/v1/${file.id}`, { headers: { cookie: admin.cookie! } });
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
    // Someone holding the download button but not seeing the device does not get the file.
    const personal = new Caller(t.url);
    await personal.login("scope-personal", "demo1234");
    expect(
      (await fetch(`${t.url}/files/v1/${file.id}`, { headers: { cookie: personal.cookie! } })).status,
    ).toBe(404);
    // A device app uploads nothing but its logs.
    const icon = await fetch(`${t.url}/files/v1/uploads`, {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        authorization: `Bearer ${token}`,
        "upload-length": "10",
        "upload-metadata": `kind ${Buffer.from("countryIcon").toString("base64")},filename ${Buffer.from("a.png").toString("base64")}`,
      },
    });
    expect(icon.status).toBe(403);
    await until(() => live.events.some((e) => JSON.stringify(e).includes("UPLOADED")));
    await live.close();
    const statuses = live.events.map(
      (e) => (e.data?.logPullChanged as { status: string } | undefined)?.status,
    );
    expect(statuses[0]).toBe("RETRIEVING");
    expect(statuses).toContain("UPLOADED");
    // The pull (by the administrator) and the upload (by the device, no account) are in the operation log.
    const entries = await entriesOf(made!.pull!.id);
    expect(entries.map((e) => [e.action, e.actor, e.entityName])).toEqual([
      ["logPull.pull", "admin", sn],
      ["logPull.logUploaded", null, sn],
    ]);
    expect(entries[1]!.after).toEqual({ fileName: expect.stringMatching(/\.log$/) });
  });

  it("records the app's failure with its reason", async () => {
    const sn = demoSn(8);
    const token = await pairDevice(t.url, sn);
    const [made] = await request(admin, [sn], 1);
    expect(
      (await device(token, `log-commands/${made!.pull!.commandId}/failure`, { reason: "" })).status,
    ).toBe(400);
    const res = await device(token, `log-commands/${made!.pull!.commandId}/failure`, {
      reason: "storage full",
    });
    expect(res.status).toBe(200);
    const read = await admin.gql<{ logPull: { status: string; failureReason: string } }>(PULL, {
      id: made!.pull!.id,
    });
    expect(read.data!.logPull).toEqual(
      expect.objectContaining({ status: "FAILED", failureReason: "storage full" }),
    );
    const entries = await entriesOf(made!.pull!.id);
    expect(entries.map((e) => [e.action, e.actor, e.after])).toEqual([
      ["logPull.pull", "admin", expect.objectContaining({ sn, periodDays: 1 })],
      ["logPull.logFailed", null, { failureReason: "storage full" }],
    ]);
  });
});
