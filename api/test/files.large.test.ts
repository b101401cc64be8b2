import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { storedFiles } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { TusCaller } from "./files.helpers";

const MB = 1024 * 1024;
/** The package's size: a few hundred megabytes, within the software package limit of 500 MB. */
const SIZE = 300 * MB;
/** The chunk the browser sends per PATCH (useTusUpload's chunk size). */
const CHUNK = 8 * MB;

/**
 * The package's bytes, generated rather than kept in the repository: a block of pseudo-random bytes
 * repeated with a period that is not a power of two, so no two chunks are alike. `bytesAt` gives any
 * range, as a client resuming from the server's offset needs.
 */
const PERIOD = MB + 7;
const BLOCK = (() => {
  const b = Buffer.alloc(2 * PERIOD);
  let x = 0x2545f491;
  for (let i = 0; i < PERIOD; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    b[i] = x & 0xff;
  }
  b.copy(b, PERIOD, 0, PERIOD);
  return b;
})();
function bytesAt(offset: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  for (let done = 0; done < length;) {
    const at = (offset + done) % PERIOD;
    const n = Math.min(length - done, PERIOD);
    BLOCK.copy(out, done, at, at + n);
    done += n;
  }
  return out;
}
function sha256Of(size: number): string {
  const hash = createHash("sha256");
  for (let o = 0; o < size; o += CHUNK) hash.update(bytesAt(o, Math.min(CHUNK, size - o)));
  return hash.digest("hex");
}

/** A PATCH declaring a whole chunk whose connection drops after `sent` of its bytes (the network went away). */
function dropMidChunk(base: string, cookie: string, location: string, offset: number, sent: number) {
  return new Promise<void>((resolve) => {
    const req = http.request(new URL(location, base), {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        cookie,
        "content-type": "application/offset+octet-stream",
        "upload-offset": String(offset),
        "content-length": String(CHUNK),
      },
    });
    req.on("error", () => resolve());
    req.on("response", () => resolve());
    req.write(bytesAt(offset, sent), () => setTimeout(() => req.destroy(), 300));
  });
}

/** A package of a few hundred megabytes through the resumable upload (issue 11.1). */
describe.each(testDrivers())("a large package upload on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-large-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes 300 MB in 8 MB chunks, interrupted and resumed once, and stores its size and SHA-256", async () => {
    const tus = new TusCaller(t.url, admin.cookie);
    const created = await tus.create("softwarePackage", "transmitter-2.0.bin", SIZE);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    const id = location.split("/").pop() ?? "";
    let offset = 0;
    let last: Response | undefined;
    let dropped = -1;
    while (offset < SIZE) {
      // Once, in the chunk at about 40%: the connection drops 3 MB into it; the server says where to go on.
      if (dropped < 0 && offset >= 0.4 * SIZE) {
        dropped = offset;
        await dropMidChunk(t.url, admin.cookie!, location, offset, 3 * MB);
        const head = await tus.head(location);
        expect(head.status).toBe(200);
        const kept = Number(head.headers.get("upload-offset"));
        expect(kept).toBeGreaterThan(offset);
        expect(kept).toBeLessThanOrEqual(offset + 3 * MB);
        offset = kept;
        continue;
      }
      const n = Math.min(CHUNK, SIZE - offset);
      last = await tus.patch(location, offset, bytesAt(offset, n));
      expect(last.status).toBe(204);
      offset = Number(last.headers.get("upload-offset"));
    }
    expect(dropped).toBeGreaterThan(0);
    const sha256 = sha256Of(SIZE);
    expect(last?.headers.get("upload-sha256")).toBe(sha256);
    const [row] = await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ size: SIZE, sha256, contentType: "application/octet-stream" });
    expect(row?.completedAt).not.toBeNull();
    expect(fs.statSync(path.join(dir, "files", id)).size).toBe(SIZE);
    // The bytes on both sides of the break are the ones sent.
    const around = await tus.download(id, { range: `bytes=${dropped}-${dropped + 4 * MB - 1}` });
    expect(around.status).toBe(206);
    expect(Buffer.from(await around.arrayBuffer()).equals(bytesAt(dropped, 4 * MB))).toBe(true);
  }, 120_000);
});
