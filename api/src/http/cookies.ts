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
