import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull, ne } from "drizzle-orm";
import { storedFiles } from "@cgm/db";
import { attachFile, releaseFile } from "../src/files";
import { removeUnattached } from "../src/files/cleanup";
import { testDrivers } from "./harness";
import { pngLike } from "./files.helpers";
import { useFileSetup } from "./files.setup";

const HOUR = 60 * 60 * 1000;
const idOf = (location: string) => location.split("/").pop() ?? "";

describe.each(testDrivers())("uploads waiting to be saved, and their cleanup, on $name", ({ open }) => {
  const s = useFileSetup(open);

  it("caps the uploads an account has waiting to be saved, counting parallel ones one after the other", async () => {
    // Uploads waiting to be saved are capped per account.
    await s.t.h.db.insert(storedFiles).values({
      id: "f".repeat(32),
      kind: "appPackage",
      originalName: "big.apk",
      size: 1_999_999_000,
      createdBy: s.adminId,
    });
    const quota = await s.admin.create("countryIcon", "flag.png", 2000);
    expect(quota.status).toBe(413);
    expect(await quota.json()).toMatchObject({ reason: "quota" });
    expect((await s.operator.create("countryIcon", "flag.png", 2000)).status).toBe(201);
    // Asked for at the same moment, uploads are still counted one after the other: 5 of 2000 bytes fit.
    const others = await s.t.h.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.createdBy, s.adminId),
          isNull(storedFiles.attachedAt),
          ne(storedFiles.id, "f".repeat(32)),
        ),
      );
    const held = others.reduce((sum, r) => sum + r.size, 0);
    await s.t.h.db
      .update(storedFiles)
      .set({ size: 2_000_000_000 - 10_000 - held })
      .where(eq(storedFiles.id, "f".repeat(32)));
    const raced = await Promise.all(
      Array.from({ length: 8 }, () => s.admin.create("countryIcon", "flag.png", 2000)),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 413, 413, 413]);
    await s.t.h.db.delete(storedFiles).where(eq(storedFiles.id, "f".repeat(32)));
  });

  it("removes files no record uses a day after their upload, never attached ones, and two cleanups never take the same file", async () => {
    await removeUnattached(s.t.h, s.storage, new Date(Date.now() + 2 * 24 * HOUR)); // earlier tests' leftovers
    const complete = idOf((await s.admin.upload("countryIcon", "a.png", pngLike(64))).location);
    const unfinished = idOf(
      (await s.admin.create("countryIcon", "b.png", 100)).headers.get("location") ?? "",
    );
    const used = idOf((await s.admin.upload("countryIcon", "c.png", pngLike(64))).location);
    await attachFile(s.t.h.db, {
      fileId: used,
      kind: "countryIcon",
      owner: "country:2",
      accountId: s.adminId,
      field: "icon",
    });
    const now = Date.now();

    expect(await removeUnattached(s.t.h, s.storage, new Date(now + 23 * HOUR))).toBe(0);
    expect(s.onDisk(complete) && s.onDisk(unfinished)).toBe(true);

    const runs = await Promise.all([
      removeUnattached(s.t.h, s.storage, new Date(now + 25 * HOUR)),
      removeUnattached(s.t.h, s.storage, new Date(now + 25 * HOUR)),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    for (const id of [complete, unfinished]) {
      expect(await s.rowOf(id)).toBeUndefined();
      expect(s.onDisk(id)).toBe(false);
      expect(fs.existsSync(path.join(s.dir, "files", `${id}.json`))).toBe(false);
    }
    expect(s.onDisk(used)).toBe(true);
    expect((await s.admin.download(used)).status).toBe(200);

    // A record that lets go of its file hands it to the next cleanup.
    await releaseFile(s.t.h.db, used, "country:2");
    expect(await removeUnattached(s.t.h, s.storage, new Date(now + 25 * HOUR))).toBe(1);
    expect(s.onDisk(used)).toBe(false);
    expect((await s.admin.download(used)).status).toBe(404);
  });
});
