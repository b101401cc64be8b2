import express, { type Request, type Response, type Router } from "express";
import { isDatabaseUnavailable, type DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import { EnvelopeError, entryTokens, parseBatch, type DeviceAccess } from "./validate";
import { StalePairing, storeBatch } from "./service";
import { announceInTransaction, publishDeviceProgress, publishLocalReadings } from "../live/devices";
import { deviceRefusalBody, devicesOfTokens } from "../auth/device";
import { readBearer } from "../auth/tokens";
import { BodyError, readBody, utf8Only } from "./body";

/**
 * POST /ingest/v1/batches: device apps upload glucose readings, anomalies, Bluetooth events,
 * permission snapshots and usage records (JSON). Only a device's own token (auth/device.ts) writes
 * its SN: the entry's `deviceToken`, else the request's `Authorization: Bearer <device token>`; so a
 * phone sends its token in the header, and an uploader of many devices (the simulator, the benchmark)
 * one per entry, each checked with one indexed query (or none, when verified lately), and again inside
 * the write. An entry without its SN's token is refused (NOT_PAIRED; CLIENT_DISABLED or
 * CLIENT_CREDENTIALS_CHANGED when its token's client changed since pairing) and the others stored.
 * 401 when no token given is valid, with the reason in `code` (INVALID_DEVICE_TOKEN, CLIENT_DISABLED,
 * CLIENT_CREDENTIALS_CHANGED: pair again); 200 only after commit, with per-item errors for invalid
 * items; 400 for a malformed batch. The body is read from its bytes (body.ts): readings go into columns.
 */
export function ingestRouter(h: DbHandle, log: Logger, now: () => number = Date.now): Router {
  const router = express.Router();
  const bytes = express.raw({ type: "application/json", limit: "32mb" });
  router.post("/batches", utf8Only, bytes, async (req: Request, res: Response) => {
    let body: unknown;
    try {
      body = Buffer.isBuffer(req.body) ? readBody(req.body) : req.body;
    } catch (e) {
      if (!(e instanceof BodyError)) throw e;
      res.status(400).json({ error: "BAD_REQUEST", message: e.message });
      return;
    }
    const bearer = readBearer(req.headers.authorization);
    const given = entryTokens(body);
    // Tokens are checked again inside the write (StalePairing when one went stale meanwhile, e.g. its
    // client was given a new secret): then they are looked up afresh and the batch handled again.
    for (let attempt = 0; ; attempt++) {
      const { found, refused } = await devicesOfTokens(h, bearer ? [bearer, ...given] : given, attempt > 0);
      const sender = bearer ? found.get(bearer) : given.map((t) => found.get(t)).find(Boolean);
      if (!sender) {
        const why = bearer ? refused.get(bearer) : given.map((t) => refused.get(t)).find(Boolean);
        res.setHeader("WWW-Authenticate", 'Bearer realm="cgm-device"');
        res.status(401).json(deviceRefusalBody(why ?? "INVALID"));
        return;
      }
      const used = new Set<string>();
      const access: DeviceAccess = (sn, token) => {
        const t = token ?? bearer ?? "";
        const device = found.get(t);
        if (device?.sn === sn) {
          used.add(device.tokenHash);
          return device;
        }
        const why = refused.get(t);
        return why ? { refused: why } : null;
      };
      // Replays are recognised per sending device (a device's token changes when it is paired again).
      const clientId = `device:${sender.id}`;
      let batch;
      try {
        batch = parseBatch(body, now(), access);
      } catch (e) {
        if (e instanceof EnvelopeError) {
          res.status(400).json({ error: "BAD_REQUEST", message: e.message });
          return;
        }
        throw e;
      }
      try {
        const { result, progress, announced } = await storeBatch(
          h,
          clientId,
          batch,
          (tx, p) => announceInTransaction(h, tx, p),
          [...used],
        );
        if (announced) publishLocalReadings(progress, h.db);
        else publishDeviceProgress(progress, h.db);
        res.json(result);
        return;
      } catch (e) {
        if (e instanceof StalePairing && attempt < 2) continue;
        log.error({ err: e, clientId, batchId: batch.batchId }, "ingest failed");
        // 503: the same batch may be sent again shortly (a pairing changing again and again, too)
        const down = isDatabaseUnavailable(e) || e instanceof StalePairing;
        res.status(down ? 503 : 500).json({
          error: down ? "SERVICE_UNAVAILABLE" : "INTERNAL_SERVER_ERROR",
          message: "The batch was not stored; send it again",
        });
        return;
      }
    }
  });
  router.use((err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const status = (err as { status?: number })?.status;
    if (status === 413 || status === 400) {
      res.status(status).json({
        error: "BAD_REQUEST",
        message: status === 413 ? "The batch is too large" : "The body is not valid JSON",
      });
      return;
    }
    next(err);
  });
  return router;
}
