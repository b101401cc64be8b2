import type { IncomingMessage, Server } from "node:http";
import { WebSocketServer } from "ws";
import { useServer, type Extra } from "graphql-ws/use/ws";
import type { Context as GraphQLWsContext } from "graphql-ws";
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from "graphql";
import { isDatabaseUnavailable, type DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Context, Principal } from "../context";
import type { Metrics } from "../observability";
import { checkDocument, isIntrospection } from "../common/limits";
import { maskError } from "../common/errors";
import { mayIntrospect } from "../apolloPlugins";
import { noCookies } from "../http/cookies";
import { credentialKey, principalOfHeaders } from "../http/principal";
import { subscribeSharing } from "./shared";
import { sinkOf } from "./sink";
import { LiveRecheck } from "./recheck";
import { affects, onAccessChanged } from "./access";
import { connectionHeaders } from "../auth/partner.ws";
import { rateLimitedError, type PartnerLimiter } from "../auth/partner.limit";

/**
 * Payload cap of one WebSocket message, subscriptions per socket, and how much may wait unsent for a
 * subscriber before the connection is closed as too slow (the client reconnects and catches up).
 */
export const WS_LIMITS = {
  maxPayload: 64 * 1024,
  subscriptionsPerSocket: 50,
  maxBuffered: 4 * 1024 * 1024,
  /** Each connection's session is checked again this often (signed out, expired, revoked elsewhere). */
  recheckMs: 60_000,
  /** After an access change, the connection closes this much later: the accessChanged event goes first. */
  accessCloseDelayMs: 100,
  /**
   * A WebSocket ping goes to each connection this often, and one that has not answered by the next is
   * closed. graphql-ws's default is 12 s; at ten thousand open consoles that is 830 pings (and pongs to
   * read) a second: in a profile of the live benchmark, ~8% of the API processes' CPU went to the pings'
   * timers and writes. 30 s stays inside the usual proxy idle timeouts (60 s) and still finds a dead
   * connection within a minute.
   */
  keepAliveMs: 30_000,
} as const;

/**
 * Close codes: the session is gone (the console signs in again), or the account's access changed (the
 * client reconnects and subscribes again, checked under the new access); at connection, the database
 * does not answer (try again later) or the check failed otherwise.
 */
export const WS_CLOSE = {
  unauthorized: 4401,
  accessChanged: 4205,
  /** The database does not answer: the client may reconnect shortly (RFC 6455 "Try Again Later"). */
  tryAgainLater: 1013,
  internal: 1011,
} as const;

/** Whether two principals grant the same: same account, session, role, codes, organisation and scope. */
export function sameAccess(a: Principal, b: Principal): boolean {
  const sameSet = <T>(x: Iterable<T>, y: Iterable<T>) => {
    const sx = new Set(x);
    const sy = new Set(y);
    return sx.size === sy.size && [...sx].every((v) => sy.has(v));
  };
  return (
    a.kind === b.kind &&
    a.accountId === b.accountId &&
    a.sessionId === b.sessionId &&
    a.roleId === b.roleId &&
    a.orgId === b.orgId &&
    a.orgPath === b.orgPath &&
    a.dataScope === b.dataScope &&
    a.mustChangePassword === b.mustChangePassword &&
    sameSet(a.customOrgIds, b.customOrgIds) &&
    sameSet(a.codes, b.codes)
  );
}

/** graphql-ws's context of one connection, with what onConnect adds. */
type WsContext = GraphQLWsContext<Record<string, unknown>, Extra & Partial<WsExtra>>;
const headersOf = (ctx: WsContext) => ctx.extra.headers ?? ctx.extra.request.headers;

type WsExtra = {
  principal: Principal | null;
  /** What the connection authenticates with (auth/partner.ws.ts): checked again on every operation. */
  headers: IncomingMessage["headers"];
  ip: string;
  userAgent: string;
  active: number;
};

/**
 * graphql-ws on the HTTP server's /graphql path. graphql-ws skips Apollo's validation, CSRF check and
 * formatError, so this applies the same query limits, origin check, authentication and error masking.
 */
export function attachWebSocket(opts: {
  httpServer: Server;
  schema: GraphQLSchema;
  h: DbHandle;
  config: Config;
  log: Logger;
  metrics: Metrics;
  /** The client address of an upgrade request, by the same proxy trust as HTTP requests. */
  clientIp?: (req: IncomingMessage) => string;
  /** Counts partner keys' operations (auth/partner.limit.ts). */
  limiter?: PartnerLimiter;
}) {
  const { schema, h, config, log, metrics } = opts;
  /**
   * Open, authenticated connections. Subscriptions are checked under the principal of their start; when
   * access may have changed (an access change touching it, or every recheckMs), it is loaded again, once
   * per credential (live/recheck.ts): gone, the connection closes as unauthorized; different, it closes
   * so that the client reconnects and subscribes again under the new access.
   */
  const open = new LiveRecheck<WsContext>({
    everyMs: WS_LIMITS.recheckMs,
    sliceMs: WS_LIMITS.recheckMs / 12,
    concurrency: 4,
    credentialOf: (ctx) => credentialKey(headersOf(ctx)),
    // Not a use of the session: an open console must still reach its idle expiry.
    load: (ctx) => principalOfHeaders(h.db, config, headersOf(ctx), { touch: false, fresh: true }),
    apply: (ctx, now) => {
      const before = ctx.extra.principal;
      if (!before) return;
      const socket = ctx.extra.socket;
      if (!now) socket.close(WS_CLOSE.unauthorized, "Unauthorized");
      else if (!sameAccess(now, before))
        setTimeout(
          () => socket.close(WS_CLOSE.accessChanged, "Access changed"),
          WS_LIMITS.accessCloseDelayMs,
        );
    },
    onError: (err) => log.warn({ err }, "WebSocket session check failed"),
  });
  const offAccess = onAccessChanged((change) => {
    const affected: WsContext[] = [];
    for (const ctx of open.connections()) {
      const p = ctx.extra.principal;
      if (!p) continue;
      const session = p.kind === "staff" ? p.sessionId : null;
      if (session !== null && change.endedSessionIds?.includes(session)) {
        ctx.extra.socket.close(WS_CLOSE.unauthorized, "Signed out");
      } else if (session !== null && change.renewedSessionIds?.includes(session)) {
        ctx.extra.socket.close(WS_CLOSE.accessChanged, "Session renewed");
      } else if (affects(change, p)) affected.push(ctx);
    }
    void open.check(affected);
  });
  const wss = new WebSocketServer({
    server: opts.httpServer,
    path: "/graphql",
    maxPayload: WS_LIMITS.maxPayload,
  });
  const disposable = useServer<Record<string, unknown>, WsExtra>(
    {
      schema,
      subscribe: subscribeSharing,
      onConnect: async (ctx) => {
        const req = ctx.extra.request;
        if (!originAllowed(req.headers.origin, req.headers.host, config.allowedOrigins)) {
          metrics.wsConnections.inc({ outcome: "origin" });
          return false;
        }
        let principal: Principal | null;
        const headers = connectionHeaders(req.headers, ctx.connectionParams);
        try {
          principal = await principalOfHeaders(h.db, config, headers);
        } catch (err) {
          // graphql-ws would close with the error's message (a failed query's SQL) outside production.
          const down = isDatabaseUnavailable(err);
          log[down ? "warn" : "error"]({ err }, "WebSocket connection not authenticated");
          if (down) ctx.extra.socket.close(WS_CLOSE.tryAgainLater, "Service unavailable");
          else ctx.extra.socket.close(WS_CLOSE.internal, "Internal server error");
          return false;
        }
        if (!principal) {
          metrics.wsConnections.inc({ outcome: "unauthenticated" });
          return false; // closes with 4403
        }
        Object.assign(ctx.extra, {
          principal,
          headers,
          ip: opts.clientIp ? opts.clientIp(req) : (req.socket.remoteAddress ?? ""),
          userAgent: String(req.headers["user-agent"] ?? ""),
          active: 0,
        });
        open.add(ctx);
        metrics.wsConnections.inc({ outcome: "ok" });
        return true;
      },
      onSubscribe: async (ctx, id, payload) => {
        const extra = ctx.extra;
        if ((extra.active ?? 0) >= WS_LIMITS.subscriptionsPerSocket) {
          return [
            new GraphQLError("Too many operations on this connection", {
              extensions: { code: "BAD_USER_INPUT" },
            }),
          ];
        }
        const checked = checkDocument(schema, payload.query);
        if ("errors" in checked) return checked.errors;
        // Reload the principal so a role change or a revoked session applies to every operation.
        const principal = await principalOfHeaders(h.db, config, headersOf(ctx));
        if (!principal) {
          return [
            new GraphQLError("Please sign in", {
              extensions: { code: "UNAUTHENTICATED", messageId: "error.unauthenticated" },
            }),
          ];
        }
        const limited = principal ? await opts.limiter?.consume(principal) : null;
        if (limited) return [rateLimitedError(limited)];
        if (isIntrospection(checked.document) && !mayIntrospect(config.production, principal)) {
          return [
            new GraphQLError("Introspection is not available to this account", {
              extensions: { code: "FORBIDDEN" },
            }),
          ];
        }
        extra.principal = principal;
        extra.active = (extra.active ?? 0) + 1;
        const contextValue: Context = {
          h,
          db: h.db,
          config,
          log,
          principal,
          ip: extra.ip ?? "",
          userAgent: extra.userAgent ?? "",
          transport: "ws",
          cookies: noCookies,
          liveSink: sinkOf(extra.socket, extra.request.socket, id, WS_LIMITS.maxBuffered),
        };
        return {
          schema,
          document: checked.document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
          contextValue,
        };
      },
      onClose: (ctx) => open.remove(ctx),
      onComplete: (ctx) => {
        ctx.extra.active = Math.max(0, (ctx.extra.active ?? 1) - 1);
      },
      onNext: (_ctx, _id, _payload, _args, result) => mask(result as ExecutionResult),
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => maskedError(e)),
    },
    wss,
    WS_LIMITS.keepAliveMs,
  );
  return {
    close: async () => {
      offAccess();
      open.stop();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function maskedError(e: GraphQLError): GraphQLError {
  const f = maskError(e.toJSON(), e);
  return new GraphQLError(f.message, { path: f.path, extensions: f.extensions });
}

function mask(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map(maskedError) };
}

/** Same-host origins, plus any configured ones; a missing Origin (non-browser client) is allowed. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
