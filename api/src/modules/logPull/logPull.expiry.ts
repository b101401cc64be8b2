import { and, eq, sql } from "drizzle-orm";
import { logPulls, type Db } from "@cgm/db";
import { enqueueJob } from "../../jobs/queue";
import { registerJob } from "../../jobs/registry";
import { registerOwnerScope } from "../../files/ownerScope";
import { parseId } from "../../common/ids";
import { audit } from "../../common/audit";
import { publishLogPull } from "./logPull.events";
import { findPull } from "./logPull.service";

export const EXPIRE_JOB = "logPull.expire";

/** In the pull's transaction: its expiry, a job due when the pull expires. */
export const scheduleExpiry = (tx: Db, pullId: number, at: Date) =>
  enqueueJob(tx, EXPIRE_JOB, { pullId }, at, 20);

/**
 * An uploaded log is downloadable only by those who see its pull (its device in their data scope).
 * The expiry job: a pull still RETRIEVING becomes EXPIRED (one that was answered meanwhile stays as
 * it is), in the operation log with no account; the change is announced after the commit.
 */
export function registerLogPulls(): void {
  registerOwnerScope("logPull", async (db, p, ownerId) => {
    const id = parseId(ownerId);
    return id !== null && (await findPull(db, p, id)) !== null;
  });
  registerJob(EXPIRE_JOB, async (tx, payload) => {
    const pullId = Number(payload.pullId);
    if (!Number.isInteger(pullId)) return;
    const [row] = await tx
      .update(logPulls)
      .set({ status: "EXPIRED", finishedAt: sql`now()` })
      .where(and(eq(logPulls.id, pullId), eq(logPulls.status, "RETRIEVING")))
      .returning({ id: logPulls.id, deviceId: logPulls.deviceId, sn: logPulls.sn });
    if (!row) return undefined;
    await audit({ principal: null, ip: "" }, tx, {
      action: "logPull.expired",
      entity: "logPull",
      entityId: row.id,
      entityName: row.sn,
    });
    return () => publishLogPull({ pullId: row.id, deviceId: row.deviceId });
  });
}
