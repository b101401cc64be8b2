/**
 * Validation of what device apps send to the update endpoints (update.route.ts): every refusal names
 * its parameter, so the route answers 400 with `fieldErrors` and never reaches the database with it.
 */

/** The highest version number and id a PostgreSQL integer holds. */
const INT_MAX = 2_147_483_647;
export const REASON_MAX = 500;
export const OUTCOMES = ["DOWNLOADED", "INSTALLED", "FAILED"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A request refused for its parameters: parameter -> what is wrong with it. */
export class ParamError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(
      Object.entries(fieldErrors)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; "),
    );
  }
}

/** What a device asks about: its app (the default), a software package or a firmware image. */
export const UPDATE_KINDS = ["app", "software", "firmware"] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** The query of GET /device/v1/updates, validated. */
export interface UpdateQuery {
  kind: UpdateKind;
  terminalType: string;
  /** The app's or software's version number; 0 for firmware (see firmwareVersion). */
  currentVersion: number;
  /** kind=firmware: the device's firmware version, a dotted version such as 1.2.0. */
  firmwareVersion: string | null;
  productCode: string | null;
  sn: string | null;
}

const QUERY_KEYS = new Set(["kind", "terminalType", "currentVersion", "productCode", "sn"]);
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;
/** A dotted firmware version (leading v allowed), as applicability.ts's versionParts reads it. */
const DOTTED = /^[vV]?\d{1,9}(\.\d{1,9}){0,7}$/;

/** A whole number from 0 to INT_MAX written in decimal digits, or null. */
function wholeNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isInteger(v) && v >= 0 && v <= INT_MAX ? v : null;
  if (typeof v !== "string" || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n <= INT_MAX ? n : null;
}

/** Parses the query string (Express's parsed `req.query`); throws ParamError naming each bad parameter. */
export function parseUpdateQuery(query: Record<string, unknown>): UpdateQuery {
  const errors: Record<string, string> = {};
  for (const k of Object.keys(query))
    if (!QUERY_KEYS.has(k)) errors[k] = "is not a parameter of this endpoint";
  const one = (k: string): string | undefined => {
    const v = query[k];
    if (v === undefined) return undefined;
    if (typeof v !== "string") {
      errors[k] = "must be given once, as plain text";
      return undefined;
    }
    return v;
  };
  const rawKind = one("kind");
  const kind = rawKind === undefined ? "app" : UPDATE_KINDS.find((k) => k === rawKind);
  if (!kind) errors.kind ??= `must be one of ${UPDATE_KINDS.join(", ")}`;
  const terminalType = one("terminalType");
  if (terminalType === undefined) errors.terminalType ??= "is required";
  else if (!CODE.test(terminalType))
    errors.terminalType = "must be a terminal type code such as ANDROID or IOS";
  const rawVersion = one("currentVersion");
  let currentVersion: number | null = 0;
  let firmwareVersion: string | null = null;
  if (rawVersion === undefined) errors.currentVersion ??= "is required";
  else if (kind === "firmware") {
    if (!DOTTED.test(rawVersion))
      errors.currentVersion = "must be the device's firmware version, such as 1.2.0";
    else firmwareVersion = rawVersion;
  } else {
    currentVersion = wholeNumber(rawVersion);
    if (currentVersion === null)
      errors.currentVersion = `must be a whole number from 0 to ${INT_MAX} (the ${kind === "software" ? "software" : "app"}'s version number)`;
  }
  const productCode = one("productCode");
  if (productCode !== undefined && !CODE.test(productCode))
    errors.productCode = "must be 1 to 50 letters, digits, '.', '_' or '-'";
  const sn = one("sn");
  if (sn !== undefined && !/^[A-Za-z0-9]{12,13}$/.test(sn)) errors.sn = "must be 12 or 13 letters and digits";
  if (Object.keys(errors).length) throw new ParamError(errors);
  return {
    kind: kind!,
    terminalType: terminalType!,
    currentVersion: currentVersion!,
    firmwareVersion,
    productCode: productCode ?? null,
    sn: sn ? sn.toUpperCase() : null,
  };
}

/** An upgrade id of a path (/device/v1/updates/:id/...), or throws ParamError naming `id`. */
export function parseUpgradeId(raw: string): number {
  const id = wholeNumber(raw);
  if (id === null || id === 0) throw new ParamError({ id: "must be the id of an upgrade (a whole number)" });
  return id;
}

/** The body of POST /device/v1/updates/:id/outcome, validated. */
export interface OutcomeReport {
  outcome: Outcome;
  reason: string | null;
  version: number;
}

/** Whether a text holds a control character other than tab and line breaks (a NUL, for one). */
const hasControl = (s: string) =>
  [...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127;
  });

const BODY_KEYS = new Set(["outcome", "reason", "version"]);

/** Parses an outcome report; throws ParamError naming each bad field. */
export function parseOutcome(body: unknown): OutcomeReport {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new ParamError({ body: "must be a JSON object {outcome, reason?, version}" });
  const b = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const k of Object.keys(b)) if (!BODY_KEYS.has(k)) errors[k] = "is not a field of an outcome report";
  const outcome = (OUTCOMES as readonly unknown[]).includes(b.outcome) ? (b.outcome as Outcome) : null;
  if (!outcome) errors.outcome = `must be one of ${OUTCOMES.join(", ")}`;
  let reason: string | null = null;
  if (b.reason !== undefined && b.reason !== null) {
    if (typeof b.reason !== "string") errors.reason = "must be text";
    else if (hasControl(b.reason)) errors.reason = "must not contain control characters";
    else if (b.reason.trim().length > REASON_MAX) errors.reason = `must be at most ${REASON_MAX} characters`;
    else reason = b.reason.trim() || null;
  }
  if (outcome === "FAILED" && !reason && !errors.reason)
    errors.reason = "is required when the outcome is FAILED";
  const version = wholeNumber(b.version);
  if (b.version === undefined) errors.version = "is required: the app's version number now";
  else if (version === null || typeof b.version !== "number")
    errors.version = `must be a whole number from 0 to ${INT_MAX}`;
  if (Object.keys(errors).length) throw new ParamError(errors);
  return { outcome: outcome!, reason, version: version! };
}
