import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "cgm_session";

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest of a token is ever stored. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      const value = part.slice(i + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A Bearer token from an Authorization header. */
export function readBearer(header: string | undefined): string | undefined {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}
