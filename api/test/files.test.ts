import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { organisations, storedFiles } from "@cgm/db";
import { eq } from "drizzle-orm";
import { FILE_KINDS } from "@cgm/domain";
import { attachFile } from "../src/files";
import { testDrivers } from "./harness";
import { TusCaller, pngLike, zipOf } from "./files.helpers";
import { useFileSetup } from "./files.setup";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const idOf = (location: string) => location.split("/").pop() ?? "";

describe.each(testDrivers())("file storage on $name", ({ open }) => {
  const s = useFileSetup(open);

  it("resumes an upload whose connection dropped from the offset the server kept, and hashes the whole file", async () => {
    const bytes = pngLike(400 * 1024);
    const created = await s.admin.create("countryIcon", "flag.png", bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    expect(location).toMatch(/^\/files\/v1\/uploads\/[0-9a-f]{32}$/);

    await s.admin.dropAfter(location, bytes, 150 * 1024);
    const head = await s.admin.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(150 * 1024);
    expect((await s.rowOf(idOf(location)))?.completedAt).toBeNull();

    const done = await s.admin.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(204);
    expect(done.headers.get("upload-file-id")).toBe(idOf(location));
    expect(done.headers.get("upload-sha256")).toBe(sha(bytes));
    const row = await s.rowOf(idOf(location));
    expect(row).toMatchObject({
      kind: "countryIcon",
      originalName: "flag.png",
      size: bytes.length,
      sha256: sha(bytes),
      contentType: "image/png",
      createdBy: s.adminId,
      attachedAt: null,
    });
    const got = await s.admin.download(idOf(location));
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
    const { location } = await s.admin.upload("countryIcon", "late.png", bytes);
    const id = idOf(location);
    // As if the process had stopped between the last byte and the check.
    await s.t.h.db
      .update(storedFiles)
      .set({ sha256: null, contentType: null, completedAt: null })
      .where(eq(storedFiles.id, id));
    expect((await s.admin.download(id)).status).toBe(404);
    const head = await s.admin.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe(String(bytes.length));
    expect(await s.rowOf(id)).toMatchObject({ sha256: sha(bytes), contentType: "image/png" });
    expect((await s.admin.download(id)).status).toBe(200);
  });

  it("refuses a file whose content does not match its extension, and keeps nothing of it", async () => {
    const { location, res } = await s.admin.upload(
      "countryIcon",
      "flag.png",
      Buffer.from("<html>not an image</html>"),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA_TYPE", reason: "content" });
    expect(await s.rowOf(idOf(location))).toBeUndefined();
    expect(s.onDisk(idOf(location))).toBe(false);
    expect((await s.admin.head(location)).status).toBe(404);

    const fakeApk = await s.admin.upload("appPackage", "cgm.apk", zipOf({ "readme.txt": "hi" }));
    expect(fakeApk.res.status).toBe(415);
    const realApk = await s.admin.upload("appPackage", "cgm.apk", zipOf({ "AndroidManifest.xml": "<m/>" }));
    expect(realApk.res.status).toBe(204);
    expect((await s.rowOf(idOf(realApk.location)))?.contentType).toBe(
      "application/vnd.android.package-archive",
    );

    const svg = await s.admin.create("countryIcon", "flag.svg", 100);
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ reason: "type" });
  });

  it("holds each kind to its size limit and an upload to its declared length", async () => {
    const limit = FILE_KINDS.countryIcon.maxBytes;
    const before = await s.t.h.db.$count(storedFiles);
    const tooBig = await s.admin.create("countryIcon", "flag.png", limit + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE", reason: "size" });
    expect((await s.admin.create("countryIcon", "flag.png", 0)).status).toBe(400);
    expect((await s.admin.create("appPackage", "cgm.apk", FILE_KINDS.appPackage.maxBytes + 1)).status).toBe(
      413,
    );
    expect(await s.t.h.db.$count(storedFiles)).toBe(before);

    const created = await s.admin.create("countryIcon", "flag.png", 100);
    const location = created.headers.get("location") ?? "";
    const over = await s.admin.patch(location, 0, pngLike(200));
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(over.status).toBeLessThan(500);
    expect(Number((await s.admin.head(location)).headers.get("upload-offset"))).toBeLessThanOrEqual(100);
  });

  it("refuses uploads and downloads without a session, another member's upload, and kinds the role may not upload", async () => {
    const anonymous = new TusCaller(s.t.url);
    const none = await anonymous.create("countryIcon", "flag.png", 100);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: "UNAUTHENTICATED" });

    const { location } = await s.admin.upload("countryIcon", "own.png", pngLike(64));
    const id = idOf(location);
    expect((await anonymous.download(id)).status).toBe(401);
    expect((await anonymous.head(location)).status).toBe(401);
    // Another staff member neither sees nor continues someone else's upload, nor reads it unattached.
    const started = await s.admin.create("countryIcon", "half.png", 100);
    const half = started.headers.get("location") ?? "";
    expect((await s.operator.head(half)).status).toBe(404);
    expect((await s.operator.patch(half, 0, pngLike(100))).status).toBe(404);
    expect((await s.operator.download(id)).status).toBe(404);
    // Once a record uses it, an icon is readable by every staff member.
    await attachFile(s.t.h.db, {
      fileId: id,
      kind: "countryIcon",
      owner: "country:1",
      accountId: s.adminId,
      field: "icon",
    });
    expect((await s.operator.download(id)).status).toBe(200);
    // A partner's ERP key reads GraphQL only: no uploads, no downloads.
    const [north] = await s.t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const rotated = await s.adminGql.gql<{ rotateErpKey: { key: string } }>(
      `mutation($id: ID!) { rotateErpKey(id: $id) { key } }`,
      { id: String(north!.id) },
    );
    const bearer = { authorization: `Bearer ${rotated.data!.rotateErpKey.key}` };
    const erpCreate = await fetch(`${s.t.url}/files/v1/uploads`, {
      method: "POST",
      headers: { ...bearer, "tus-resumable": "1.0.0", "upload-length": "10" },
    });
    expect(erpCreate.status).toBe(403);
    expect((await fetch(`${s.t.url}/files/v1/${id}`, { headers: bearer })).status).toBe(403);
    // Log files come from device apps: no staff role uploads them.
    expect((await s.admin.create("appLog", "app.log", 10)).status).toBe(403);
  });

  it("serves byte ranges of a stored file", async () => {
    const bytes = pngLike(10_000);
    const { location } = await s.admin.upload("countryIcon", "range.png", bytes);
    const res = await s.admin.download(idOf(location), { range: "bytes=100-199" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await s.admin.download(idOf(location), { range: "bytes=-10" });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    expect((await s.admin.download(idOf(location), { range: "bytes=20000-" })).status).toBe(416);
  });

  it("attaches only a complete file of the expected kind that the caller uploaded", async () => {
    const { location } = await s.admin.upload("countryIcon", "mine.png", pngLike(64));
    const id = idOf(location);
    const attach = (over: Partial<Parameters<typeof attachFile>[1]>) =>
      attachFile(s.t.h.db, {
        fileId: id,
        kind: "countryIcon",
        owner: "country:7",
        accountId: s.adminId,
        field: "icon",
        ...over,
      });
    await expect(attach({ kind: "appIcon" })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fieldErrors: { icon: "file.notAvailable" } },
    });
    await expect(attach({ accountId: s.adminId + 1000 })).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
    });
    const started = await s.admin.create("countryIcon", "half.png", 100);
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
});
