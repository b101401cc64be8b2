import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import { handlerOf } from "./registry";

export interface WorkerOptions {
  /** How often to look for due jobs when idle (ms). */
  pollMs?: number;
  /** How long a claimed job is this process's before another may take it (ms): longer than a run. */
  leaseMs?: number;
  /** Jobs claimed per poll. */
  batch?: number;
}

interface Claimed extends Record<string, unknown> {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Works the jobs table: claims due jobs with FOR UPDATE SKIP LOCKED (several processes never claim the
 * same one), marking them `locked_until` now + lease and counting the attempt; then runs each in its
 * own transaction which first re-locks the job as claimed (still there, same attempt: a job deleted
 * or re-claimed meanwhile is left alone), runs the handler, and deletes the job with the handler's
 * effects. A process that stops mid-run leaves the job to be claimed again after the lease; its
 * effects never committed. A failure is retried with back-off until `max_attempts`, then kept with
 * `failed_at` and its error. Jobs survive restarts: they are rows.
 */
export function startJobWorker(h: DbHandle, log: Logger, opts: WorkerOptions = {}) {
  const pollMs = opts.pollMs ?? 1_000;
  const leaseMs = opts.leaseMs ?? 60_000;
  const batch = opts.batch ?? 20;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const claim = () =>
    h.rows<Claimed>(sql`
      UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
        WHERE failed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())
        ORDER BY run_at, id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts`);

  async function runOne(job: Claimed): Promise<void> {
    const handler = handlerOf(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const after = await h.db.transaction(async (tx) => {
        const mine = await tx.execute(
          sql`SELECT 1 FROM jobs WHERE id = ${job.id} AND attempts = ${job.attempts} FOR UPDATE SKIP LOCKED`,
        );
        const found = Array.isArray(mine) ? mine.length : (mine as { rows: unknown[] }).rows.length;
        if (!found) return undefined;
        const done = await handler(tx as unknown as Db, job.payload);
        await tx.execute(sql`DELETE FROM jobs WHERE id = ${job.id}`);
        return done;
      });
      if (typeof after === "function") after();
    } catch (err) {
      const final = job.attempts >= job.max_attempts;
      log.warn({ err, jobId: job.id, kind: job.kind, final }, "background job failed");
      await h.db
        .execute(
          sql`UPDATE jobs SET locked_until = NULL, last_error = ${String((err as Error)?.message ?? err).slice(0, 2000)},
            run_at = now() + make_interval(secs => ${Math.min(3600, 5 * 2 ** job.attempts)}),
            failed_at = ${final ? sql`now()` : sql`NULL`}
          WHERE id = ${job.id} AND attempts = ${job.attempts}`,
        )
        .catch((e: unknown) => log.warn({ err: e, jobId: job.id }, "could not record a job's failure"));
    }
  }

  /** Runs every due job now (claims until none is left); resolves when they are done. */
  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      if (stopped) return done;
      const claimed = await claim();
      for (const job of claimed) await runOne(job);
      done += claimed.length;
      if (claimed.length < batch) return done;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .then(() => undefined)
        .catch((err: unknown) => log.warn({ err }, "job poll failed"))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();

  return {
    /** Runs every job due now (tests, and a caller that just enqueued one); the number run. */
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type JobWorker = ReturnType<typeof startJobWorker>;
