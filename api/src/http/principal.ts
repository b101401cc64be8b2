import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "@cgm/db";
import type { Config } from "../config";
import type { Principal } from "../context";
import { principalOfToken } from "../auth/session";
import { SESSION_COOKIE, readBearer, readCookie } from "../auth/tokens";
import { principalOfErpKey } from "../auth/erp";

/**
 * The principal of a request: an ERP bearer key, else the session cookie; or null. `touch: false` for
 * checks the user did not ask for (a live connection's periodic re-check), which leave the idle clock.
 */
export async function principalOfHeaders(
  db: Db,
  config: Config,
  headers: IncomingHttpHeaders,
  opts: { touch?: boolean; fresh?: boolean } = {},
): Promise<Principal | null> {
  const bearer = readBearer(headers.authorization);
  if (bearer) return principalOfErpKey(db, bearer);
  const token = readCookie(headers.cookie, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  return principalOfToken(db, config, token, opts);
}

/**
 * What principalOfHeaders reads of the headers: requests with the same key have the same principal
 * (live/recheck.ts loads it once for all the connections that share it).
 */
export function credentialKey(headers: IncomingHttpHeaders): string {
  const bearer = readBearer(headers.authorization);
  if (bearer) return `bearer ${bearer}`;
  return `session ${readCookie(headers.cookie, SESSION_COOKIE) ?? ""}`;
}
