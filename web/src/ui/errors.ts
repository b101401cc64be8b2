import { CombinedGraphQLErrors } from "@apollo/client";

/** The message id of an API error (extensions.messageId), or a generic one. */
export function errorMessageId(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const id = error.errors[0]?.extensions?.messageId;
    return typeof id === "string" ? id : "error.internal";
  }
  return "error.network";
}

/** field -> message id from a BAD_USER_INPUT error. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fe = error.errors[0]?.extensions?.fieldErrors;
  return fe && typeof fe === "object" ? (fe as Record<string, string>) : {};
}
