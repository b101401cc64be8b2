import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import type { CookieJar } from "../context";
import { SESSION_COOKIE } from "../auth/tokens";

/** Session cookie: httpOnly, SameSite=Lax, Secure in production, path "/". */
export function responseCookies(res: Response, secure: boolean): CookieJar {
  const base = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
  return {
    set: (token, maxAgeSeconds) =>
      res.cookie(SESSION_COOKIE, token, { ...base, maxAge: maxAgeSeconds * 1000 }),
    clear: () => res.clearCookie(SESSION_COOKIE, base),
  };
}

/** A jar for transports that cannot set cookies (WebSocket). */
export const noCookies: CookieJar = { set: () => {}, clear: () => {} };

export function clientIp(req: Pick<Request, "ip" | "socket">): string {
  return req.ip ?? req.socket.remoteAddress ?? "";
}

/** Express's compiled "trust proxy" setting: whether the hop at `i` (0 is the peer) is a trusted proxy. */
export type TrustFn = (addr: string, i: number) => boolean;

/**
 * The client address of a request Express does not handle (a WebSocket upgrade), read as Express reads
 * req.ip: from the peer back through X-Forwarded-For while each hop is a trusted proxy.
 */
export function upgradeClientIp(req: IncomingMessage, trust: TrustFn): string {
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const hops = [req.socket.remoteAddress ?? "", ...forwarded];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i] ?? "", i)) i++;
  return hops[i] ?? "";
}
