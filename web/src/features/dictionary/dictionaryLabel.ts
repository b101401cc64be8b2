import { catalogueOf, isLocale } from "@cgm/domain";
import type { Option } from "../../ui/FormSelect";

/** What a dictionary entry offers to name it: its names and its labels per language. */
export interface LabelledEntry {
  name: string;
  enName?: string | null;
  zhName?: string | null;
  labels: readonly { languageCode: string; label: string }[];
}

/** Language codes to try for a label, most specific first: zh-TWN -> zh-CN -> zh; en-US -> en. */
export function labelCandidates(language: string): string[] {
  const asked = language.trim();
  if (!asked) return [];
  const out = [asked];
  if (isLocale(asked)) out.push(catalogueOf(asked));
  out.push(asked.split("-")[0] ?? asked);
  return [...new Set(out.map((c) => c.toLowerCase()))];
}

/**
 * An entry's name in the interface language, as the API labels its options: the label in that
 * language (or its base language), else the Chinese name in a Chinese interface, else the English
 * label or name, and at last the name.
 */
export function entryLabel(entry: LabelledEntry, language: string): string {
  const byCode = new Map(
    entry.labels.filter((l) => l.label.trim()).map((l) => [l.languageCode.toLowerCase(), l.label]),
  );
  const candidates = labelCandidates(language);
  for (const c of candidates) {
    const hit = byCode.get(c);
    if (hit) return hit;
  }
  if (candidates.some((c) => c.startsWith("zh")) && entry.zhName) return entry.zhName;
  return byCode.get("en") || entry.enName || entry.name;
}

/**
 * A dictionary's options as select options: each labelled as the API sent it (already in the asked
 * language, with its fallbacks), else by its code. A dictionary that is missing or empty (or not yet
 * loaded) gives the fallback: the console's own translated options.
 */
export function dictionaryOptionList(
  options: readonly { code: string; label: string }[] | null | undefined,
  fallback: readonly Option[],
): Option[] {
  if (!options?.length) return [...fallback];
  return options.map((o) => ({ value: o.code, label: o.label.trim() || o.code }));
}
