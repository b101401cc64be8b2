import type { IntlShape } from "react-intl";

/** Formats an instant in the system time zone (useFormat's dateTime). */
export type DateTimeText = (iso: string) => string;

export const hasMessage = (intl: IntlShape, id: string) =>
  Object.prototype.hasOwnProperty.call(intl.messages, id);

/** Fields whose values are menu codes: a role's grants, an organisation's functions. */
const MENU_FIELDS = new Set(["authorization", "functions"]);
/** A list field's change, as the API splits it: what was added, what was removed. */
const LIST_PART = /^(.+)\.(added|removed)$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A list field's name and which part of its change the field is, if it is one. */
export function listPart(field: string): { base: string; part: "added" | "removed" } | null {
  const m = LIST_PART.exec(field);
  return m?.[1] ? { base: m[1], part: m[2] === "added" ? "added" : "removed" } : null;
}

/** A menu or button in the interface language; a button after its page ("CGM list › Export"). */
export function menuName(intl: IntlShape, code: string): string {
  const own = hasMessage(intl, `menu.${code}`) ? intl.formatMessage({ id: `menu.${code}` }) : code;
  const segments = code.split(":");
  return segments.length > 2 ? `${menuName(intl, segments.slice(0, -1).join(":"))} › ${own}` : own;
}

/**
 * A value as the interface words it: menu codes as menu names, statuses in words (the kind's own
 * word where it has one, such as an app version's "Invalid"), instants in the system time zone, no
 * restriction on functions as such; else as stored.
 */
export function valueText(
  intl: IntlShape,
  entity: string,
  field: string,
  value: string | null,
  dateTime?: DateTimeText,
): string {
  if (value == null) {
    return field === "functions" ? intl.formatMessage({ id: "audit.allFunctions" }) : "—";
  }
  if (MENU_FIELDS.has(listPart(field)?.base ?? field)) {
    return value
      .split(", ")
      .map((code) => menuName(intl, code))
      .join(", ");
  }
  if (/^[A-Z_]+$/.test(value)) {
    const id = [`status.${value.toLowerCase()}`, `${entity}.${value.toLowerCase()}`].find((i) =>
      hasMessage(intl, i),
    );
    if (id) return intl.formatMessage({ id });
  }
  return dateTime && INSTANT.test(value) ? dateTime(value) : value;
}
