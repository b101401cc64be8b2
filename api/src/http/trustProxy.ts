import ipaddr from "ipaddr.js";
import { ConfigError } from "../configError";

/**
 * Which proxies' X-Forwarded-For is believed, in Express's "trust proxy" terms: none (false), a number
 * of proxy hops, or addresses, CIDR ranges and the names loopback, linklocal and uniquelocal.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  return entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}

/** Reads TRUST_PROXY: unset or "false" trusts no proxy, so the client is the connection's peer. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a hop count from 1 to 10, got "${value}"`);
    return hops;
  }
  if (value === "true") {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any client\'s X-Forwarded-For: name the proxy addresses, e.g. "uniquelocal"',
    );
  }
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !validEntry(e));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must list addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "${bad}"`,
    );
  }
  return entries;
}
