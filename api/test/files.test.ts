import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull, ne } from "drizzle-orm";
import { accounts, organisations, storedFiles } from "@cgm/db";
import { FILE_KINDS } from "@cgm/domain";
import { attachFile, releaseFile } from "../src/files";
import { removeUnattached } from "../src/files/cleanup";
import { localStorage, type FileStorage } from "../src/files/store";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { TusCaller, pngLike, zipOf } from "./files.helpers";

const HOUR = 60 * 60 * 1000;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const idOf = (location: string) => location.split("/").pop() ?? "";

describe.each(testDrivers())("file storage on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let storage: FileStorage;
  let admin: TusCaller;
  let operator: TusCaller;
  let adminId: number;
  let adminGql: Caller;
  const rowOf = async (id: string) =>
    (await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
  const onDisk = (id: string) => fs.existsSync(path.join(dir, "files", id));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-files-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    storage = localStorage(path.join(dir, "files"));
    const a = new Caller(t.url);
    await a.login("admin", "admin123");
    const o = new Caller(t.url);
    await o.login("scope-org", "demo1234");
    admin = new TusCaller(t.url, a.cookie);
    adminGql = a;
    operator = new TusCaller(t.url, o.cookie);
    adminId = (await t.h.db.select().from(accounts).where(eq(accounts.account, "admin")))[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("resumes an upload whose connection dropped from the offset the server kept, and hashes the whole file", async () => {
    const bytes = pngLike(400 * 1024);
    const created = await admin.create("countryIcon", "flag.png", bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    expect(location).toMatch(/^\/files\/v1\/uploads\/[0-9a-f]{32}$/);

    await admin.dropAfter(location, bytes, 150 * 1024);
    const head = await admin.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(150 * 1024);
    expect((await rowOf(idOf(location)))?.completedAt).toBeNull();

    const done = await admin.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(204);
    expect(done.headers.get("upload-file-id")).toBe(idOf(location));
    expect(done.headers.get("upload-sha256")).toBe(sha(bytes));
    const row = await rowOf(idOf(location));
    expect(row).toMatchObject({
      kind: "countryIcon",
      originalName: "flag.png",
      size: bytes.length,
      sha256: sha(bytes),
      contentType: "image/png",
      createdBy: adminId,
      attachedAt: null,
    });
    const got = await admin.download(idOf(location));
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("content-disposition")).toBe("inline; filename=flag.png");
    // Served as data, never as a page of the console.
    expect(got.headers.get("content-security-policy")).toContain("sandbox");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(sha(bytes));
  });

  it("finishes the check of an upload whose bytes all arrived when the client asks where to resume", async () => {
    const bytes = pngLike(2048);
    const { location } = await admin.upload("countryIcon", "late.png", bytes);
    const id = idOf(location);
    // As if the process had stopped between the last byte and the check.
    await t.h.db
      .update(storedFiles)
      .set({ sha256: null, contentType: null, completedAt: null })
      .where(eq(storedFiles.id, id));
    expect((await admin.download(id)).status).toBe(404);
    const head = await admin.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe(String(bytes.length));
    expect(await rowOf(id)).toMatchObject({ sha256: sha(bytes), contentType: "image/png" });
    expect((await admin.download(id)).status).toBe(200);
  });

  it("refuses a file whose content does not match its extension, and keeps nothing of it", async () => {
    const { location, res } = await admin.upload(
      "countryIcon",
      "flag.png",
      Buffer.from("<html>not an image</html>"),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA_TYPE", reason: "content" });
    expect(await rowOf(idOf(location))).toBeUndefined();
    expect(onDisk(idOf(location))).toBe(false);
    expect((await admin.head(location)).status).toBe(404);

    const fakeApk = await admin.upload("appPackage", "cgm.apk", zipOf({ "readme.txt": "hi" }));
    expect(fakeApk.res.status).toBe(415);
    const realApk = await admin.upload("appPackage", "cgm.apk", zipOf({ "AndroidManifest.xml": "<m/>" }));
    expect(realApk.res.status).toBe(204);
    expect((await rowOf(idOf(realApk.location)))?.contentType).toBe(
      "application/vnd.android.package-archive",
    );

    const svg = await admin.create("countryIcon", "flag.svg", 100);
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ reason: "type" });
  });

  it("holds each kind to its size limit and an upload to its declared length", async () => {
    const limit = FILE_KINDS.countryIcon.maxBytes;
    const before = await t.h.db.$count(storedFiles);
    const tooBig = await admin.create("countryIcon", "flag.png", limit + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE", reason: "size" });
    expect((await admin.create("countryIcon", "flag.png", 0)).status).toBe(400);
    expect((await admin.create("appPackage", "cgm.apk", FILE_KINDS.appPackage.maxBytes + 1)).status).toBe(
      413,
    );
    expect(await t.h.db.$count(storedFiles)).toBe(before);

    // Uploads waiting to be saved are capped per account.
    await t.h.db.insert(storedFiles).values({
      id: "f".repeat(32),
      kind: "appPackage",
      originalName: "big.apk",
      size: 1_999_999_000,
      createdBy: adminId,
    });
    const quota = await admin.create("countryIcon", "flag.png", 2000);
    expect(quota.status).toBe(413);
    expect(await quota.json()).toMatchObject({ reason: "quota" });
    expect((await operator.create("countryIcon", "flag.png", 2000)).status).toBe(201);
    // Asked for at the same moment, uploads are still counted one after the other: 5 of 2000 bytes fit.
    const others = await t.h.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.createdBy, adminId),
          isNull(storedFiles.attachedAt),
          ne(storedFiles.id, "f".repeat(32)),
        ),
      );
    const held = others.reduce((sum, r) => sum + r.size, 0);
    await t.h.db
      .update(storedFiles)
      .set({ size: 2_000_000_000 - 10_000 - held })
      .where(eq(storedFiles.id, "f".repeat(32)));
    const raced = await Promise.all(
      Array.from({ length: 8 }, () => admin.create("countryIcon", "flag.png", 2000)),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 413, 413, 413]);
    await t.h.db.delete(storedFiles).where(eq(storedFiles.id, "f".repeat(32)));

    const created = await admin.create("countryIcon", "flag.png", 100);
    const location = created.headers.get("location") ?? "";
    const over = await admin.patch(location, 0, pngLike(200));
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(over.status).toBeLessThan(500);
    expect(Number((await admin.head(location)).headers.get("upload-offset"))).toBeLessThanOrEqual(100);
  });

  it("refuses uploads and downloads without a session, another member's upload, and kinds the role may not upload", async () => {
    const anonymous = new TusCaller(t.url);
    const none = await anonymous.create("countryIcon", "flag.png", 100);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: "UNAUTHENTICATED" });

    const { location } = await admin.upload("countryIcon", "own.png", pngLike(64));
    const id = idOf(location);
    expect((await anonymous.download(id)).status).toBe(401);
    expect((await anonymous.head(location)).status).toBe(401);
    // Another staff member neither sees nor continues someone else's upload, nor reads it unattached.
    const started = await admin.create("countryIcon", "half.png", 100);
    const half = started.headers.get("location") ?? "";
    expect((await operator.head(half)).status).toBe(404);
    expect((await operator.patch(half, 0, pngLike(100))).status).toBe(404);
    expect((await operator.download(id)).status).toBe(404);
    // Once a record uses it, an icon is readable by every staff member.
    await attachFile(t.h.db, {
      fileId: id,
      kind: "countryIcon",
      owner: "country:1",
      accountId: adminId,
      field: "icon",
    });
    expect((await operator.download(id)).status).toBe(200);
    // A partner's ERP key reads GraphQL only: no uploads, no downloads.
    const [north] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const rotated = await adminGql.gql<{ rotateErpKey: { key: string } }>(
      `mutation($id: ID!) { rotateErpKey(id: $id) { key } }`,
      { id: String(north!.id) },
    );
    const bearer = { authorization: `Bearer ${rotated.data!.rotateErpKey.key}` };
    const erpCreate = await fetch(`${t.url}/files/v1/uploads`, {
      method: "POST",
      headers: { ...bearer, "tus-resumable": "1.0.0", "upload-length": "10" },
    });
    expect(erpCreate.status).toBe(403);
    expect((await fetch(`${t.url}/files/v1/${id}`, { headers: bearer })).status).toBe(403);
    // Log files come from device apps: no staff role uploads them.
    expect((await admin.create("appLog", "app.log", 10)).status).toBe(403);
  });

  it("serves byte ranges of a stored file", async () => {
    const bytes = pngLike(10_000);
    const { location } = await admin.upload("countryIcon", "range.png", bytes);
    const res = await admin.download(idOf(location), { range: "bytes=100-199" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await admin.download(idOf(location), { range: "bytes=-10" });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    expect((await admin.download(idOf(location), { range: "bytes=20000-" })).status).toBe(416);
  });

  it("attaches only a complete file of the expected kind that the caller uploaded", async () => {
    const { location } = await admin.upload("countryIcon", "mine.png", pngLike(64));
    const id = idOf(location);
    const attach = (over: Partial<Parameters<typeof attachFile>[1]>) =>
      attachFile(t.h.db, {
        fileId: id,
        kind: "countryIcon",
        owner: "country:7",
        accountId: adminId,
        field: "icon",
        ...over,
      });
    await expect(attach({ kind: "appIcon" })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fieldErrors: { icon: "file.notAvailable" } },
    });
    await expect(attach({ accountId: adminId + 1000 })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
    });
    const started = await admin.create("countryIcon", "half.png", 100);
    await expect(attach({ fileId: idOf(started.headers.get("location") ?? "") })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await attach({})).toMatchObject({ id, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Already this record's: attaching again is fine; another record cannot take it.
    await expect(attach({})).resolves.toMatchObject({ id });
    await expect(attach({ owner: "country:8" })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("removes files no record uses a day after their upload, never attached ones, and two cleanups never take the same file", async () => {
    await removeUnattached(t.h, storage, new Date(Date.now() + 2 * 24 * HOUR)); // earlier tests' leftovers
    const complete = idOf((await admin.upload("countryIcon", "a.png", pngLike(64))).location);
    const unfinished = idOf((await admin.create("countryIcon", "b.png", 100)).headers.get("location") ?? "");
    const used = idOf((await admin.upload("countryIcon", "c.png", pngLike(64))).location);
    await attachFile(t.h.db, {
      fileId: used,
      kind: "countryIcon",
      owner: "country:2",
      accountId: adminId,
      field: "icon",
    });
    const now = Date.now();

    expect(await removeUnattached(t.h, storage, new Date(now + 23 * HOUR))).toBe(0);
    expect(onDisk(complete) && onDisk(unfinished)).toBe(true);

    const runs = await Promise.all([
      removeUnattached(t.h, storage, new Date(now + 25 * HOUR)),
      removeUnattached(t.h, storage, new Date(now + 25 * HOUR)),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    for (const id of [complete, unfinished]) {
      expect(await rowOf(id)).toBeUndefined();
      expect(onDisk(id)).toBe(false);
      expect(fs.existsSync(path.join(dir, "files", `${id}.json`))).toBe(false);
    }
    expect(onDisk(used)).toBe(true);
    expect((await admin.download(used)).status).toBe(200);

    // A record that lets go of its file hands it to the next cleanup.
    await releaseFile(t.h.db, used, "country:2");
    expect(await removeUnattached(t.h, storage, new Date(now + 25 * HOUR))).toBe(1);
    expect(onDisk(used)).toBe(false);
    expect((await admin.download(used)).status).toBe(404);
  });
});
