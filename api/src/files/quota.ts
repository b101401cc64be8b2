import { and, eq, isNull, sql } from "drizzle-orm";
import { storedFiles, type Db } from "@cgm/db";
import type { FileKind } from "@cgm/domain";

/** Who an upload waits for: a staff account, or a device app (by its device id). */
export type Uploader = { account: number } | { device: number };

/** First keys of the advisory locks that take the uploads of one account or one device in turn. */
const LOCK_CLASS = { account: 0x46_49_4c_41, device: 0x46_49_4c_44 } as const;

/**
 * Records a new upload (its stored_files row) unless its uploader's uploads no record uses yet would
 * then hold more than `limit` bytes; answers whether it was recorded. The check and the insert run in
 * one transaction under an advisory lock of that uploader, so uploads asked for at the same moment are
 * counted one after the other and cannot all pass a check that each passes alone.
 */
export function reserveUpload(
  db: Db,
  by: Uploader,
  file: { id: string; kind: FileKind; originalName: string; size: number },
  limit: number,
): Promise<boolean> {
  const [lockClass, key, owner] =
    "device" in by
      ? [LOCK_CLASS.device, by.device, eq(storedFiles.createdByDevice, by.device)]
      : [LOCK_CLASS.account, by.account, eq(storedFiles.createdBy, by.account)];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, ${key}::int)`);
    const [pending] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
      .from(storedFiles)
      .where(and(owner, isNull(storedFiles.attachedAt)));
    if (Number(pending?.bytes ?? 0) + file.size > limit) return false;
    await tx.insert(storedFiles).values({
      ...file,
      ...("device" in by ? { createdByDevice: by.device } : { createdBy: by.account }),
    });
    return true;
  });
}
