import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { demoSn, storedFiles } from "@cgm/db";
import { FILE_KINDS } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { pairDevice } from "./pairing.helpers";
import { TusCaller } from "./files.helpers";
import { deviceCall, requestPulls, seedReadings, uploadLog } from "./logPull.helpers";

const LIMIT = FILE_KINDS.appLog.maxBytes; // 100 MB per log
const WAITING = 2 * LIMIT; // a device's created but not yet attached log uploads
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const idOf = (location: string) => location.split("/").pop() ?? "";

/** `total` bytes of a phone app's log, generated line by line in chunks of about `chunk` bytes. */
function* logChunks(total: number, chunk = 64 * 1024): Generator<Buffer> {
  let line = 0;
  let sent = 0;
  while (sent < total) {
    const parts: string[] = [];
    let size = 0;
    while (size < chunk) {
      const l = `2026-11-24T10:${String(line % 60).padStart(2, "0")}:00Z INFO reading ${line++} stored\n`;
      parts.push(l);
      size += l.length;
    }
    const b = Buffer.from(parts.join("")).subarray(0, Math.min(chunk, total - sent));
    sent += b.length;
    yield b;
  }
}

/** `b` in pieces of `size` bytes. */
function* slices(b: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
}

/**
 * A tus PATCH whose body is a stream (chunked, no Content-Length), as an app sending a file it reads
 * as it goes: the answer's status and headers.
 */
function patchStream(base: string, token: string, location: string, offset: number, body: Iterable<Buffer>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(new URL(location, base), {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        authorization: `Bearer ${token}`,
        "content-type": "application/offset+octet-stream",
        "upload-offset": String(offset),
      },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    Readable.from(body).pipe(req);
  });
}

describe.each(testDrivers())("device apps uploading logs on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  const rowOf = async (id: string) =>
    (await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-logs-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    await seedReadings(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a log over 100 MB, one without its length, and bytes beyond the declared length", async () => {
    const app = new TusCaller(t.url, undefined, await pairDevice(t.url, demoSn(1)));
    const tooBig = await app.create("appLog", "app.log", LIMIT + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: "PAYLOAD_TOO_LARGE",
      message: `This kind of file is limited to ${LIMIT} bytes`,
      reason: "size",
    });
    const deferred = await fetch(`${t.url}/files/v1/uploads`, {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        authorization: `Bearer ${app.bearer}`,
        "upload-defer-length": "1",
        "upload-metadata": `kind ${btoa("appLog")},filename ${btoa("app.log")}`,
      },
    });
    expect(deferred.status).toBe(400);
    expect(await deferred.json()).toMatchObject({ reason: "size" });
    // Exactly the limit is let in (and cancelled again: it would hold half the device's allowance).
    const most = await app.create("appLog", "app.log", LIMIT);
    expect(most.status).toBe(201);
    const mostAt = most.headers.get("location")!;
    expect((await app.remove(mostAt)).status).toBe(204);
    // A stream longer than the length the upload declared: refused, nothing beyond it is kept.
    const declared = 64 * 1024;
    const small = await app.create("appLog", "small.log", declared);
    expect(small.status).toBe(201);
    const at = small.headers.get("location")!;
    const over = await patchStream(t.url, app.bearer!, at, 0, logChunks(declared + 40 * 1024, 16 * 1024));
    expect(over.status).toBe(413);
    const head = await app.head(at);
    expect(Number(head.headers.get("upload-offset"))).toBeLessThanOrEqual(declared);
    expect(fs.statSync(path.join(dir, "files", idOf(at))).size).toBeLessThanOrEqual(declared);
  });

  it("holds a device's waiting log uploads to 200 MB until one is attached, also when created at once", async () => {
    const sn = demoSn(2);
    const app = new TusCaller(t.url, undefined, await pairDevice(t.url, sn));
    const [made] = await requestPulls(admin, [sn], 1);
    expect((await app.create("appLog", "a.log", LIMIT)).status).toBe(201);
    const bytes = Buffer.concat([...logChunks(300 * 1024)]);
    const file = await uploadLog(t.url, app.bearer!, "b.log", bytes);
    // Declared, unsent and finished-but-unattached uploads all count.
    const refused = await app.create("appLog", "c.log", WAITING - LIMIT);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error: "PAYLOAD_TOO_LARGE",
      message: "Too many log uploads are waiting; answer a command first",
      reason: "quota",
    });
    // Another device's allowance is its own.
    const other = new TusCaller(t.url, undefined, await pairDevice(t.url, demoSn(3)));
    expect((await other.create("appLog", "a.log", LIMIT)).status).toBe(201);
    // Once the finished log answers its command it no longer waits: the allowance is back, to the byte.
    const ok = await deviceCall(t.url, app.bearer!, `log-commands/${made!.pull!.commandId}/upload`, {
      fileId: file.id,
      sha256: file.sha256,
    });
    expect(ok.status).toBe(200);
    expect((await app.create("appLog", "c.log", WAITING - LIMIT)).status).toBe(201);
    expect((await app.create("appLog", "d.log", 1)).status).toBe(413);
    // Twenty uploads of 15 MB asked for at the same moment: 13 fit in 200 MB, the other 7 are refused.
    const racer = new TusCaller(t.url, undefined, await pairDevice(t.url, demoSn(4)));
    const raced = await Promise.all(
      Array.from({ length: 20 }, (_, i) => racer.create("appLog", `r${i}.log`, 15_000_000)),
    );
    expect(raced.filter((r) => r.status === 201)).toHaveLength(13);
    expect(raced.filter((r) => r.status === 413)).toHaveLength(7);
  });

  it("resumes a device's dropped upload with its token; no one else sees, continues, cancels or attaches it", async () => {
    const sn = demoSn(5);
    const app = new TusCaller(t.url, undefined, await pairDevice(t.url, sn));
    const [made] = await requestPulls(admin, [sn], 3);
    const bytes = Buffer.concat([...logChunks(3 * 1024 * 1024)]);
    const created = await app.create("appLog", "app-3d.log", bytes.length);
    expect(created.status).toBe(201);
    const at = created.headers.get("location")!;
    await app.dropAfter(at, bytes, 1024 * 1024);
    const head = await app.head(at);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-length")).toBe(String(bytes.length));
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1024 * 1024);

    // Another device, staff with every right or with none, a made-up token, no credentials: none of
    // them learns the offset, adds bytes or cancels the upload.
    const otherToken = await pairDevice(t.url, demoSn(6));
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234");
    const strangers = [
      [new TusCaller(t.url, undefined, otherToken), 404],
      [new TusCaller(t.url, admin.cookie), 404],
      [new TusCaller(t.url, operator.cookie), 404],
      [new TusCaller(t.url, undefined, "cgm_dev_nonsense"), 401],
      [new TusCaller(t.url), 401],
    ] as const;
    for (const [who, status] of strangers) {
      expect((await who.head(at)).status).toBe(status);
      expect((await who.patch(at, offset, bytes.subarray(offset, offset + 1024))).status).toBe(status);
      expect((await who.remove(at)).status).toBe(status);
    }
    expect(Number((await app.head(at)).headers.get("upload-offset"))).toBe(offset);
    expect((await rowOf(idOf(at)))?.completedAt).toBeNull();

    // The app sends the rest from the offset, as a stream; the server hashes the whole file.
    const done = await patchStream(t.url, app.bearer!, at, offset, slices(bytes.subarray(offset)));
    expect(done.status).toBe(204);
    expect(done.headers["upload-sha256"]).toBe(sha(bytes));
    const fileId = String(done.headers["upload-file-id"]);
    expect(fileId).toBe(idOf(at));
    // Another device cannot answer its own command with this upload; the app answers its own with it.
    const [theirs] = await requestPulls(admin, [demoSn(6)], 3);
    const stolen = await deviceCall(t.url, otherToken, `log-commands/${theirs!.pull!.commandId}/upload`, {
      fileId,
      sha256: sha(bytes),
    });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ field: "fileId" });
    const ok = await deviceCall(t.url, app.bearer!, `log-commands/${made!.pull!.commandId}/upload`, {
      fileId,
      sha256: sha(bytes),
    });
    expect(ok.status).toBe(200);
    const got = await fetch(`${t.url}/files/v1/${fileId}`, { headers: { cookie: admin.cookie! } });
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
