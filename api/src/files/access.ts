import type { NextFunction, Request, Response } from "express";
import { isDatabaseUnavailable, type DbHandle } from "@cgm/db";
import type { Config } from "../config";
import type { Principal } from "../context";
import { principalOfHeaders } from "../http/principal";
import { UNAVAILABLE_MESSAGE, sendError } from "../http/errors";

const principals = new WeakMap<object, Principal>();

/** The staff member a request of the file routes was let through for (see staffOnly). */
export function principalOf(req: object): Principal {
  const p = principals.get(req);
  if (!p) throw new Error("file route reached without staffOnly");
  return p;
}

/**
 * Lets through signed-in staff only: 401 without a session, 403 for an ERP key (read-only, no files)
 * and for a session that owes a password change.
 */
export function staffOnly(h: DbHandle, config: Config) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    res.setHeader("Cache-Control", "no-store");
    let p: Principal | null;
    try {
      p = await principalOfHeaders(h.db, config, req.headers);
    } catch (e) {
      if (!isDatabaseUnavailable(e)) return next(e);
      return sendError(req, res, 503, "SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE);
    }
    if (!p) return sendError(req, res, 401, "UNAUTHENTICATED", "Please sign in");
    if (p.kind !== "staff" || p.mustChangePassword)
      return sendError(req, res, 403, "FORBIDDEN", "You do not have permission to do this");
    principals.set(req, p);
    next();
  };
}
