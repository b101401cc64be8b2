/**
 * Recognises a stored file's content by its leading bytes (and, for ZIP archives, by the names in its
 * central directory), so that an upload named .png is really a PNG. Each check answers the content type
 * the file is served with, or null when the bytes are not of that type.
 */

/** Random-access view of a complete upload. */
export interface Probe {
  size: number;
  /** The first bytes (up to HEAD_BYTES). */
  head: Buffer;
  /** Bytes [start, end) of the file. */
  read(start: number, end: number): Promise<Buffer>;
}

export type Sniffer = (p: Probe) => Promise<string | null>;

export const HEAD_BYTES = 64 * 1024;

const starts = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const magic =
  (type: string, test: (head: Buffer) => boolean): Sniffer =>
  async (p) =>
    test(p.head) ? type : null;

export const png = magic("image/png", (h) => starts(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
export const jpeg = magic("image/jpeg", (h) => starts(h, [0xff, 0xd8, 0xff]));
export const gif = magic("image/gif", (h) => starts(h, ascii("GIF87a")) || starts(h, ascii("GIF89a")));
export const webp = magic("image/webp", (h) => starts(h, ascii("RIFF")) && starts(h, ascii("WEBP"), 8));
export const gzip = magic("application/gzip", (h) => starts(h, [0x1f, 0x8b, 0x08]));

/** UTF-8 text without NUL bytes, judged on the first HEAD_BYTES. */
export const text: Sniffer = async (p) => {
  if (p.head.includes(0)) return null;
  try {
    // stream: a multi-byte character cut by the end of the head is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(p.head, { stream: p.size > p.head.length });
    return "text/plain; charset=utf-8";
  } catch {
    return null;
  }
};

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const MAX_CENTRAL_DIRECTORY = 32 * 1024 * 1024;

/** One entry of a ZIP archive's central directory: its name and uncompressed size (0xffffffff: ZIP64). */
export interface ZipEntry {
  name: string;
  size: number;
}

/** The entry names of a ZIP archive, or null when it is not one (no end record, bad directory). */
export async function zipEntries(p: Probe): Promise<string[] | null> {
  return (await zipDirectory(p))?.map((e) => e.name) ?? null;
}

/** The entries of a ZIP archive, or null when it is not one (no end record, bad directory). */
export async function zipDirectory(p: Probe): Promise<ZipEntry[] | null> {
  if (!starts(p.head, ZIP_LOCAL)) return null;
  const tailStart = Math.max(0, p.size - (22 + 0xffff));
  const tail = await p.read(tailStart, p.size);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  let count = tail.readUInt16LE(at + 10);
  let cdSize = tail.readUInt32LE(at + 12);
  let cdOffset = tail.readUInt32LE(at + 16);
  if (
    (cdOffset === 0xffffffff || count === 0xffff) &&
    at >= 20 &&
    tail.readUInt32LE(at - 20) === ZIP64_LOCATOR
  ) {
    const recordAt = Number(tail.readBigUInt64LE(at - 12));
    const record = await p.read(recordAt, recordAt + 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) return null;
    count = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
  }
  if (cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > p.size) return null;
  const cd = await p.read(cdOffset, cdOffset + cdSize);
  const entries: ZipEntry[] = [];
  let i = 0;
  while (entries.length < count && i + 46 <= cd.length) {
    if (cd.readUInt32LE(i) !== CENTRAL) return null;
    const nameLength = cd.readUInt16LE(i + 28);
    const skip = nameLength + cd.readUInt16LE(i + 30) + cd.readUInt16LE(i + 32);
    entries.push({ name: cd.toString("utf8", i + 46, i + 46 + nameLength), size: cd.readUInt32LE(i + 24) });
    i += 46 + skip;
  }
  return entries.length === count ? entries : null;
}

const archive =
  (type: string, has: (name: string) => boolean): Sniffer =>
  async (p) => {
    const names = await zipEntries(p);
    return names && names.some(has) ? type : null;
  };

export const zip = archive("application/zip", () => true);
/** An Android package: a ZIP with AndroidManifest.xml at its root. */
export const apk = archive("application/vnd.android.package-archive", (n) => n === "AndroidManifest.xml");
/** An iOS package: a ZIP with the app bundle under Payload/. */
export const ipa = archive("application/octet-stream", (n) => /^Payload\/[^/]+\.app\//.test(n));

/** What an XLSX workbook may unpack to: a spreadsheet of the import's size is far smaller. */
export const XLSX_MAX_UNPACKED = 64 * 1024 * 1024;

/**
 * An Excel workbook (Office Open XML): a ZIP with xl/workbook.xml, unpacking to at most
 * XLSX_MAX_UNPACKED bytes (no ZIP bomb reaches the spreadsheet reader).
 */
export const xlsx: Sniffer = async (p) => {
  const entries = await zipDirectory(p);
  if (!entries?.some((e) => e.name === "xl/workbook.xml")) return null;
  const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
  return unpacked <= XLSX_MAX_UNPACKED
    ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    : null;
};

/**
 * A binary image (.bin, .img: firmware has no common signature): anything but text, so a text file,
 * a log or a script named .bin is refused. Real images hold NUL bytes or bytes that are not UTF-8.
 */
export const binary: Sniffer = async (p) => ((await text(p)) ? null : "application/octet-stream");

/** CSV: UTF-8 text without NUL bytes (judged on the first HEAD_BYTES, like `text`). */
export const csv: Sniffer = async (p) => ((await text(p)) ? "text/csv; charset=utf-8" : null);
