import type { Db } from "@cgm/db";

/**
 * What a kind of job does. It runs inside the transaction that also deletes the job, so its database
 * effects and the job's end commit together: a job is never done twice, and a crash leaves it to run
 * again. Throwing rolls its effects back; it is tried again later (see worker.ts). It may return what to do once that transaction committed (announce the
 * change), which never runs after a rollback.
 */
export type JobHandler = (tx: Db, payload: Record<string, unknown>) => Promise<void | (() => void)>;

const handlers = new Map<string, JobHandler>();

/** Registers the handler of a kind of job (once per process; registering again replaces it). */
export function registerJob(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export function handlerOf(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

export function registeredKinds(): string[] {
  return [...handlers.keys()];
}
