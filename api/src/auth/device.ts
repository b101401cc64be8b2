import { eq, inArray } from "drizzle-orm";
import { clients, devices, type DbHandle } from "@cgm/db";
import { hashToken, readBearer } from "./tokens";

/**
 * The one authenticator of device apps (ARCHITECTURE.md, "Device apps authenticate ..."):
 * - a device app's client of Client management (client ID + secret, HTTP Basic; the secret stored as
 *   SHA-256), while enabled, may pair an SN once, and gets a device token for it (device.pairing.ts);
 * - that device token (stored as SHA-256) alone writes or acts for that SN on every device endpoint,
 *   and only while its client stands as it was at pairing: the client must exist, be enabled, and
 *   still have the secret it paired with (its secret generation). A token whose client was deleted or
 *   given a new secret is refused for good (CLIENT_CREDENTIALS_CHANGED: the app pairs again, with the
 *   new secret); one whose client is disabled is refused while it is (CLIENT_DISABLED: enabling the
 *   client again restores its devices' tokens, as a suspension, not a revocation);
 * - re-pairing a paired SN needs an operator's release (releasePairing), which retires the token,
 *   except through the same client after it was given a new secret (device.pairing.ts).
 * Verified device tokens are remembered for CACHE_TTL_MS (a phone sends a batch a minute, the benchmark
 * thousands a second). That memory never lets a write through on its own: the ingest transaction
 * checks the devices' tokens and clients again under lock (ingest/first-statement.ts), so a release,
 * rotation, disable or delete committed on any process stops every later write on every process. This
 * process also forgets the tokens of a changed client at once (forgetClient), so it answers 401 on
 * the next request; another process answers 401 at its next request of that token too, after the
 * transaction's check failed and it looked the token up again (ingest/route.ts).
 */

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;
export const DEVICE_TOKEN_PREFIX = "cgm_dev_";

/** A device a valid device token stands for. */
export interface PairedDevice {
  id: number;
  /** Upper-cased, as registered. */
  sn: string;
  /** Epoch milliseconds of the device's inventory time: nothing it measured can be older. */
  inventoryAt: number;
  /** The SHA-256 of the token (checked again inside the write's transaction). */
  tokenHash: string;
  /** The client ID it was paired through. */
  client: string;
}

/** Why a token that was issued is refused now (the app's client changed after pairing). */
export type DeviceRefusal = "CLIENT_DISABLED" | "CLIENT_CREDENTIALS_CHANGED";

/** What the device tokens of a request stand for: devices, or why a token once issued is refused. */
export interface TokenCheck {
  found: Map<string, PairedDevice>;
  refused: Map<string, DeviceRefusal>;
}

const tokens = new Map<string, { device: PairedDevice; until: number }>();

/**
 * The paired devices of the given device tokens, with one query (devices joined with their clients)
 * for those not verified lately; `fresh` ignores what this process remembers.
 */
export async function devicesOfTokens(h: DbHandle, given: string[], fresh = false): Promise<TokenCheck> {
  const now = Date.now();
  const out: TokenCheck = { found: new Map(), refused: new Map() };
  const missing = new Map<string, string>(); // hash -> token
  for (const t of new Set(given)) {
    if (!t.startsWith(DEVICE_TOKEN_PREFIX) || t.length > 100) continue;
    const hit = tokens.get(t);
    if (hit && hit.until > now && !fresh) out.found.set(t, hit.device);
    else missing.set(hashToken(t), t);
  }
  if (!missing.size) return out;
  const rows = await h.db
    .select({
      id: devices.id,
      sn: devices.sn,
      inventoryAt: devices.inventoryAt,
      hash: devices.deviceTokenHash,
      client: devices.pairedClient,
      pairedGeneration: devices.pairedClientGeneration,
      generation: clients.secretGeneration,
      status: clients.status,
    })
    .from(devices)
    .leftJoin(clients, eq(clients.clientId, devices.pairedClient))
    .where(inArray(devices.deviceTokenHash, [...missing.keys()]));
  for (const t of missing.values()) tokens.delete(t);
  if (tokens.size >= CACHE_MAX) tokens.clear();
  for (const r of rows) {
    const t = missing.get(r.hash ?? "");
    if (!t || !r.hash) continue;
    if (r.status === null || r.generation !== r.pairedGeneration)
      out.refused.set(t, "CLIENT_CREDENTIALS_CHANGED");
    else if (r.status !== "ACTIVE") out.refused.set(t, "CLIENT_DISABLED");
    else {
      const device = {
        id: r.id,
        sn: r.sn.toUpperCase(),
        inventoryAt: r.inventoryAt.getTime(),
        tokenHash: r.hash,
        client: r.client ?? "",
      };
      out.found.set(t, device);
      tokens.set(t, { device, until: now + CACHE_TTL_MS });
    }
  }
  return out;
}

/** The paired device of a request's `Authorization: Bearer <device token>`, or why it is refused. */
export async function deviceOfRequest(
  h: DbHandle,
  header: string | undefined,
): Promise<PairedDevice | { refused: DeviceRefusal | "INVALID" }> {
  const t = readBearer(header);
  if (!t) return { refused: "INVALID" };
  const { found, refused } = await devicesOfTokens(h, [t]);
  return found.get(t) ?? { refused: refused.get(t) ?? "INVALID" };
}

/** What a device app is told when its token is refused (401): the JSON body. */
export function deviceRefusalBody(reason: DeviceRefusal | "INVALID") {
  if (reason === "CLIENT_DISABLED")
    return {
      error: "UNAUTHENTICATED",
      code: reason,
      message:
        "The app's client is disabled in Client management; the device token works again once it is enabled",
    };
  if (reason === "CLIENT_CREDENTIALS_CHANGED")
    return {
      error: "UNAUTHENTICATED",
      code: reason,
      message:
        "The app's client was given a new secret or deleted since the device was paired: pair again (POST /device/v1/pair) with the client's current credentials",
    };
  return {
    error: "UNAUTHENTICATED",
    code: "INVALID_DEVICE_TOKEN",
    message: "A device token is required: pair the device (POST /device/v1/pair) and send its token",
  };
}

/** Forgets this process's verified tokens of a device (called when its pairing is released). */
export function forgetDevice(deviceId: number): void {
  for (const [t, v] of tokens) if (v.device.id === deviceId) tokens.delete(t);
}

/** Forgets this process's verified tokens paired through a client (its secret, status or existence changed). */
export function forgetClient(clientId: string): void {
  for (const [t, v] of tokens) if (v.device.client === clientId) tokens.delete(t);
}
