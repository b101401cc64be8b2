import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { devices, ingestClients, type Db, type DbHandle } from "@cgm/db";
import { hashToken, newToken, readBearer } from "./tokens";

/**
 * The one authenticator of device apps (ARCHITECTURE.md, "Device apps authenticate ..."):
 * - a device app's client (client ID + secret, HTTP Basic; the secret stored as SHA-256) may pair an SN
 *   once, and gets a device token for it;
 * - that device token (stored as SHA-256) alone writes or acts for that SN on every device endpoint;
 * - re-pairing a paired SN needs an operator's release (releasePairing), which retires the token.
 * Verified credentials are remembered for CACHE_TTL_MS (a phone sends a batch a minute, the benchmark
 * thousands a second); a release is seen at once by this process, by the others within CACHE_TTL_MS.
 */

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;
const DEVICE_TOKEN_PREFIX = "cgm_dev_";

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/** A device a valid device token stands for. */
export interface PairedDevice {
  id: number;
  /** Upper-cased, as registered. */
  sn: string;
  /** Epoch milliseconds of the device's inventory time: nothing it measured can be older. */
  inventoryAt: number;
}

const clients = new Map<string, { clientId: string; until: number }>();
const tokens = new Map<string, { device: PairedDevice; until: number }>();

function remember<V extends { until: number }>(cache: Map<string, V>, key: string, value: V | null) {
  if (cache.size >= CACHE_MAX) cache.clear();
  if (value) cache.set(key, value);
  else cache.delete(key);
}

/** The client id of valid HTTP Basic client credentials, or null. Secrets are compared in constant time. */
export async function clientOfBasic(h: DbHandle, header: string | undefined): Promise<string | null> {
  const m = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!m?.[1]) return null;
  const key = sha256(m[1]).toString("base64");
  const now = Date.now();
  const hit = clients.get(key);
  if (hit && hit.until > now) return hit.clientId;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const i = decoded.indexOf(":");
  if (i <= 0 || i > 64) return null;
  const clientId = decoded.slice(0, i);
  const [row] = await h.db
    .select({ hash: ingestClients.secretHash })
    .from(ingestClients)
    .where(and(eq(ingestClients.clientId, clientId), eq(ingestClients.active, true)));
  const want = row ? Buffer.from(row.hash, "hex") : null;
  const got = sha256(decoded.slice(i + 1));
  const ok = want !== null && want.length === got.length && timingSafeEqual(want, got);
  remember(clients, key, ok ? { clientId, until: now + CACHE_TTL_MS } : null);
  return ok ? clientId : null;
}

/** The paired devices of the given device tokens (one query for those not verified lately). */
export async function devicesOfTokens(h: DbHandle, given: string[]): Promise<Map<string, PairedDevice>> {
  const now = Date.now();
  const found = new Map<string, PairedDevice>();
  const missing = new Map<string, string>(); // hash -> token
  for (const t of new Set(given)) {
    if (!t.startsWith(DEVICE_TOKEN_PREFIX) || t.length > 100) continue;
    const hit = tokens.get(t);
    if (hit && hit.until > now) found.set(t, hit.device);
    else missing.set(hashToken(t), t);
  }
  if (missing.size) {
    const rows = await h.db
      .select({
        id: devices.id,
        sn: devices.sn,
        inventoryAt: devices.inventoryAt,
        hash: devices.deviceTokenHash,
      })
      .from(devices)
      .where(inArray(devices.deviceTokenHash, [...missing.keys()]));
    for (const r of rows) {
      const t = missing.get(r.hash ?? "");
      if (!t) continue;
      const device = { id: r.id, sn: r.sn.toUpperCase(), inventoryAt: r.inventoryAt.getTime() };
      found.set(t, device);
      remember(tokens, t, { device, until: now + CACHE_TTL_MS });
    }
  }
  return found;
}

/** The paired device of a request's `Authorization: Bearer <device token>`, or null. */
export async function deviceOfRequest(h: DbHandle, header: string | undefined): Promise<PairedDevice | null> {
  const t = readBearer(header);
  return t ? ((await devicesOfTokens(h, [t])).get(t) ?? null) : null;
}

export type PairOutcome =
  | { status: "PAIRED"; sn: string; deviceToken: string; pairedAt: Date }
  | { status: "UNKNOWN_SN" | "ALREADY_PAIRED" };

/**
 * Pairs an SN through a client: one statement sets the token's hash only while the SN has none, so of
 * any number of concurrent pairings exactly one gets a token. The token is returned once, never stored.
 */
export async function pairDevice(h: DbHandle, clientId: string, rawSn: string): Promise<PairOutcome> {
  const sn = rawSn.trim().toUpperCase();
  const deviceToken = DEVICE_TOKEN_PREFIX + newToken();
  const [row] = await h.db
    .update(devices)
    .set({ deviceTokenHash: hashToken(deviceToken), pairedAt: sql`now()`, pairedClient: clientId })
    .where(and(sql`upper(${devices.sn}) = ${sn}`, isNull(devices.deviceTokenHash)))
    .returning({ sn: devices.sn, pairedAt: devices.pairedAt });
  if (row?.pairedAt) return { status: "PAIRED", sn: row.sn, deviceToken, pairedAt: row.pairedAt };
  const [known] = await h.db
    .select({ id: devices.id })
    .from(devices)
    .where(sql`upper(${devices.sn}) = ${sn}`);
  return { status: known ? "ALREADY_PAIRED" : "UNKNOWN_SN" };
}

/** Forgets this process's verified tokens of a device (called when its pairing is released). */
export function forgetDevice(deviceId: number): void {
  for (const [t, v] of tokens) if (v.device.id === deviceId) tokens.delete(t);
}

/**
 * Releases an SN's pairing (an operator's decision, checked by the caller): the device token stops
 * writing at once here, within CACHE_TTL_MS elsewhere, and the SN may be paired again. Returns the
 * pairing released, or null when the device was not paired.
 */
export async function releasePairing(
  db: Db,
  deviceId: number,
): Promise<{ pairedAt: Date | null; pairedClient: string | null } | null> {
  const [before] = await db
    .select({ pairedAt: devices.pairedAt, pairedClient: devices.pairedClient })
    .from(devices)
    .where(and(eq(devices.id, deviceId), sql`${devices.deviceTokenHash} IS NOT NULL`))
    .for("update");
  if (!before) return null;
  await db
    .update(devices)
    .set({ deviceTokenHash: null, pairedAt: null, pairedClient: null })
    .where(eq(devices.id, deviceId));
  forgetDevice(deviceId);
  return before;
}
