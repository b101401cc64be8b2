import { rule, type IRule } from "graphql-shield";
import type { Context } from "../context";
import { forbidden, unauthenticated } from "../common/errors";

/**
 * The partner permission set: what an organisation's authorization key may do, all of it read-only and
 * held to the key organisation's subtree (common/scope.ts). It is the partner's own set, never a staff
 * role's codes, so no staff query or mutation, account or other organisation is reachable with a key.
 * Each permission is granted only while the account that made the key holds the staff code beside it
 * (no escalation by delegation: a key never reads what its maker may not).
 */
export const PARTNER_PERMISSIONS = {
  /** The key organisation and its sub-organisations. */
  "partner:organisations": "org:list",
  /** Devices of the subtree. */
  "partner:devices": "cgm:list",
  /** Glucose readings and curves of those devices. */
  "partner:readings": "cgm:list:detail",
  /** Anomaly events, as a list and as the deviceAnomalies subscription. */
  "partner:anomalies": "cgm:list",
  /** App log pulls of those devices. */
  "partner:logs": "sys:appLog",
  /** The incremental change feed (devices and organisations). */
  "partner:sync": "cgm:list",
} as const;

export type PartnerPermission = keyof typeof PARTNER_PERMISSIONS;
export const PARTNER_CODES = Object.keys(PARTNER_PERMISSIONS) as PartnerPermission[];

/** The partner permissions a key has while its maker holds `makerCodes`. */
export function partnerCodes(makerCodes: Iterable<string>): Set<PartnerPermission> {
  const held = new Set(makerCodes);
  return new Set(PARTNER_CODES.filter((c) => held.has(PARTNER_PERMISSIONS[c])));
}

const partnerRules = new Map<string, IRule>();
/** A partner key (never a staff session) holding the partner permission; one named rule per permission. */
export function partnerWith(code: PartnerPermission): IRule {
  let r = partnerRules.get(code);
  if (!r) {
    r = rule(`partnerWith:${code}`, { cache: "contextual" })((_p, _a, ctx: Context) => {
      if (!ctx.principal) return unauthenticated();
      return ctx.principal.kind === "erp" && ctx.principal.codes.has(code) ? true : forbidden();
    });
    partnerRules.set(code, r);
  }
  return r;
}
