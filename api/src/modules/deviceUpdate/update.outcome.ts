import type { Request, Response } from "express";
import type { DbHandle } from "@cgm/db";
import { deviceOf } from "./update.auth";
import type { OutcomeReport } from "./update.params";
import { recordOutcome, type OutcomeTarget } from "./update.service";

/**
 * Records an outcome report (the device already checked by the caller) and answers it: 201 recorded,
 * 200 a repeat of a recorded one (its first report), 503 when the token went stale on another instance.
 */
export async function answerOutcome(
  h: DbHandle,
  req: Request,
  res: Response,
  who: NonNullable<Awaited<ReturnType<typeof deviceOf>>>,
  id: number,
  target: OutcomeTarget,
  report: OutcomeReport,
): Promise<void> {
  let done = await recordOutcome(h.db, who.device, target, report);
  if (done.status === "STALE_TOKEN") {
    // What this process remembered went stale (a change on another instance): look the token up afresh.
    const again = await deviceOf(h, req, res, true);
    if (!again) return;
    done = await recordOutcome(h.db, again.device, target, report);
    if (done.status === "STALE_TOKEN")
      return void res.status(503).json({ error: "SERVICE_UNAVAILABLE", message: "Send the report again" });
  }
  res.status(done.status === "RECORDED" ? 201 : 200).json({
    upgradeId: id,
    outcome: done.outcome,
    reason: done.reason,
    at: done.at.toISOString(),
    duplicate: done.status === "ALREADY_RECORDED",
  });
}
