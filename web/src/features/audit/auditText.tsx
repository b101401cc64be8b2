import type { ReactNode } from "react";
import type { IntlShape } from "react-intl";
import type { AuditLogQuery } from "../../gql/graphql";

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

const has = (intl: IntlShape, id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);

/** A field's label: the kind's own label where the catalogue has one, else the log's, else its name. */
export function fieldLabel(intl: IntlShape, entity: string, field: string): string {
  const ids = [...(LABEL_PREFIXES[entity] ?? [entity]), "audit.field"].map((p) => `${p}.${field}`);
  const id = ids.find((i) => has(intl, i));
  return id ? intl.formatMessage({ id }) : field;
}

/** A value as the interface words it where the catalogue has a word for it (statuses), else as stored. */
export function valueText(intl: IntlShape, value: string | null): string {
  if (value == null) return "—";
  const id = `status.${value.toLowerCase()}`;
  return /^[A-Z_]+$/.test(value) && has(intl, id) ? intl.formatMessage({ id }) : value;
}

/** An export's filter as "label: value, …" in the interface language. */
export function filterText(intl: IntlShape, entity: string, filter: unknown): string {
  const fields =
    filter && typeof filter === "object" ? Object.entries(filter as Record<string, unknown>) : [];
  if (fields.length === 0) return intl.formatMessage({ id: "audit.noFilter" });
  const text = fields
    .map(([k, v]) => `${fieldLabel(intl, entity, k)}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join("; ");
  return intl.formatMessage({ id: "audit.withFilter" }, { filter: text });
}

/**
 * The entry as a sentence in the interface language ("Disabled organisation Harbin Clinic"): one
 * catalogue message per verb, with the object's kind and name; an action the catalogue does not know
 * shows as its code.
 */
export function auditSentence(intl: IntlShape, e: AuditItem): ReactNode {
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
      {sentence} <bdi>{filterText(intl, e.entity, e.filter)}</bdi>
    </>
  );
}
