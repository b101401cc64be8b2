import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  countries,
  countryIconPng,
  migrate,
  seed,
  seedIconId,
  storedFiles,
  type DbHandle,
} from "../src/index";
import { stripedPng } from "../src/seed/png";
import { testDrivers } from "./db";

/** Width, height and the RGB pixel at (x, y) of a truecolour PNG with no filters (as stripedPng writes). */
function pixel(png: Buffer, x: number, y: number): string {
  const width = png.readUInt32BE(16);
  const idat = png.indexOf("IDAT");
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const at = y * (1 + width * 3) + 1 + x * 3;
  return raw.subarray(at, at + 3).toString("hex");
}

describe("seeded country icons: the PNG", () => {
  it("writes a valid PNG of the bands, horizontal or vertical", () => {
    const h = stripedPng(32, 24, ["de2910", "ffde00", "000000"]);
    expect(h.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([h.readUInt32BE(16), h.readUInt32BE(20), h[24], h[25]]).toEqual([32, 24, 8, 2]);
    expect([pixel(h, 0, 0), pixel(h, 31, 7), pixel(h, 5, 8), pixel(h, 5, 23)]).toEqual([
      "de2910",
      "de2910",
      "ffde00",
      "000000",
    ]);
    const v = stripedPng(32, 24, ["0055a4", "ffffff", "ef4135"], true);
    expect([pixel(v, 0, 23), pixel(v, 16, 0), pixel(v, 31, 12)]).toEqual(["0055a4", "ffffff", "ef4135"]);
    expect(h.subarray(-12, -4).toString("latin1")).toContain("IEND");
    expect(() => stripedPng(2, 2, ["red"])).toThrow();
  });
});

describe.each(testDrivers())("seeded country icons on $name", ({ open }) => {
  let h: DbHandle;
  let dir: string;
  const files = () => path.join(dir, "files");
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-seed-icons-"));
    h = await open();
    await migrate(h);
    await seed(h.db, { demo: false, adminPassword: "admin123", filesDir: files() });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives every seeded country an attached icon stored under the files directory with its SHA-256", async () => {
    const rows = await h.db
      .select({ id: countries.id, code: countries.code, file: storedFiles })
      .from(countries)
      .innerJoin(storedFiles, eq(storedFiles.id, countries.iconFileId));
    expect(rows.length).toBe(await h.db.$count(countries));
    expect(rows.length).toBe(22);
    for (const r of rows) {
      const bytes = fs.readFileSync(path.join(files(), r.file.id));
      expect(bytes.equals(countryIconPng(r.code))).toBe(true);
      expect(r.file).toMatchObject({
        id: seedIconId(r.code),
        kind: "countryIcon",
        contentType: "image/png",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        attachedTo: `country:${r.id}`,
      });
      expect(r.file.completedAt).not.toBeNull();
      expect(r.file.attachedAt).not.toBeNull();
    }
    expect(pixel(countryIconPng("DE"), 0, 0)).toBe("000000");
  });

  it("is idempotent, writes missing bytes again, and leaves an icon of the administrator's alone", async () => {
    const before = await h.db.select().from(storedFiles).orderBy(storedFiles.id);
    const de = seedIconId("DE");
    fs.rmSync(path.join(files(), de));
    const [fr] = await h.db.select().from(countries).where(eq(countries.code, "FR"));
    await h.db.insert(storedFiles).values({
      id: "a".repeat(32),
      kind: "countryIcon",
      originalName: "mine.png",
      size: 3,
      completedAt: new Date(),
      attachedAt: new Date(),
      attachedTo: `country:${fr!.id}`,
    });
    await h.db
      .update(countries)
      .set({ iconFileId: "a".repeat(32) })
      .where(eq(countries.id, fr!.id));
    fs.rmSync(path.join(files(), seedIconId("FR")));

    await seed(h.db, { demo: false, adminPassword: "admin123", filesDir: files() });
    const after = await h.db.select().from(storedFiles).orderBy(storedFiles.id);
    expect(after.filter((f) => f.id !== "a".repeat(32))).toEqual(before);
    expect(fs.readFileSync(path.join(files(), de)).equals(countryIconPng("DE"))).toBe(true);
    expect(fs.existsSync(path.join(files(), seedIconId("FR")))).toBe(false);
    const [frAfter] = await h.db.select().from(countries).where(eq(countries.code, "FR"));
    expect(frAfter!.iconFileId).toBe("a".repeat(32));
  });
});
