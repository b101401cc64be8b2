import pino, { type Logger } from "pino";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "cgm-api" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password"],
      censor: "[redacted]",
    },
  });
}

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status">;
  graphqlOperations: Histogram<"operation" | "type" | "outcome">;
  wsConnections: Counter<"outcome">;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "cgm_" });
  return {
    registry,
    httpRequests: new Counter({
      name: "cgm_http_requests_total",
      help: "HTTP requests by route and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    graphqlOperations: new Histogram({
      name: "cgm_graphql_operation_seconds",
      help: "GraphQL operation duration",
      labelNames: ["operation", "type", "outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    wsConnections: new Counter({
      name: "cgm_ws_connections_total",
      help: "WebSocket connection attempts by outcome",
      labelNames: ["outcome"],
      registers: [registry],
    }),
  };
}
