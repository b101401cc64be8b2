import { and, eq, isNotNull } from "drizzle-orm";
import { storedFiles, type Db } from "@cgm/db";
import { FILE_KINDS, extensionOf, type FileKind } from "@cgm/domain";
import { AppError, badInput } from "../common/errors";
import type { StoredFile } from "./attach";
import type { FileStorage } from "./store";

/** A complete upload of the caller's, with its bytes. */
export interface Upload extends StoredFile {
  extension: string;
  bytes: Buffer;
}

/**
 * Reads a complete upload of `kind` that `accountId` made (used by a record or not), as a whole: for
 * small files read by the API itself (imports). Anything else is BAD_USER_INPUT "file.notAvailable" on
 * `field`, so ids reveal nothing; a file over the kind's limit is refused ("file.tooLarge" with the
 * limit) before it is read.
 */
export async function readUpload(
  db: Db,
  storage: FileStorage | undefined,
  args: { fileId: string; kind: FileKind; accountId: number; field: string },
): Promise<Upload> {
  const notAvailable = () => badInput({ [args.field]: "file.notAvailable" });
  if (!/^[0-9a-f]{32}$/.test(args.fileId)) throw notAvailable();
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, args.fileId),
        eq(storedFiles.kind, args.kind),
        eq(storedFiles.createdBy, args.accountId),
        isNotNull(storedFiles.completedAt),
      ),
    );
  if (!row) throw notAvailable();
  if (!storage)
    throw new AppError("BAD_USER_INPUT", "Files are read over HTTP only", { messageId: "error.badRequest" });
  const limit = FILE_KINDS[args.kind].maxBytes;
  if (row.size > limit) {
    const e = new AppError("BAD_USER_INPUT", `The file is larger than ${limit} bytes`, {
      messageId: "file.tooLarge",
      fieldErrors: { [args.field]: "file.tooLarge" },
    });
    Object.assign(e.extensions, { values: { limit } });
    throw e;
  }
  const parts: Buffer[] = [];
  try {
    for await (const part of storage.read(row.id)) parts.push(part as Buffer);
  } catch {
    throw notAvailable(); // removed meanwhile (the cleanup, or a cancelled upload)
  }
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    size: row.size,
    contentType: row.contentType,
    sha256: row.sha256,
    extension: extensionOf(row.originalName),
    bytes: Buffer.concat(parts),
  };
}
