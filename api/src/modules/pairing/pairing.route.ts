import express, { type Request, type Response, type Router } from "express";
import type { DbHandle } from "@cgm/db";
import { LIMITS } from "@cgm/domain";
import { clientOfBasic, pairDevice } from "../../auth/device.pairing";

/**
 * The device endpoints' pairing: POST /device/v1/pair {sn} with a device app's client credentials
 * (HTTP Basic: an enabled client of Client management, else 401) answers {sn, deviceToken, pairedAt}
 * once per SN; the token then alone writes that SN (`Authorization: Bearer <deviceToken>`), while its
 * client keeps the secret it paired with. 409 while the SN is paired and not released by an operator
 * (unless its pairing is void because this very client was given a new secret since: see pairDevice),
 * 404 for an SN the console does not have, 400 for a body without a valid sn.
 */
export function pairingRouter(h: DbHandle): Router {
  const router = express.Router();
  router.post("/pair", express.json({ limit: "4kb" }), async (req: Request, res: Response) => {
    const client = await clientOfBasic(h, req.headers.authorization);
    if ("refused" in client) {
      res.setHeader("WWW-Authenticate", 'Basic realm="cgm-device"');
      res.status(401).json({
        error: "UNAUTHENTICATED",
        message:
          client.refused === "DISABLED"
            ? "This client is disabled in Client management"
            : "Valid client credentials are required",
      });
      return;
    }
    const body: unknown = req.body;
    const raw = typeof body === "object" && body !== null ? (body as { sn?: unknown }).sn : undefined;
    const sn = typeof raw === "string" ? raw.trim().toUpperCase() : "";
    if (!(LIMITS.snLengths as readonly number[]).includes(sn.length) || !/^[A-Z0-9]+$/.test(sn)) {
      res.status(400).json({
        error: "BAD_REQUEST",
        message: "sn must be 12 or 13 letters and digits",
        fieldErrors: { sn: "sn must be 12 or 13 letters and digits" },
      });
      return;
    }
    const outcome = await pairDevice(h, client, sn);
    if (outcome.status === "PAIRED") {
      res.setHeader("Cache-Control", "no-store");
      res.status(201).json({ sn: outcome.sn, deviceToken: outcome.deviceToken, pairedAt: outcome.pairedAt });
    } else if (outcome.status === "UNKNOWN_SN")
      res.status(404).json({ error: "NOT_FOUND", message: "SN number does not exist" });
    else
      res.status(409).json({
        error: "CONFLICT",
        message:
          "This SN is paired already; an operator must release its pairing before it can be paired again",
      });
  });
  router.use((err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const status = (err as { status?: number })?.status;
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
