import { dictionarySchema } from "@cgm/domain";
import type { NumberSchema } from "yup";
import type { DictionaryFieldsFragment, DictionaryInput } from "../../gql/graphql";
import type { FormFieldDef } from "../../ui/list/types";
import type { LabelValue } from "./LabelsField";

/** The form's values: an entry as the form edits it (the parent comes from the level shown). */
export interface DictionaryValues {
  key: string;
  name: string;
  enName: string;
  zhName: string;
  code: string;
  sort: number | null;
  remark: string;
  labels: LabelValue[];
}

/**
 * The domain's dictionary rules; an emptied ordinal number field is left out (the API then stores 0,
 * the schema's default) instead of being refused as "cannot be null".
 */
export const dictionaryFormSchema = dictionarySchema.shape({
  sort: (dictionarySchema.fields.sort as NumberSchema).nullable(),
});

export const EMPTY_DICTIONARY: DictionaryValues = {
  key: "",
  name: "",
  enName: "",
  zhName: "",
  code: "",
  sort: 0,
  remark: "",
  labels: [],
};

export function valuesOf(row: DictionaryFieldsFragment): DictionaryValues {
  return {
    key: row.key,
    name: row.name,
    enName: row.enName ?? "",
    zhName: row.zhName ?? "",
    code: row.code,
    sort: row.sort,
    remark: row.remark ?? "",
    labels: row.labels.map((l) => ({ languageId: Number(l.languageId), label: l.label })),
  };
}

/** What the API saves: the form's values below the given parent (none for a dictionary). */
export function inputOf(v: DictionaryValues, parentId: string | null): DictionaryInput {
  return {
    parentId,
    key: v.key,
    name: v.name,
    enName: v.enName || null,
    zhName: v.zhName || null,
    code: v.code,
    sort: v.sort,
    remark: v.remark || null,
    labels: v.labels.map((l) => ({ languageId: String(l.languageId), label: l.label })),
  };
}

/** The form's fields; labels are edited in their own field (one per language), given by the page. */
export const DICTIONARY_FIELDS: FormFieldDef[] = [
  { name: "key", label: "dictionary.key" },
  { name: "name", label: "dictionary.name" },
  { name: "enName", label: "dictionary.enName" },
  { name: "zhName", label: "dictionary.zhName" },
  { name: "code", label: "dictionary.code" },
  { name: "sort", label: "dictionary.sort", kind: "number" },
  { name: "remark", label: "dictionary.remark", kind: "textarea" },
];
