import { and, eq, sql } from "drizzle-orm";
import { rollouts, type Db } from "@cgm/db";
import { audit } from "../../common/audit";
import { enqueueJob } from "../../jobs/queue";
import { registerJob } from "../../jobs/registry";
import { haltDecision, packageFigures } from "./rollout.figures";

/** The job that evaluates a running rollout's thresholds (and halts it when they are passed). */
export const EVALUATE_JOB = "rollout.evaluate";
/** How often a running rollout is evaluated besides after each outcome report. */
export const EVALUATE_EVERY_MS = 5 * 60_000;

type Tx = Pick<Db, "select" | "insert" | "execute">;

/**
 * Asks, in the caller's transaction, for one evaluation of the package's rollout if it is RUNNING,
 * unless one is already waiting to run (100 reports at once ask for a handful, not 100), and makes
 * sure its periodic evaluation is scheduled.
 */
export async function requestEvaluation(tx: Tx, packageId: number): Promise<void> {
  const [r] = await tx
    .select({ id: rollouts.id })
    .from(rollouts)
    .where(and(eq(rollouts.packageId, packageId), eq(rollouts.state, "RUNNING")));
  if (!r) return;
  await schedulePeriodic(tx, r.id); // heals a chain whose job failed for good
  const waiting = await tx.execute(sql`
    SELECT 1 FROM jobs WHERE kind = ${EVALUATE_JOB} AND failed_at IS NULL AND locked_until IS NULL
      AND run_at <= now() AND payload->>'rolloutId' = ${String(r.id)} AND payload->>'periodic' IS NULL LIMIT 1`);
  if ((Array.isArray(waiting) ? waiting : (waiting as { rows: unknown[] }).rows).length) return;
  await enqueueJob(tx, EVALUATE_JOB, { rolloutId: String(r.id) });
}

/**
 * Starts the periodic evaluation of a rollout that starts or resumes (in that transaction), unless its
 * chain is still waiting: each periodic run schedules the next while the rollout is RUNNING.
 */
export async function schedulePeriodic(tx: Tx, rolloutId: number): Promise<void> {
  const waiting = await tx.execute(sql`
    SELECT 1 FROM jobs WHERE kind = ${EVALUATE_JOB} AND failed_at IS NULL
      AND payload->>'rolloutId' = ${String(rolloutId)} AND payload->>'periodic' = 'true' LIMIT 1`);
  if ((Array.isArray(waiting) ? waiting : (waiting as { rows: unknown[] }).rows).length) return;
  await enqueueJob(
    tx,
    EVALUATE_JOB,
    { rolloutId: String(rolloutId), periodic: "true" },
    new Date(Date.now() + EVALUATE_EVERY_MS),
  );
}

const SYSTEM = { principal: null, ip: "" };

/**
 * Evaluates a rollout: locks it; if still RUNNING, computes its package's figures over every device
 * and halts it when haltDecision says so, storing the reason and the figures and writing the operation
 * log (actor "system"). A periodic run schedules the next one while the rollout keeps running.
 */
export async function evaluateRollout(tx: Db, rolloutId: number, periodic: boolean): Promise<void> {
  const [r] = await tx.select().from(rollouts).where(eq(rollouts.id, rolloutId)).for("update");
  if (!r || r.state !== "RUNNING") return;
  const figures = await packageFigures(tx, r.packageId, sql`true`);
  const reason = haltDecision(r, figures);
  if (reason) {
    const at = new Date();
    await tx
      .update(rollouts)
      .set({ state: "HALTED", haltedAt: at, haltReason: reason, haltFigures: figures, updatedAt: at })
      .where(eq(rollouts.id, rolloutId));
    await audit(SYSTEM, tx, {
      action: "rollout.halt",
      entity: "rollout",
      entityId: rolloutId,
      entityName: await packageName(tx, r.packageId),
      before: { state: r.state },
      after: {
        state: "HALTED",
        haltReason: reason,
        automatic: true,
        maxFailureRate: r.maxFailureRate,
        maxAnomalyIncrease: r.maxAnomalyIncrease,
        minSample: r.minSample,
        ...figures,
      },
      actor: { id: null, account: "system" },
    });
    return;
  }
  if (periodic)
    await enqueueJob(
      tx,
      EVALUATE_JOB,
      { rolloutId: String(rolloutId), periodic: "true" },
      new Date(Date.now() + EVALUATE_EVERY_MS),
    );
}

/** "<product code> <version name>", the name a rollout's log entries carry. */
export async function packageName(db: Pick<Db, "execute">, packageId: number): Promise<string | null> {
  const res = await db.execute(
    sql`SELECT product_code || ' ' || version_name AS name FROM upgrade_packages WHERE id = ${packageId}`,
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { name: string }[];
  return rows[0]?.name ?? null;
}

/** Registers the evaluation job (server start). */
export function registerRolloutJobs(): void {
  registerJob(EVALUATE_JOB, async (tx, payload) => {
    const id = Number(payload.rolloutId);
    if (!Number.isInteger(id) || id <= 0) return;
    await evaluateRollout(tx, id, payload.periodic === "true");
  });
}
