import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { storedFiles, type Db } from "@cgm/db";
import type { FileKind } from "@cgm/domain";
import { badInput } from "../common/errors";

/** The database or a transaction of it (attach in the same transaction as the record's write). */
type DbOrTx = Pick<Db, "update">;

export interface StoredFile {
  id: string;
  kind: string;
  originalName: string;
  size: number;
  contentType: string | null;
  sha256: string | null;
}

/**
 * Marks an uploaded file as used by a record (`owner`, e.g. "country:12"), so the cleanup keeps it.
 * The file must be complete, of the expected kind, and either uploaded by `accountId` and not yet used,
 * or already this record's. Otherwise BAD_USER_INPUT on `field` (an upload older than a day that was
 * never attached is gone: upload it again).
 */
export async function attachFile(
  db: DbOrTx,
  args: { fileId: string; kind: FileKind; owner: string; accountId: number; field: string },
): Promise<StoredFile> {
  const [row] = await db
    .update(storedFiles)
    .set({ attachedAt: sql`coalesce(${storedFiles.attachedAt}, now())`, attachedTo: args.owner })
    .where(
      and(
        eq(storedFiles.id, args.fileId),
        eq(storedFiles.kind, args.kind),
        isNotNull(storedFiles.completedAt),
        or(
          and(isNull(storedFiles.attachedTo), eq(storedFiles.createdBy, args.accountId)),
          eq(storedFiles.attachedTo, args.owner),
        ),
      ),
    )
    .returning({
      id: storedFiles.id,
      kind: storedFiles.kind,
      originalName: storedFiles.originalName,
      size: storedFiles.size,
      contentType: storedFiles.contentType,
      sha256: storedFiles.sha256,
    });
  if (!row) throw badInput({ [args.field]: "file.notAvailable" });
  return row;
}

/**
 * The record no longer uses the file (replaced or deleted): it becomes unattached, and the next cleanup
 * removes it (it was created more than a day ago, or will be within the day).
 */
export async function releaseFile(db: DbOrTx, fileId: string, owner: string): Promise<void> {
  await db
    .update(storedFiles)
    .set({ attachedAt: null, attachedTo: null })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.attachedTo, owner)));
}
