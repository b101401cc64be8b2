import helmet from "helmet";
import type { NextFunction, Request, Response } from "express";
import { menus, type DbHandle } from "@cgm/db";
import type { Config } from "../config";

/**
 * The origins the console may frame: those of the external menu entries (`https://...` urls; the seed
 * makes the menus table the catalogue's at every start, nothing edits it at run time) and FRAME_ORIGINS.
 */
export async function frameOrigins(h: DbHandle, config: Config): Promise<string[]> {
  const rows = await h.db.select({ url: menus.url }).from(menus);
  return [...new Set([...config.frameOrigins, ...rows.flatMap((r) => originOf(r.url ?? ""))])];
}

function originOf(url: string): string[] {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return [];
  return [new URL(url).origin];
}

/**
 * Security headers (helmet) on every response. The console: a strict Content-Security-Policy (scripts
 * and everything else from this origin only; inline styles, which Chakra's emotion injects; frames of
 * this origin and the external menu origins), framed by nobody, no referrer, HSTS in production. The
 * Apollo Sandbox page at /graphql keeps its own policy (a meta tag allowing Apollo's CDN, with nonces),
 * so its header only adds what a meta tag cannot say: it may be framed by the console ("API explorer"
 * opens it in a frame) and by nothing else.
 */
export function securityHeaders(config: Config, origins: string[]) {
  const hsts = config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const consoleHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...origins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: hsts,
  });
  const sandboxHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, // Apollo's meta says it
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    xFrameOptions: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts,
  });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.path === "/graphql" || req.path.startsWith("/graphql/") ? sandboxHeaders : consoleHeaders)(
      req,
      res,
      next,
    );
}
