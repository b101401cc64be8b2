import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { DbHandle } from "@cgm/db";
import type { FileStorage } from "../../files/store";
import { registerRolloutJobs } from "../rollout/rollout.job";
import { badParams, deviceOf, noSuchUpgrade } from "./update.auth";
import { answerOutcome } from "./update.outcome";
import { ParamError, parseOutcome, parseUpdateQuery, parseUpgradeId } from "./update.params";
import { appUpgradeOfType, applicableAppUpgrade } from "./update.service";
import {
  applicableFirmwarePackage,
  applicableSoftwarePackage,
  deviceFacts,
  packageForDevice,
} from "./package.service";

/**
 * The device apps' update API (issue 11.5, 11.6). Every call carries the device's token
 * (`Authorization: Bearer <device token>` from POST /device/v1/pair); without a valid one: 401 with the
 * reason's `code` (INVALID_DEVICE_TOKEN, CLIENT_DISABLED, CLIENT_CREDENTIALS_CHANGED). A bad parameter:
 * 400 `{error, message, fieldErrors: {param: what is wrong}}`.
 *
 * GET /device/v1/updates?terminalType=&currentVersion=[&kind=][&productCode=][&sn=]
 *   kind: app (default), software or firmware. terminalType: the device's client's type (ANDROID, IOS,
 *   ...; another is 400). sn, if given: the token's SN (else 400). Answers 200 with one offer, or 204.
 *   - kind=app: currentVersion = the app's version number (whole number). Offer = the latest VALID app
 *     upgrade above it for the terminal type: {kind:"app", id, appName, versionNumber, versionName,
 *     upgradeContent, url, fileName, size, sha256}. url = /device/v1/updates/{id}/package.
 *   - kind=software: currentVersion = the installed software's version number (whole number). Offer =
 *     the software package of the device's product (its registered product code; a productCode other
 *     than that is 400) with the highest version number above it, among those offered to this device.
 *   - kind=firmware: currentVersion = the device's firmware version, dotted (1.2.0). Offer = the image
 *     whose start version equals it (compared part by part) with the highest target version above it,
 *     among those offered to this device.
 *   Package offers: {kind:"software"|"firmware", id, productCode, versionNumber, versionName,
 *   upgradeContent, upgradeType, upgradeMode, startVersion, targetVersion (these three null for
 *   software), url: /device/v1/packages/{id}/package, outcomeUrl: /device/v1/packages/{id}/outcome,
 *   fileName, size, sha256}. "Offered to this device": a package without rollout is offered to every
 *   device of its product; under a rollout only while RUNNING and to its target (organisations and SN
 *   share), or to all once COMPLETED; never while DRAFT or PAUSED, nor ever again once HALTED.
 * GET /device/v1/updates/{id}/package, GET /device/v1/packages/{id}/package: the bytes (Range allowed;
 *   `Repr-Digest: sha-256=:<base64>:`), for a VALID app upgrade of the client's terminal type or a
 *   package offered to this device now; else 404.
 * POST /device/v1/updates/{id}/outcome, POST /device/v1/packages/{id}/outcome, JSON body
 *   {outcome: "DOWNLOADED"|"INSTALLED"|"FAILED", reason?: text (required for FAILED, at most 500
 *   characters, no control characters), version: the app's version number now (whole number)}:
 *   201 {upgradeId, outcome, reason, at, duplicate:false} recorded; 200 {..., duplicate:true} when that
 *   outcome was recorded before (its first report is kept); 404 for an app upgrade of another terminal
 *   type or another product's package (a package's outcome is accepted even after its rollout paused
 *   or halted). A package report under a running rollout triggers its evaluation (automatic halt).
 */
export function deviceUpdateRouter(h: DbHandle, storage: FileStorage): Router {
  registerRolloutJobs();
  const router = express.Router();

  /** Sends a stored file as an upgrade's package. */
  function sendPackage(
    req: Request,
    res: Response,
    next: NextFunction,
    u: { fileId: string; fileName: string; contentType: string | null; size: number; sha256: string | null },
  ) {
    res.attachment(u.fileName);
    res.setHeader("Content-Type", u.contentType ?? "application/octet-stream");
    res.setHeader("Cache-Control", "private, no-cache");
    if (u.sha256)
      res.setHeader("Repr-Digest", `sha-256=:${Buffer.from(u.sha256, "hex").toString("base64")}:`);
    storage.send(u.fileId, req, res, (err?: unknown) => {
      if ((err as { status?: number } | undefined)?.status !== 416) return next(err);
      res.setHeader("Content-Range", `bytes */${u.size}`);
      res.status(416).json({ error: "BAD_REQUEST", message: "The requested range lies outside the file" });
    });
  }

  /** Runs `parse`, answering 400 and returning null on a ParamError. */
  function parsed<T>(res: Response, parse: () => T): T | null {
    try {
      return parse();
    } catch (e) {
      if (!(e instanceof ParamError)) throw e;
      badParams(res, e);
      return null;
    }
  }

  router.get("/updates", async (req: Request, res: Response) => {
    const who = await deviceOf(h, req, res);
    if (!who) return;
    const facts = await deviceFacts(h.db, who.device.id);
    const q = parsed(res, () => {
      const q = parseUpdateQuery(req.query as Record<string, unknown>);
      if (q.terminalType.toLowerCase() !== who.terminalType.toLowerCase())
        throw new ParamError({
          terminalType: `is not the terminal type of this device's client (${who.terminalType})`,
        });
      if (q.sn && q.sn !== who.device.sn)
        throw new ParamError({ sn: "is not the SN this device token was paired for" });
      if (q.kind !== "app" && q.productCode && q.productCode.toLowerCase() !== facts?.goodsCode.toLowerCase())
        throw new ParamError({ productCode: `is not this device's product code (${facts?.goodsCode})` });
      return q;
    });
    if (!q) return;
    res.setHeader("Cache-Control", "no-store");
    const offer =
      q.kind === "app"
        ? await applicableAppUpgrade(h.db, who.terminalType, q.currentVersion)
        : !facts
          ? null
          : q.kind === "software"
            ? await applicableSoftwarePackage(h.db, facts, q.currentVersion)
            : await applicableFirmwarePackage(h.db, facts, q.firmwareVersion!);
    if (!offer) return void res.status(204).end();
    res.json(offer);
  });

  router.get("/updates/:id/package", async (req: Request, res: Response, next: NextFunction) => {
    const who = await deviceOf(h, req, res);
    if (!who) return;
    const id = parsed(res, () => parseUpgradeId(String(req.params.id)));
    if (id === null) return;
    const u = await appUpgradeOfType(h.db, id, who.terminalType);
    if (!u || u.status !== "VALID") return void noSuchUpgrade(res);
    sendPackage(req, res, next, u);
  });

  router.get("/packages/:id/package", async (req: Request, res: Response, next: NextFunction) => {
    const who = await deviceOf(h, req, res);
    if (!who) return;
    const id = parsed(res, () => parseUpgradeId(String(req.params.id)));
    if (id === null) return;
    const facts = await deviceFacts(h.db, who.device.id);
    const p = facts ? await packageForDevice(h.db, id, facts) : null;
    if (!p || !p.offered) return void noSuchUpgrade(res);
    sendPackage(req, res, next, p);
  });

  const json = express.json({ limit: "8kb" });
  router.post("/updates/:id/outcome", json, async (req: Request, res: Response) => {
    const who = await deviceOf(h, req, res);
    if (!who) return;
    const p = parsed(res, () => ({
      id: parseUpgradeId(String(req.params.id)),
      report: parseOutcome(req.body),
    }));
    if (!p) return;
    if (!(await appUpgradeOfType(h.db, p.id, who.terminalType))) return void noSuchUpgrade(res);
    await answerOutcome(h, req, res, who, p.id, { appUpgradeId: p.id }, p.report);
  });

  router.post("/packages/:id/outcome", json, async (req: Request, res: Response) => {
    const who = await deviceOf(h, req, res);
    if (!who) return;
    const p = parsed(res, () => ({
      id: parseUpgradeId(String(req.params.id)),
      report: parseOutcome(req.body),
    }));
    if (!p) return;
    const facts = await deviceFacts(h.db, who.device.id);
    if (!facts || !(await packageForDevice(h.db, p.id, facts))) return void noSuchUpgrade(res);
    await answerOutcome(h, req, res, who, p.id, { packageId: p.id }, p.report);
  });

  router.use(["/updates", "/packages"], (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (err as { status?: number } | null)?.status;
    if (status === 413 || status === 400) {
      res.status(status).json({
        error: "BAD_REQUEST",
        message: status === 413 ? "The body is too large" : "The body is not valid JSON",
      });
      return;
    }
    next(err);
  });
  return router;
}
