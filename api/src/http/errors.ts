import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "@cgm/db";

/** The codes of HTTP error bodies outside GraphQL (`{ error, message }`). */
export type HttpErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "INTERNAL_SERVER_ERROR"
  | "SERVICE_UNAVAILABLE";

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable; try again shortly";

/** GraphQL codes of the same statuses: the request-level ones are BAD_USER_INPUT, as Apollo's own. */
const GRAPHQL_CODE: Partial<Record<HttpErrorCode, string>> = {
  BAD_REQUEST: "BAD_USER_INPUT",
  PAYLOAD_TOO_LARGE: "BAD_USER_INPUT",
  UNSUPPORTED_MEDIA_TYPE: "BAD_USER_INPUT",
};
const MESSAGE_ID: Partial<Record<string, string>> = {
  BAD_USER_INPUT: "error.badRequest",
  UNAUTHENTICATED: "error.unauthenticated",
  FORBIDDEN: "error.forbidden",
  NOT_FOUND: "error.notFound",
};

/**
 * Answers an HTTP error as JSON, never HTML, a stack or a path: `{ error, message }`, or on /graphql the
 * GraphQL shape `{ errors: [{ message, extensions: { code, messageId } }] }` that Apollo uses for its own
 * request errors, so GraphQL clients read every error one way.
 */
export function sendError(
  req: Request,
  res: Response,
  status: number,
  code: HttpErrorCode,
  message: string,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status);
  if (status === 503) res.setHeader("Retry-After", "5");
  if (req.originalUrl.startsWith("/graphql")) {
    const gqlCode = GRAPHQL_CODE[code] ?? code;
    const messageId = MESSAGE_ID[gqlCode] ?? "error.internal";
    res.json({ errors: [{ message, extensions: { code: gqlCode, messageId } }] });
    return;
  }
  res.json({ error: code, message });
}

/** The last route: nothing else answered (unknown paths under the API and elsewhere alike). */
export function notFound(req: Request, res: Response): void {
  sendError(req, res, 404, "NOT_FOUND", "There is nothing at this address");
}

interface HttpishError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

/** body-parser's errors (express.json) by their `type`. */
function clientError(err: HttpishError): [number, HttpErrorCode, string] | null {
  const status = Number(err.status ?? err.statusCode);
  if (!(status >= 400 && status < 500)) return null;
  switch (err.type) {
    case "entity.parse.failed":
      return [400, "BAD_REQUEST", "The body is not valid JSON"];
    case "entity.too.large":
      return [413, "PAYLOAD_TOO_LARGE", "The request body is too large"];
    case "charset.unsupported":
    case "encoding.unsupported":
      return [415, "UNSUPPORTED_MEDIA_TYPE", "The body must be JSON in UTF-8, plain or gzip/deflate"];
    default:
      if (status === 404) return [404, "NOT_FOUND", "There is nothing at this address"];
      if (status === 413) return [413, "PAYLOAD_TOO_LARGE", "The request body is too large"];
      if (status === 415) return [415, "UNSUPPORTED_MEDIA_TYPE", "This content type is not supported"];
      return [400, "BAD_REQUEST", "The request was not valid"];
  }
}

/**
 * Express's last error handler: its default answers HTML with the stack (development) and would show
 * a failed query's SQL. The detail goes to the log only.
 */
export function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const client = err && typeof err === "object" ? clientError(err as HttpishError) : null;
    if (client) {
      log.warn({ err, method: req.method, path: req.path, status: client[0] }, "request refused");
      sendError(req, res, ...client);
      return;
    }
    if (isDatabaseUnavailable(err)) {
      log.warn({ err, method: req.method, path: req.path }, "database unavailable");
      sendError(req, res, 503, "SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE);
      return;
    }
    log.error({ err, method: req.method, path: req.path }, "request failed");
    sendError(req, res, 500, "INTERNAL_SERVER_ERROR", "Internal server error");
  };
}
