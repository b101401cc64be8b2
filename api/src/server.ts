import "reflect-metadata";
import http from "node:http";
import express, { type Request, type Response, type NextFunction } from "express";
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { isDatabaseUnavailable, watchDatabase, type DbHandle } from "@cgm/db";
import { GraphQLError } from "graphql";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Context } from "./context";
import { buildAppSchema } from "./schema";
import { compiledExecution } from "./compiledExecution";
import { maskError } from "./common/errors";
import { PARSE_OPTIONS, limitRules } from "./common/limits";
import { createMetrics } from "./observability";
import { introspectionGuard, loggingPlugin, mayIntrospect, metricsPlugin } from "./apolloPlugins";
import { attachWebSocket } from "./live/ws";
import { clientIp, responseCookies, upgradeClientIp, type TrustFn } from "./http/cookies";
import { UNAVAILABLE_MESSAGE, errorHandler, notFound, sendError } from "./http/errors";
import { healthRoutes, whileAvailable } from "./http/health";
import { frameOrigins, securityHeaders } from "./http/security";
import { serveWeb } from "./http/web";
import { principalOfHeaders } from "./http/principal";
import { ingestRouter } from "./ingest/route";
import { pairingRouter } from "./modules/pairing/pairing.route";
import { deviceUpdateRouter } from "./modules/deviceUpdate/update.route";
import { bridgeDeviceProgress } from "./live/devices";
import { bridgeAccessChanges } from "./live/access";
import { openBus } from "./live/bus";
import { fileRoutes } from "./files";
import { countryTemplateRouter } from "./modules/country/country.template";
import { logCommandRouter } from "./modules/logPull/logPull.device";
import { bridgeLogPulls } from "./modules/logPull/logPull.events";
import { registerLogPulls } from "./modules/logPull/logPull.expiry";
import { startJobWorker, type WorkerOptions } from "./jobs/worker";
import { startCallbackWorker, type CallbackWorkerOptions } from "./modules/callback/callback.worker";
import { callbackSettings } from "./modules/callback/callback.config";
import { gatedPrincipal, partnerGate, partnerLimiter } from "./auth/partner.limit";

export interface AppServer {
  httpServer: http.Server;
  /** Starts listening; resolves with the bound port. */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

/** What a test may set in the server besides its configuration. */
export interface ServerOptions {
  /** The wall clock the ingest endpoint checks item times against (tests replay fixed instants). */
  now?: () => number;
  /** The background job worker's timing (tests poll quickly). */
  jobs?: WorkerOptions;
  /** The callback sender's timing, and a resolver for its address guard (tests). */
  callbacks?: CallbackWorkerOptions;
}

export async function createAppServer(
  h: DbHandle,
  config: Config,
  log: Logger,
  options: ServerOptions = {},
): Promise<AppServer> {
  const schema = await buildAppSchema();
  const metrics = createMetrics();
  const watch = watchDatabase(h, {
    onChange: (up, reason) =>
      up
        ? log.info("database reachable again")
        : log.error({ reason }, "database unreachable: answering 503 until it is back"),
  });
  const origins = await frameOrigins(h, config);
  const app = express();
  app.disable("x-powered-by");
  // No ETag on answers sent by res.send (GraphQL, ingest, JSON): they are per caller and never asked for
  // again with If-None-Match, and hashing each body was ~2% of the server's CPU for a device list page.
  // An ETag function that gives none, not `false`: Express hands the setting's truth to res.sendFile, so
  // files (index.html, downloads) keep their ETags, as do the assets express.static serves.
  app.set("etag", () => undefined);
  app.use(securityHeaders(config, origins));
  app.set("trust proxy", config.trustProxy); // X-Forwarded-For only from configured proxies
  const httpServer = http.createServer(app);
  const trust = app.get("trust proxy fn") as TrustFn;
  const limiter = partnerLimiter(h, config);
  const ws = attachWebSocket({
    limiter,
    httpServer,
    schema,
    h,
    config,
    log,
    metrics,
    clientIp: (req) => upgradeClientIp(req, trust),
  });
  const bus = await openBus(h, config.redisUrl, log);
  const stopBridges = await Promise.all([
    bridgeDeviceProgress(bus, log),
    bridgeAccessChanges(bus, log),
    bridgeLogPulls(bus, log),
  ]);
  registerLogPulls();
  const jobs = startJobWorker(h, log, options.jobs);
  const callbacks = startCallbackWorker(h, log, {
    ...callbackSettings(process.env, config.production),
    ...options.callbacks,
  });

  const apollo = new ApolloServer<Context>({
    // The schema, executed by compiled queries (compiledExecution.ts).
    gateway: compiledExecution(schema),
    introspection: true, // gated per principal by introspectionGuard
    // main.ts stops the whole server on SIGINT and SIGTERM, Apollo with the rest. Apollo's own handlers
    // would also call stop(), and a second stop() while the first runs waits on a barrier that a stop
    // which succeeds never resolves (@apollo/server 5.5): the process then never exited.
    stopOnTerminationSignals: false,
    validationRules: limitRules(),
    parseOptions: PARSE_OPTIONS,
    hideSchemaDetailsFromClientErrors: config.production,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => maskError(formatted, error),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // No cache hints here: the default cache-control plugin would only instrument every field resolver
      // (a cost per leaf value) to answer "no-store", which is set below instead.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageLocalDefault({
        embed: { initialState: { pollForSchemaUpdates: false } },
        includeCookies: true,
      }),
      introspectionGuard(config.production),
      metricsPlugin(metrics),
      loggingPlugin(),
    ],
  });
  await apollo.start();

  app.use((req: Request, res: Response, next: NextFunction) => {
    const p = req.path; // read now: routing rewrites req.url for mounted handlers
    res.on("finish", () => {
      const route = ["/graphql", "/assets", "/files"].find((r) => p.startsWith(r)) ?? p;
      metrics.httpRequests.inc({
        method: req.method,
        route: route.slice(0, 40),
        status: String(res.statusCode),
      });
    });
    next();
  });

  app.use(healthRoutes(h, watch, config, metrics));
  // While the health probe finds the database down, these answer 503 at once instead of waiting.
  app.use(["/graphql", "/ingest", "/device"], whileAvailable(watch));

  app.use("/ingest/v1", ingestRouter(h, log, options.now));
  app.use("/device/v1", pairingRouter(h));
  app.use("/device/v1", logCommandRouter(h));
  const files = fileRoutes(h, config, log);
  app.use("/device/v1", deviceUpdateRouter(h, files.storage));
  app.use(countryTemplateRouter(h, config));
  app.use(files.router);

  // The Sandbox landing page: in production for holders of the API-explorer code, and for a browser
  // without a session (a partner, who enters its key in the Sandbox's headers; the page holds no data and
  // introspection is checked per request). A signed-in account without the code is refused.
  app.get("/graphql", async (req, res, next) => {
    if (!config.production || !req.accepts("html") || req.query.query) return next();
    const principal = await principalOfHeaders(h.db, config, req.headers);
    if (!principal || mayIntrospect(true, principal)) return next();
    sendError(req, res, 403, "FORBIDDEN", "The API explorer needs the API-explorer permission");
  });
  app.use(
    "/graphql",
    partnerGate(h, config, limiter),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader("Cache-Control", "no-store");
      next();
    },
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<Context> => ({
        h,
        db: h.db,
        config,
        log: log.child({ reqId: Math.random().toString(36).slice(2, 10) }),
        principal: await (
          gatedPrincipal(req) === undefined
            ? principalOfHeaders(h.db, config, req.headers)
            : Promise.resolve(gatedPrincipal(req) ?? null)
        ).catch((e: unknown) => {
          if (!isDatabaseUnavailable(e)) throw e;
          throw new GraphQLError(UNAVAILABLE_MESSAGE, {
            extensions: { code: "SERVICE_UNAVAILABLE", http: { status: 503 } },
          });
        }),
        ip: clientIp(req),
        userAgent: String(req.headers["user-agent"] ?? ""),
        transport: "http",
        cookies: responseCookies(res, config.production),
        files: files.storage,
      }),
    }),
  );

  serveWeb(app, config.webDist, log);
  app.use(notFound);
  app.use(errorHandler(log));

  return {
    httpServer,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once("error", reject);
        httpServer.listen(port, host, () => {
          const addr = httpServer.address();
          resolve(typeof addr === "object" && addr ? addr.port : port);
        });
      }),
    close: async () => {
      await jobs.stop();
      await callbacks.stop();
      await watch.stop();
      await Promise.all(stopBridges.map((stop) => stop()));
      await bus?.close();
      await ws.close();
      await files.stop();
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((r) => httpServer.close(() => r()));
    },
  };
}
