import { and, inArray, isNull, lt } from "drizzle-orm";
import type { Logger } from "pino";
import { storedFiles, type DbHandle } from "@cgm/db";
import type { FileStorage } from "./store";

export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Removes the files no record uses that were created more than `ttlMs` before `now` (unfinished and
 * abandoned uploads alike), bytes first, then their rows, in batches. The rows are taken with
 * FOR UPDATE SKIP LOCKED inside a transaction, so two instances running this at once never take the
 * same file, and a file being attached meanwhile waits for the decision. Answers how many went.
 */
export async function removeUnattached(
  h: DbHandle,
  storage: FileStorage,
  now: Date,
  ttlMs = UNATTACHED_TTL_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlMs);
  let removed = 0;
  for (;;) {
    const n = await h.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(isNull(storedFiles.attachedAt), lt(storedFiles.createdAt, cutoff)))
        .orderBy(storedFiles.createdAt)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      for (const id of ids) await storage.remove(id);
      await tx.delete(storedFiles).where(inArray(storedFiles.id, ids));
      return ids.length;
    });
    removed += n;
    if (n < BATCH) return removed;
  }
}

/** Runs removeUnattached now and every `everyMs` (an hour by default); answers a stop function. */
export function scheduleCleanup(
  h: DbHandle,
  storage: FileStorage,
  log: Logger,
  opts: { everyMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  const now = opts.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = removeUnattached(h, storage, now())
      .then((n) => {
        if (n) log.info({ removed: n }, "removed uploads no record uses");
      })
      .catch((err: unknown) => log.warn({ err }, "cleanup of unattached uploads failed; retried later"));
  };
  run();
  const timer = setInterval(run, opts.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
