import { CombinedGraphQLErrors } from "@apollo/client";
import type { IntlShape } from "react-intl";

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

/**
 * An API error in the interface language: its message id, formatted with the placeholder values the
 * server sent in extensions.values (e.g. { count: 3 }), if any.
 */
export function errorMessage(intl: IntlShape, error: unknown): string {
  const values = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.values : null;
  return intl.formatMessage(
    { id: errorMessageId(error) },
    values && typeof values === "object" ? (values as Record<string, string | number>) : undefined,
  );
}
