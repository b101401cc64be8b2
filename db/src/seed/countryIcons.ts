import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { countries, storedFiles } from "../schema/index";
import { DEMO_COUNTRIES } from "./localisation.data";
import { stripedPng, type Rgb } from "./png";

/** Bands of each seeded country's icon, a simple flag: top to bottom, or left to right with "v". */
const FLAGS: Record<string, [Rgb[], "v"?]> = {
  CN: [["de2910", "ffde00", "de2910"]],
  SG: [["ef3340", "ffffff"]],
  JP: [["ffffff", "bc002d", "ffffff"]],
  KR: [["ffffff", "cd2e3a", "0047a0"]],
  AU: [["012169", "ffffff", "e4002b"]],
  GB: [["012169", "c8102e", "012169"]],
  DE: [["000000", "dd0000", "ffce00"]],
  FR: [["0055a4", "ffffff", "ef4135"], "v"],
  ES: [["aa151b", "f1bf00", "aa151b"]],
  IT: [["009246", "ffffff", "ce2b37"], "v"],
  PL: [["ffffff", "dc143c"]],
  CZ: [["ffffff", "d7141a", "11457e"]],
  RU: [["ffffff", "0039a6", "d52b1e"]],
  PT: [["046a38", "da291c"], "v"],
  SA: [["006c35", "ffffff", "006c35"]],
  AE: [["00732f", "ffffff", "000000"]],
  EG: [["ce1126", "ffffff", "000000"]],
  US: [["b22234", "ffffff", "3c3b6e"]],
  CA: [["d80621", "ffffff", "d80621"], "v"],
  MX: [["006847", "ffffff", "ce1126"], "v"],
  BR: [["009c3b", "ffdf00", "009c3b"]],
  AR: [["74acdf", "ffffff", "74acdf"]],
};

/**
 * The stored file id of a seeded icon: 32 hex digits like an upload's id (the download route takes no
 * other), fixed per country code so a later start finds it; upload ids are random, so none is the same.
 */
export const seedIconId = (code: string) =>
  createHash("sha256").update(`cgm seeded country icon ${code.toUpperCase()}`).digest("hex").slice(0, 32);

/** A seeded country's icon: a 32x24 PNG of its flag's bands (grey for a code without one). */
export function countryIconPng(code: string): Buffer {
  const [bands, dir] = FLAGS[code] ?? [["9e9e9e"]];
  return stripedPng(32, 24, bands, dir === "v");
}

/** Writes the bytes unless the file holds them already (atomically: a temporary file, then a rename). */
function writeIfChanged(file: string, bytes: Buffer): void {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes, { mode: 0o640 });
  fs.renameSync(tmp, file);
}

/**
 * Gives every seeded country (by its code) that has no icon its flag icon, a stored file as the API's
 * storage keeps them: the bytes in `filesDir` (DATA_DIR/files) named by the file's id, a stored_files
 * row with the size, type and SHA-256, attached to the country (so the cleanup keeps it). The bytes of
 * a seeded icon still in use are written again if they are missing (a new data directory over an old
 * database). Runs on every start, in the caller's transaction; idempotent. Answers how many icons it
 * attached.
 */
export async function seedCountryIcons(db: Db, filesDir: string): Promise<number> {
  const codes = DEMO_COUNTRIES.map((c) => c.code);
  const rows = await db
    .select({ id: countries.id, code: countries.code, iconFileId: countries.iconFileId })
    .from(countries)
    .where(inArray(countries.code, codes));
  fs.mkdirSync(filesDir, { recursive: true, mode: 0o750 });
  let attached = 0;
  for (const row of rows) {
    const id = seedIconId(row.code);
    if (row.iconFileId && row.iconFileId !== id) continue; // an icon of the administrator's
    const bytes = countryIconPng(row.code);
    writeIfChanged(path.join(filesDir, id), bytes);
    if (row.iconFileId === id) continue;
    const owner = `country:${row.id}`;
    const file = {
      kind: "countryIcon",
      originalName: `${row.code.toLowerCase()}.png`,
      size: bytes.length,
      contentType: "image/png",
      sha256: createHash("sha256").update(bytes).digest("hex"),
      createdBy: null,
      completedAt: new Date(),
      attachedAt: new Date(),
      attachedTo: owner,
    };
    await db
      .insert(storedFiles)
      .values({ id, ...file })
      .onConflictDoUpdate({ target: storedFiles.id, set: file });
    await db
      .update(countries)
      .set({ iconFileId: id })
      .where(and(eq(countries.id, row.id), isNull(countries.iconFileId)));
    attached++;
  }
  return attached;
}
