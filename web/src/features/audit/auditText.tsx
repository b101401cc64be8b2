import type { ReactNode } from "react";
import type { IntlShape } from "react-intl";
import type { AuditLogQuery } from "../../gql/graphql";
import { hasMessage as has, listPart, valueText, type DateTimeText } from "./auditValues";

export type AuditItem = AuditLogQuery["auditLog"]["items"][number];

/** The kinds of objects the log names, in the order the kind filter offers them. */
export const AUDIT_KINDS = [
  "account",
  "organisation",
  "role",
  "device",
  "language",
  "country",
  "center",
  "client",
  "versionRelease",
  "appUpgrade",
  "logPull",
  "softwareUpgrade",
  "firmwareUpgrade",
  "rollout",
  "dictionary",
  "file",
  "settings",
] as const;

/** Catalogue prefixes of a kind's field labels, besides the kind itself (the organisation form's are org.*). */
const LABEL_PREFIXES: Record<string, string[]> = {
  organisation: ["org", "organisation"],
  dictionaryItem: ["dictionary"],
  dictionaryChild: ["dictionary"],
};

/**
 * A field's label: the kind's own label where the catalogue has one, else the log's, else its name; a
 * list's change as "Authorization: added" and "Authorization: removed".
 */
export function fieldLabel(intl: IntlShape, entity: string, field: string): string {
  const list = listPart(field);
  if (list) {
    const id = list.part === "added" ? "audit.listAdded" : "audit.listRemoved";
    return intl.formatMessage({ id }, { field: fieldLabel(intl, entity, list.base) });
  }
  const ids = [...(LABEL_PREFIXES[entity] ?? [entity]), "audit.field"].map((p) => `${p}.${field}`);
  const id = ids.find((i) => has(intl, i));
  return id ? intl.formatMessage({ id }) : field;
}

/** An export's filter as "label: value, …" in the interface language. */
export function filterText(
  intl: IntlShape,
  entity: string,
  filter: unknown,
  dateTime?: DateTimeText,
): string {
  const fields =
    filter && typeof filter === "object" ? Object.entries(filter as Record<string, unknown>) : [];
  if (fields.length === 0) return intl.formatMessage({ id: "audit.noFilter" });
  const text = fields
    .map(([k, v]) => {
      const value = Array.isArray(v) ? v.join(", ") : String(v);
      return `${fieldLabel(intl, entity, k)}: ${valueText(intl, entity, k, value, dateTime)}`;
    })
    .join("; ");
  return intl.formatMessage({ id: "audit.withFilter" }, { filter: text });
}

/**
 * The entry as a sentence in the interface language ("Disabled organisation Harbin Clinic"): one
 * catalogue message per verb, with the object's kind and name; an action the catalogue does not know
 * shows as its code.
 */
export function auditSentence(intl: IntlShape, e: AuditItem, dateTime?: DateTimeText): ReactNode {
  const id = `audit.verb.${e.verb}`;
  if (!has(intl, id)) return <code>{e.action}</code>;
  const name = e.entityName ?? (e.entityId ? `#${e.entityId}` : "");
  const sentence = intl.formatMessage(
    { id },
    { kind: e.entity, name: <bdi key="name">{name}</bdi>, rows: e.rows ?? 0 },
  );
  if (e.verb !== "export") return sentence;
  return (
    <>
      {sentence} <bdi>{filterText(intl, e.entity, e.filter, dateTime)}</bdi>
    </>
  );
}
