import { createHash, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import { and, eq } from "drizzle-orm";
import { ingestClients, type DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import { EnvelopeError, parseBatch } from "./validate";
import { storeBatch } from "./service";
import { announceInTransaction, publishDeviceProgress, publishLocalReadings } from "../live/devices";

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/**
 * Credentials verified in the last few seconds, by a hash of the header: a device app sends a batch a
 * minute, the benchmark thousands a second, and each would otherwise cost a query. A deactivated client
 * is refused within CREDENTIAL_TTL_MS.
 */
const CREDENTIAL_TTL_MS = 5_000;
const verified = new Map<string, { clientId: string; until: number }>();

async function cachedClientOf(h: DbHandle, header: string | undefined): Promise<string | null> {
  if (!header) return null;
  const key = sha256(header).toString("base64");
  const now = Date.now();
  const hit = verified.get(key);
  if (hit && hit.until > now) return hit.clientId;
  const clientId = await clientOf(h, header);
  if (verified.size > 1000) verified.clear();
  if (clientId) verified.set(key, { clientId, until: now + CREDENTIAL_TTL_MS });
  else verified.delete(key);
  return clientId;
}

/** The client id of valid Basic credentials, or null. Secrets are compared as hashes in constant time. */
async function clientOf(h: DbHandle, header: string | undefined): Promise<string | null> {
  const m = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const i = decoded.indexOf(":");
  if (i <= 0) return null;
  const clientId = decoded.slice(0, i);
  const secret = decoded.slice(i + 1);
  const [row] = await h.db
    .select({ hash: ingestClients.secretHash })
    .from(ingestClients)
    .where(and(eq(ingestClients.clientId, clientId.slice(0, 64)), eq(ingestClients.active, true)));
  if (!row) return null;
  const want = Buffer.from(row.hash, "hex");
  const got = sha256(secret);
  return want.length === got.length && timingSafeEqual(want, got) ? clientId : null;
}

/**
 * POST /ingest/v1/batches: device apps upload glucose readings, anomalies, Bluetooth events,
 * permission snapshots and usage records (JSON), authenticated by client credentials (HTTP Basic).
 * 200 answers only after commit, with per-item errors for invalid items; 400 for a malformed batch.
 */
export function ingestRouter(h: DbHandle, log: Logger): Router {
  const router = express.Router();
  router.post("/batches", express.json({ limit: "32mb" }), async (req: Request, res: Response) => {
    const clientId = await cachedClientOf(h, req.headers.authorization);
    if (!clientId) {
      res.setHeader("WWW-Authenticate", 'Basic realm="cgm-ingest"');
      res.status(401).json({ error: "UNAUTHENTICATED", message: "Valid client credentials are required" });
      return;
    }
    let batch;
    try {
      batch = parseBatch(req.body, Date.now());
    } catch (e) {
      if (e instanceof EnvelopeError) {
        res.status(400).json({ error: "BAD_REQUEST", message: e.message });
        return;
      }
      throw e;
    }
    try {
      const { result, progress, announced } = await storeBatch(h, clientId, batch, (tx, p) =>
        announceInTransaction(h, tx, p),
      );
      if (announced) publishLocalReadings(progress, h.db);
      else publishDeviceProgress(progress, h.db);
      res.json(result);
    } catch (e) {
      log.error({ err: e, clientId, batchId: batch.batchId }, "ingest failed");
      res
        .status(500)
        .json({ error: "INTERNAL_SERVER_ERROR", message: "The batch was not stored; send it again" });
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
