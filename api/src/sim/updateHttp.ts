/**
 * The device side of the update API (api/src/modules/deviceUpdate/update.route.ts), as a phone app
 * speaks it with its device token: ask what applies, download the package, report an outcome.
 */
import { createHash } from "node:crypto";
import { SimError, causeOf } from "./console";
import type { UpdateKind } from "./updateArgs";

/** What GET /device/v1/updates offers (the fields the simulator uses). */
export interface Offer {
  kind: UpdateKind;
  id: number;
  versionNumber: number;
  versionName: string;
  /** Firmware: the version the device must run and the one it runs after. */
  startVersion?: string | null;
  targetVersion?: string | null;
  /** Where to download the package and report on it (paths of the server). */
  url: string;
  outcomeUrl?: string;
  fileName: string;
  size: number;
  sha256: string;
}

export interface UpdateQuery {
  kind: UpdateKind;
  terminalType: string;
  /** The app's or software's version number, or the firmware's dotted version. */
  currentVersion: string;
  productCode: string;
  sn: string;
}

export type Outcome = "DOWNLOADED" | "INSTALLED" | "FAILED";

async function call(url: string, token: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (e) {
    throw new SimError(`cannot reach ${url}: ${causeOf(e)}`);
  }
}

const refused = async (what: string, res: Response) =>
  new SimError(`${what} answered ${res.status}: ${(await res.text().catch(() => "")).slice(0, 300)}`);

/** The upgrade that applies to the device now, or null (204). */
export async function askForUpdate(base: string, token: string, q: UpdateQuery): Promise<Offer | null> {
  const params = new URLSearchParams({
    ...(q.kind === "app" ? {} : { kind: q.kind }),
    terminalType: q.terminalType,
    currentVersion: q.currentVersion,
    productCode: q.productCode,
    sn: q.sn,
  });
  const res = await call(`${base}/device/v1/updates?${params}`, token);
  if (res.status === 204) return null;
  if (res.status !== 200) throw await refused(`${q.sn}: GET /device/v1/updates (${q.kind})`, res);
  const offer = (await res.json()) as Offer;
  return { ...offer, kind: offer.kind ?? q.kind };
}

/** What a download gave and whether it is the offered package, byte for byte. */
export interface Download {
  bytes: Buffer;
  sha256: string;
  /** Null when size and SHA-256 match the offer; else what is wrong, as the app reports it. */
  problem: string | null;
}

/** Downloads the offered package and checks its size and SHA-256 against the offer. */
export async function downloadPackage(base: string, token: string, offer: Offer): Promise<Download> {
  const res = await call(new URL(offer.url, base).href, token);
  if (res.status !== 200) throw await refused(`GET ${offer.url}`, res);
  const bytes = Buffer.from(await res.arrayBuffer());
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  let problem: string | null = null;
  if (bytes.length !== offer.size)
    problem = `Package size mismatch: expected ${offer.size} bytes, received ${bytes.length}`;
  else if (sha256 !== offer.sha256.toLowerCase())
    problem = `Package SHA-256 mismatch: expected ${offer.sha256.slice(0, 16)}…, received ${sha256.slice(0, 16)}…`;
  return { bytes, sha256, problem };
}

/** Where the outcome of an offer is reported: its outcomeUrl, else beside its package. */
export const outcomePath = (offer: Offer) => offer.outcomeUrl ?? offer.url.replace(/\/package$/, "/outcome");

/** Reports an outcome (a repeat of the same outcome is answered 200 and changes nothing). */
export async function reportOutcome(
  base: string,
  token: string,
  offer: Offer,
  report: { outcome: Outcome; reason?: string; version: number },
): Promise<void> {
  const path = outcomePath(offer);
  const res = await call(new URL(path, base).href, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
  });
  if (res.status !== 201 && res.status !== 200) throw await refused(`POST ${path}`, res);
}
