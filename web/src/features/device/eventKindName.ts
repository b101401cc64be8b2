import type { Option } from "../../ui/FormSelect";

/**
 * An event kind's name in the interface language: the label of the dictionary item with that code
 * (the dictionary options already come labelled in the interface language), else the console
 * catalogue's name of the kind, else the code itself. So a missing dictionary, a dictionary still
 * loading, or a kind the dictionary does not list all fall back to the catalogue.
 */
export function eventKindName(
  kind: string,
  items: readonly Option[],
  catalogue: (kind: string) => string | undefined,
): string {
  const label = items.find((o) => o.value === kind)?.label.trim();
  return label || catalogue(kind) || kind;
}
