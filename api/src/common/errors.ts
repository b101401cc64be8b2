import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { FieldErrors } from "@cgm/domain";
import { isDatabaseUnavailable } from "@cgm/db";
import { isTooManyVariableErrors, variableFieldErrors } from "./variables";

/** The error codes of the API contract (ARCHITECTURE.md). */
export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT";

/**
 * An error meant for the client: `message` is English, `messageId` the react-intl id the web shows
 * translated.
 */
export class AppError extends GraphQLError {
  constructor(
    code: ErrorCode,
    message: string,
    extra: { messageId?: string; fieldErrors?: FieldErrors } = {},
  ) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const unauthenticated = (message = "Please sign in", messageId = "error.unauthenticated") =>
  new AppError("UNAUTHENTICATED", message, { messageId });
export const forbidden = () =>
  new AppError("FORBIDDEN", "You do not have permission to do this", { messageId: "error.forbidden" });
export const notFound = (what = "The record") =>
  new AppError("NOT_FOUND", `${what} does not exist`, { messageId: "error.notFound" });
export const conflict = (message: string, messageId: string) =>
  new AppError("CONFLICT", message, { messageId });
export const badInput = (fieldErrors: FieldErrors) =>
  new AppError("BAD_USER_INPUT", `Invalid input: ${Object.keys(fieldErrors).join(", ")}`, {
    messageId: "error.badInput",
    fieldErrors,
  });

const PUBLIC_CODES = new Set<string>([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
  "CONFLICT",
  "SERVICE_UNAVAILABLE",
  // A partner key over its rate limit (auth/partner.limit.ts), with extensions.retryAfter in seconds.
  "RATE_LIMITED",
]);
/** Apollo and graphql-js codes about the request itself, reported as bad input. */
const REQUEST_CODES = new Set<string>([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/**
 * Masks everything the contract does not name: no stack, no SQL, no internal message reaches a client.
 * A database that cannot be reached (or did not answer in time) is SERVICE_UNAVAILABLE: try again.
 * Used by Apollo's formatError and by the WebSocket server alike.
 */
export function maskError(formatted: GraphQLFormattedError, original?: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? "");
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  // The variables' errors, the same on both transports (graphql-ws sees them unmarked, see variables.ts).
  const fieldErrors = variableFieldErrors(original);
  if (fieldErrors)
    return { ...base, extensions: { code: "BAD_USER_INPUT", messageId: "error.badInput", fieldErrors } };
  if (isTooManyVariableErrors(original))
    return { ...base, extensions: { code: "BAD_USER_INPUT", messageId: "error.badRequest" } };
  if (PUBLIC_CODES.has(code)) {
    const { code: _c, stacktrace: _s, ...rest } = formatted.extensions ?? {};
    return { ...base, extensions: { code, ...rest } };
  }
  if (REQUEST_CODES.has(code) || (!code && !formatted.path && isSyntaxOrValidation(original))) {
    return { ...base, extensions: { code: "BAD_USER_INPUT", messageId: "error.badRequest" } };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: "The service is temporarily unavailable; try again shortly",
      path: formatted.path,
      extensions: { code: "SERVICE_UNAVAILABLE", messageId: "error.internal" },
    };
  }
  return {
    message: "Internal server error",
    path: formatted.path,
    extensions: { code: "INTERNAL_SERVER_ERROR", messageId: "error.internal" },
  };
}

function isSyntaxOrValidation(original: unknown): boolean {
  return original instanceof GraphQLError && !original.originalError;
}
