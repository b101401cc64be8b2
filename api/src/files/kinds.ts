import { FILE_KINDS, type FileKind } from "@cgm/domain";
import type { Principal } from "../context";
import { apk, binary, csv, gif, gzip, ipa, jpeg, png, text, webp, xlsx, zip, type Sniffer } from "./sniff";

/**
 * The server's policy per kind of file: the content check of each accepted extension (from
 * domain's FILE_KINDS, which also holds the size limits), who may upload it, and who may read it once a
 * record uses it. SVG is not accepted as an icon: it can carry script.
 */
interface KindPolicy {
  sniff: Record<string, Sniffer>;
  /** Any of these codes lets a staff member upload; none: no staff upload (device apps, to come). */
  upload: string[];
  /** Any of these codes lets a staff member download an attached file; null: every staff member. */
  read: string[] | null;
}

const IMAGE = { png, jpg: jpeg, jpeg, gif, webp };
const appCodes = ["version:app:add", "version:app:edit", "version:app:upload"];
const upgradeCodes = (page: string) => [`${page}:add`, `${page}:edit`, `${page}:upload`];

export const KIND_POLICY: Record<FileKind, KindPolicy> = {
  countryIcon: { sniff: IMAGE, upload: ["i18n:country:add", "i18n:country:edit"], read: null },
  appIcon: { sniff: IMAGE, upload: appCodes, read: null },
  appPackage: { sniff: { apk, ipa }, upload: appCodes, read: ["version:app"] },
  softwarePackage: {
    sniff: { apk, zip, bin: binary },
    upload: upgradeCodes("version:software"),
    read: ["version:software"],
  },
  firmware: {
    sniff: { bin: binary, img: binary, zip },
    upload: upgradeCodes("version:firmware"),
    read: ["version:firmware"],
  },
  appLog: { sniff: { log: text, txt: text, zip, gz: gzip }, upload: [], read: ["sys:appLog:download"] },
  // Read by the import mutation only; never attached, so only its uploader downloads it.
  translationImport: { sniff: { csv, xlsx }, upload: ["i18n:country:import"], read: ["i18n:country:import"] },
};

/** Bytes of uploads not yet used by a record that one account may hold (they go after a day). */
export const PENDING_BYTES_PER_ACCOUNT = 2_000_000_000;

/** The largest file of any kind: what the upload endpoint announces as Tus-Max-Size. */
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_KINDS).map((k) => k.maxBytes));

const holdsAny = (p: Principal, codes: string[]) => codes.some((c) => p.codes.has(c));

export const mayUpload = (p: Principal, kind: FileKind) => holdsAny(p, KIND_POLICY[kind].upload);

export function mayRead(p: Principal, kind: FileKind): boolean {
  const codes = KIND_POLICY[kind].read;
  return codes === null || holdsAny(p, codes);
}
