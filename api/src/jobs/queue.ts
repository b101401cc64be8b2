import { jobs, type Db } from "@cgm/db";

/**
 * Asks for background work in the caller's transaction (`db` is it): the job exists exactly when the
 * change that wants it commits. It runs at or after `runAt` (now by default) on one API process.
 */
export async function enqueueJob(
  db: Pick<Db, "insert">,
  kind: string,
  payload: Record<string, unknown>,
  runAt: Date = new Date(),
  maxAttempts = 5,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, runAt, maxAttempts })
    .returning({ id: jobs.id });
  return row!.id;
}
