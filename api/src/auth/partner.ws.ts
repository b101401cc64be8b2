import type { IncomingHttpHeaders } from "node:http";
import { readBearer } from "./tokens";

/**
 * The headers a WebSocket connection authenticates with: the upgrade request's, and, when it carries no
 * Authorization header, a bearer key sent in graphql-ws's connection_init payload (`Authorization` or
 * `authorization`), as browsers cannot set headers on a WebSocket (Apollo Sandbox sends its headers
 * there). Only a bearer key is taken from the payload, never a cookie.
 */
export function connectionHeaders(
  request: IncomingHttpHeaders,
  params: Readonly<Record<string, unknown>> | undefined,
): IncomingHttpHeaders {
  if (request.authorization || !params) return request;
  const value = params.Authorization ?? params.authorization;
  if (typeof value !== "string" || value.length > 200 || !readBearer(value)) return request;
  return { ...request, authorization: value };
}
