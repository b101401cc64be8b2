import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "@cgm/db";
import type { Config } from "../config";
import type { Principal } from "../context";
import { principalOfToken } from "../auth/session";
import { SESSION_COOKIE, readCookie } from "../auth/tokens";

/** The principal of a request's session cookie, or null. */
export async function principalOfHeaders(
  db: Db,
  config: Config,
  headers: IncomingHttpHeaders,
): Promise<Principal | null> {
  const token = readCookie(headers.cookie, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  return principalOfToken(db, config, token);
}
