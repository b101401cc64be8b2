import type { IntlShape } from "react-intl";

/**
 * A success notice: the spec's wording (such as "Operation Success"), followed by the object it was
 * about when that is known ("Operation Success: Deutsch").
 */
export function successTitle(intl: IntlShape, id: string, name?: string | null): string {
  const message = intl.formatMessage({ id });
  return name ? intl.formatMessage({ id: "common.successFor" }, { message, name }) : message;
}
