import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { clients, devices, type Db, type DbHandle } from "@cgm/db";
import { newToken, hashToken } from "./tokens";
import { DEVICE_TOKEN_PREFIX, forgetDevice } from "./device";

/**
 * Pairing, the half of the device authenticator (device.ts) that works with client credentials.
 * Client credentials are checked against the database on every pairing (pairing is rare), so a client
 * disabled, deleted or given a new secret is refused at once by every process.
 */

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/** What the client credentials of a request are: an enabled client, a disabled client, or nothing valid. */
export type ClientCheck =
  | { clientId: string; /** the secret generation whose secret was given */ generation: number }
  | { refused: "INVALID" | "DISABLED" };

/**
 * Checks HTTP Basic client credentials (client ID + secret, compared in constant time). Only a client
 * whose secret matches learns that it is disabled; a deleted client is simply unknown.
 */
export async function clientOfBasic(h: DbHandle, header: string | undefined): Promise<ClientCheck> {
  const invalid = { refused: "INVALID" } as const;
  const m = header ? /^Basic\s+([A-Za-z0-9+/=]{1,400})$/i.exec(header) : null;
  if (!m?.[1]) return invalid;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const i = decoded.indexOf(":");
  if (i <= 0 || i > 64) return invalid;
  const clientId = decoded.slice(0, i);
  if (clientId.includes("\u0000")) return invalid;
  const [row] = await h.db
    .select({ hash: clients.secretHash, status: clients.status, generation: clients.secretGeneration })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  const want = row ? Buffer.from(row.hash, "hex") : null;
  const got = sha256(decoded.slice(i + 1));
  if (!row || want === null || want.length !== got.length || !timingSafeEqual(want, got)) return invalid;
  return row.status === "ACTIVE" ? { clientId, generation: row.generation } : { refused: "DISABLED" };
}

export type PairOutcome =
  | { status: "PAIRED"; sn: string; deviceToken: string; pairedAt: Date }
  | { status: "UNKNOWN_SN" | "ALREADY_PAIRED" };

/**
 * Pairs an SN through a client whose secret of `generation` was just checked. One statement sets the
 * token's hash only while the SN may be paired, so of any number of concurrent pairings exactly one
 * gets a token. The token is returned once, never stored. An SN may be paired:
 * - when it has no token (never paired, or released by an operator);
 * - by the client it was paired through, when that client has been given a new secret since: the old
 *   pairing is void (its token is refused, device.ts), and the app pairs again with the new secret
 *   without an operator's release. Another client never takes a paired SN over, whatever became of
 *   the client it was paired through (disabled or deleted included): that needs an operator's release.
 * The token records the generation whose secret was checked, and the statement pairs only while the
 * client still has it: a pairing that races a rotation either fails or yields a token already refused.
 */
export async function pairDevice(
  h: DbHandle,
  client: { clientId: string; generation: number },
  rawSn: string,
): Promise<PairOutcome> {
  const sn = rawSn.trim().toUpperCase();
  const deviceToken = DEVICE_TOKEN_PREFIX + newToken();
  const { clientId, generation } = client;
  const [row] = await h.db
    .update(devices)
    .set({
      deviceTokenHash: hashToken(deviceToken),
      pairedAt: sql`now()`,
      pairedClient: clientId,
      pairedClientGeneration: generation,
    })
    .where(
      and(
        sql`upper(${devices.sn}) = ${sn}`,
        sql`(${devices.deviceTokenHash} IS NULL OR (${devices.pairedClient} = ${clientId}
          AND ${devices.pairedClientGeneration} IS DISTINCT FROM ${generation}))`,
        sql`EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.clientId} = ${clientId}
          AND ${clients.secretGeneration} = ${generation} AND ${clients.status} = 'ACTIVE')`,
      ),
    )
    .returning({ id: devices.id, sn: devices.sn, pairedAt: devices.pairedAt });
  if (row?.pairedAt) {
    forgetDevice(row.id); // a token of the void pairing this process still remembers
    return { status: "PAIRED", sn: row.sn, deviceToken, pairedAt: row.pairedAt };
  }
  const [known] = await h.db
    .select({ id: devices.id })
    .from(devices)
    .where(sql`upper(${devices.sn}) = ${sn}`);
  return { status: known ? "ALREADY_PAIRED" : "UNKNOWN_SN" };
}

/**
 * Releases an SN's pairing (an operator's decision, checked by the caller): the device token stops
 * writing at once on every process (the ingest transaction checks it), and the SN may be paired again.
 * Returns the pairing released, or null when the device was not paired.
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
    .set({ deviceTokenHash: null, pairedAt: null, pairedClient: null, pairedClientGeneration: null })
    .where(eq(devices.id, deviceId));
  forgetDevice(deviceId);
  return before;
}
