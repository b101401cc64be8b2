import express, { type Request, type Response, type Router } from "express";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { logPulls, storedFiles, type Db, type DbHandle } from "@cgm/db";
import { deviceOfRequest, deviceRefusalBody, type PairedDevice } from "../../auth/device";
import { audit } from "../../common/audit";
import { clientIp } from "../../http/cookies";
import { publishLogPull } from "./logPull.events";
import { enqueueCallback, logData } from "../callback/callback.events";

/** Thrown inside a device's transaction to answer it with this status and body (rolled back). */
class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
const refuse = (status: number, error: string, message: string, field?: string) =>
  new Answer(status, { error, message, ...(field ? { field } : {}) });

/**
 * The device's token still stands, checked under lock inside the write's transaction (as ingest
 * does, ingest/first-statement.ts): its pairing was not released and its client was not disabled,
 * deleted or given a new secret since the token was checked.
 */
async function tokenStillValid(tx: Db, d: PairedDevice): Promise<boolean> {
  const rows = await tx.execute(sql`
    SELECT 1 FROM devices d JOIN clients c ON c.client_id = d.paired_client
    WHERE d.id = ${d.id} AND d.device_token_hash = ${d.tokenHash}
      AND c.status = 'ACTIVE' AND c.secret_generation = d.paired_client_generation
    FOR SHARE OF d FOR KEY SHARE OF c`);
  return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows).length > 0;
}

/** Locks the device's pull of this command while it is retrieving; else answers 404 or 409. */
async function lockPending(tx: Db, d: PairedDevice, commandId: string) {
  if (!(await tokenStillValid(tx, d))) throw new Answer(401, deviceRefusalBody("INVALID"));
  const [pull] = await tx
    .select()
    .from(logPulls)
    .where(and(eq(logPulls.commandId, commandId), eq(logPulls.deviceId, d.id)))
    .for("update");
  if (!pull) throw refuse(404, "NOT_FOUND", "There is no such log command for this device");
  if (pull.status !== "RETRIEVING")
    throw refuse(409, "CONFLICT", `The log command is no longer pending (${pull.status.toLowerCase()})`);
  return pull;
}

const text = (v: unknown, max: number) =>
  typeof v === "string" && v.trim() && v.length <= max ? v.trim() : null;

/**
 * Device apps answering app log pulls, with their device token (auth/device.ts), for their own device
 * only: GET /device/v1/log-commands lists the pending commands (the first fetch sets the retrieval
 * time); POST /device/v1/log-commands/:id/upload `{ fileId, sha256 }` attaches a completed upload of
 * kind appLog the device made through /files/v1/uploads, whose SHA-256 must be the one the app states;
 * POST /device/v1/log-commands/:id/failure `{ reason }` reports that the app cannot provide the log.
 * Another device's command is 404; one no longer pending is 409. Both outcomes are in the operation log
 * (no account: the device did it), written with the change; changes are announced after commit.
 */
export function logCommandRouter(h: DbHandle): Router {
  const router = express.Router();
  const json = express.json({ limit: "16kb" });

  const withDevice =
    (handle: (d: PairedDevice, req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: (e?: unknown) => void) => {
      res.setHeader("Cache-Control", "no-store");
      try {
        const d = await deviceOfRequest(h, req.headers.authorization);
        if ("refused" in d) {
          res.setHeader("WWW-Authenticate", 'Bearer realm="cgm-device"');
          res.status(401).json(deviceRefusalBody(d.refused));
          return;
        }
        await handle(d, req, res);
      } catch (e) {
        if (e instanceof Answer) res.status(e.status).json(e.body);
        else next(e);
      }
    };

  router.get(
    "/log-commands",
    withDevice(async (d, _req, res) => {
      const rows = await h.db
        .update(logPulls)
        .set({ retrievedAt: sql`coalesce(${logPulls.retrievedAt}, now())` })
        .where(and(eq(logPulls.deviceId, d.id), eq(logPulls.status, "RETRIEVING")))
        .returning();
      for (const r of rows) publishLogPull({ pullId: r.id, deviceId: d.id });
      res.json({
        commands: rows
          .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
          .map((r) => ({
            id: r.commandId,
            sn: r.sn,
            periodDays: r.periodDays,
            from: new Date(r.requestedAt.getTime() - r.periodDays * 86_400_000).toISOString(),
            requestedAt: r.requestedAt.toISOString(),
            expiresAt: r.expiresAt.toISOString(),
            upload: { kind: "appLog", extensions: ["log", "txt", "zip", "gz"] },
          })),
      });
    }),
  );

  router.post(
    "/log-commands/:id/upload",
    json,
    withDevice(async (d, req, res) => {
      const fileId = text(req.body?.fileId, 64);
      const sha256 = text(req.body?.sha256, 64)?.toLowerCase();
      if (!fileId || !/^[0-9a-f]{32}$/.test(fileId))
        throw refuse(400, "BAD_REQUEST", "fileId: the id of a completed upload is required", "fileId");
      if (!sha256 || !/^[0-9a-f]{64}$/.test(sha256))
        throw refuse(400, "BAD_REQUEST", "sha256: the file's SHA-256 in hex is required", "sha256");
      const pull = await h.db.transaction(async (tx) => {
        const p = await lockPending(tx as unknown as Db, d, String(req.params.id));
        const [file] = await tx
          .select()
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.id, fileId),
              eq(storedFiles.kind, "appLog"),
              eq(storedFiles.createdByDevice, d.id),
              isNotNull(storedFiles.completedAt),
              isNull(storedFiles.attachedTo),
            ),
          )
          .for("update");
        if (!file)
          throw refuse(400, "BAD_REQUEST", "fileId: no completed log upload of this device", "fileId");
        if (file.sha256 !== sha256)
          throw new Answer(400, {
            error: "SHA256_MISMATCH",
            message: "The uploaded file's SHA-256 is not the one stated: upload it again",
            field: "sha256",
          });
        await tx
          .update(storedFiles)
          .set({ attachedAt: sql`now()`, attachedTo: `logPull:${p.id}` })
          .where(eq(storedFiles.id, fileId));
        const [done] = await tx
          .update(logPulls)
          .set({ status: "UPLOADED", fileId, uploadedAt: sql`now()`, finishedAt: sql`now()` })
          .where(eq(logPulls.id, p.id))
          .returning();
        await audit({ principal: null, ip: clientIp(req) }, tx as unknown as Db, {
          action: "logPull.logUploaded",
          entity: "logPull",
          entityId: p.id,
          entityName: p.sn,
          after: { fileName: file.originalName },
        });
        await enqueueCallback(tx, { type: "log.available", deviceId: d.id, data: logData(done!, sha256) });
        return done!;
      });
      publishLogPull({ pullId: pull.id, deviceId: d.id });
      res.json({ id: pull.commandId, status: pull.status, fileId, sha256 });
    }),
  );

  router.post(
    "/log-commands/:id/failure",
    json,
    withDevice(async (d, req, res) => {
      const reason = text(req.body?.reason, 500);
      if (!reason) throw refuse(400, "BAD_REQUEST", "reason: 1 to 500 characters are required", "reason");
      const pull = await h.db.transaction(async (tx) => {
        const p = await lockPending(tx as unknown as Db, d, String(req.params.id));
        const [done] = await tx
          .update(logPulls)
          .set({ status: "FAILED", failureReason: reason, finishedAt: sql`now()` })
          .where(eq(logPulls.id, p.id))
          .returning();
        await audit({ principal: null, ip: clientIp(req) }, tx as unknown as Db, {
          action: "logPull.logFailed",
          entity: "logPull",
          entityId: p.id,
          entityName: p.sn,
          after: { failureReason: reason },
        });
        return done!;
      });
      publishLogPull({ pullId: pull.id, deviceId: d.id });
      res.json({ id: pull.commandId, status: pull.status, reason });
    }),
  );

  router.use((err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const status = (err as { status?: number })?.status;
    if (status === 400 || status === 413) {
      res.status(status).json({ error: "BAD_REQUEST", message: "The body is not valid JSON or too large" });
      return;
    }
    next(err);
  });
  return router;
}
