import { createHash, timingSafeEqual } from "node:crypto";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { isMigrated, type DatabaseWatch, type DbHandle } from "@cgm/db";
import type { Config } from "../config";
import type { Metrics } from "../observability";
import { UNAVAILABLE_MESSAGE, notFound, sendError } from "./errors";

/** /readyz answers within this even when the database does not. */
const READY_TIMEOUT_MS = 2_000;

/**
 * /healthz (the process is alive), /readyz (the database answers and is migrated; 503 at once while the
 * health probe finds it unreachable), /metrics (Prometheus text, only with the METRICS_TOKEN bearer:
 * unset, it is not served at all).
 */
export function healthRoutes(h: DbHandle, watch: DatabaseWatch, config: Config, metrics: Metrics): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const ready = watch.available() && (await withinTime(isMigrated(h), READY_TIMEOUT_MS, false));
    res.setHeader("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not ready" });
  });
  const token = config.metricsToken;
  router.get("/metrics", async (req, res) => {
    if (!token) return notFound(req, res);
    if (!bearerMatches(req.headers.authorization, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(req, res, 401, "UNAUTHENTICATED", "The metrics token is required");
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}

/** Refuses at once, with 503, requests that would only wait for a database the probe finds down. */
export function whileAvailable(watch: DatabaseWatch) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (watch.available()) return next();
    sendError(req, res, 503, "SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE);
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!m?.[1]) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(m[1]), digest(token));
}

async function withinTime<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}
