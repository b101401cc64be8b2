import type { Request, Response } from "express";
import type { DbHandle } from "@cgm/db";
import { deviceRefusalBody, devicesOfTokens, type DeviceRefusal, type PairedDevice } from "../../auth/device";
import { readBearer } from "../../auth/tokens";
import type { ParamError } from "./update.params";
import { terminalTypeOf } from "./update.service";

/** Answers 400 naming each bad parameter. */
export const badParams = (res: Response, e: ParamError) =>
  res.status(400).json({ error: "BAD_REQUEST", message: e.message, fieldErrors: e.fieldErrors });

/** Answers 404: no such upgrade for this device. */
export const noSuchUpgrade = (res: Response) =>
  res.status(404).json({ error: "NOT_FOUND", message: "There is no such upgrade for this device" });

/**
 * The device of the request (its device token) and its client's terminal type; answers 401 with the
 * reason's code and returns null otherwise. `fresh` looks the token up again (not from this process's memory).
 */
export async function deviceOf(h: DbHandle, req: Request, res: Response, fresh = false) {
  const t = readBearer(req.headers.authorization);
  const check = t ? await devicesOfTokens(h, [t], fresh) : null;
  const found: PairedDevice | { refused: DeviceRefusal | "INVALID" } = (t && check?.found.get(t)) || {
    refused: (t && check?.refused.get(t)) || "INVALID",
  };
  const type = "refused" in found ? null : await terminalTypeOf(h.db, found);
  if ("refused" in found || !type) {
    res.setHeader("WWW-Authenticate", 'Bearer realm="cgm-device"');
    res
      .status(401)
      .json(deviceRefusalBody("refused" in found ? found.refused : "CLIENT_CREDENTIALS_CHANGED"));
    return null;
  }
  return { device: found, terminalType: type };
}
