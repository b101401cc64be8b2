import type { NextFunction, Request, Response } from "express";
import { GraphQLError } from "graphql";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits, type DbHandle } from "@cgm/db";
import type { Config } from "../config";
import type { Principal } from "../context";
import { principalOfHeaders } from "../http/principal";
import { readBearer } from "./tokens";

/** A refusal: how long until the key may ask again. */
export interface RateLimited {
  retryAfterSeconds: number;
}

export interface PartnerLimiter {
  /** Counts one request of a partner key; a refusal when the key is over its limit. Staff are never counted. */
  consume(p: Principal): Promise<RateLimited | null>;
}

/**
 * Per-key limits: `config.partnerRequestsPerMinute` requests a minute per key organisation (a rotated
 * key keeps its organisation's count). The counters live in the database (table rate_limits, through
 * rate-limiter-flexible's Drizzle store), so every API process on a server database shares them; on the
 * embedded database there is only one process anyway. When the database does not answer, an in-memory
 * limiter of the same size stands in for this process.
 */
export function partnerLimiter(h: DbHandle, config: Config): PartnerLimiter {
  const size = { points: config.partnerRequestsPerMinute, duration: 60, keyPrefix: "partner" };
  const limiter = new RateLimiterDrizzle({
    ...size,
    storeClient: h.db,
    schema: rateLimits,
    clearExpiredByTimeout: false, // one row per key organisation, rewritten in place
    insuranceLimiter: new RateLimiterMemory(size),
  });
  return {
    async consume(p) {
      if (p.kind !== "erp" || !p.keyOrg) return null;
      try {
        await limiter.consume(String(p.keyOrg.id));
        return null;
      } catch (e) {
        if (e instanceof RateLimiterRes)
          return { retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
        throw e;
      }
    },
  };
}

/** The GraphQL error of a refusal (extensions.code RATE_LIMITED, retryAfter in seconds). */
export function rateLimitedError(r: RateLimited): GraphQLError {
  return new GraphQLError(`Too many requests for this key; retry in ${r.retryAfterSeconds} s`, {
    extensions: { code: "RATE_LIMITED", messageId: "error.rateLimited", retryAfter: r.retryAfterSeconds },
  });
}

/** The principal the gate already loaded for a request (undefined: none loaded, load it as usual). */
const loaded = new WeakMap<Request, Principal | null>();
export const gatedPrincipal = (req: Request): Principal | null | undefined => loaded.get(req);

/**
 * Before /graphql: a request with a bearer key is counted against its key; over the limit it is answered
 * 429 with Retry-After and a GraphQL error body, before any work. The principal loaded here is kept for
 * the request's context (one lookup). A database failure is left to the context, which answers it.
 */
export function partnerGate(h: DbHandle, config: Config, limiter: PartnerLimiter) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!readBearer(req.headers.authorization)) return next();
    let principal: Principal | null;
    try {
      principal = await principalOfHeaders(h.db, config, req.headers);
    } catch {
      return next();
    }
    loaded.set(req, principal);
    const refused = principal ? await limiter.consume(principal).catch(() => null) : null;
    if (!refused) return next();
    const e = rateLimitedError(refused);
    res.status(429).setHeader("Retry-After", String(refused.retryAfterSeconds));
    res.json({ errors: [{ message: e.message, extensions: e.extensions }] });
  };
}
