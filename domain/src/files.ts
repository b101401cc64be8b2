/**
 * The kinds of file the console stores (api/src/files): what each accepts and how large it may be, in
 * decimal units (500 kB, 1 MB) as the web shows them. The web refuses a wrong file before sending it;
 * the API checks the same again and also looks at the content (an icon must really be an image).
 */
export const FILE_KINDS = {
  countryIcon: { maxBytes: 500_000, extensions: ["png", "jpg", "jpeg", "gif", "webp"] },
  appIcon: { maxBytes: 1_000_000, extensions: ["png", "jpg", "jpeg", "gif", "webp"] },
  appPackage: { maxBytes: 500_000_000, extensions: ["apk", "ipa"] },
  softwarePackage: { maxBytes: 500_000_000, extensions: ["apk", "zip", "bin"] },
  firmware: { maxBytes: 250_000_000, extensions: ["bin", "img", "zip"] },
  appLog: { maxBytes: 100_000_000, extensions: ["log", "txt", "zip", "gz"] },
  /** A country translation import (countryCode, languageCode, name): CSV in UTF-8, or XLSX. */
  translationImport: { maxBytes: 2_000_000, extensions: ["csv", "xlsx"] },
} as const satisfies Record<string, { maxBytes: number; extensions: readonly string[] }>;

export type FileKind = keyof typeof FILE_KINDS;

export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as FileKind[];

export function isFileKind(v: unknown): v is FileKind {
  return typeof v === "string" && Object.hasOwn(FILE_KINDS, v);
}

/** The lower-case extension of a file name ("Icon.PNG" -> "png"), or "" without one. */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1]!.toLowerCase() : "";
}

/** Why a file is refused before upload: its extension, or its size (empty or over the kind's limit). */
export function fileProblem(kind: FileKind, name: string, size: number): "type" | "empty" | "size" | null {
  const k = FILE_KINDS[kind];
  if (!(k.extensions as readonly string[]).includes(extensionOf(name))) return "type";
  if (size <= 0) return "empty";
  if (size > k.maxBytes) return "size";
  return null;
}
