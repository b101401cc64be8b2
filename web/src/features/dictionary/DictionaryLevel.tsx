import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useLocale } from "../../i18n/I18nProvider";
import { ListPage } from "../../ui/list/ListPage";
import type { ListColumn, RowAction } from "../../ui/list/types";
import type { DictionaryFieldsFragment } from "../../gql/graphql";
import { DictionariesDocument } from "../../gql/documents/DictionariesDocument";
import { CreateDictionaryDocument } from "../../gql/documents/CreateDictionaryDocument";
import { UpdateDictionaryDocument } from "../../gql/documents/UpdateDictionaryDocument";
import { DeleteDictionaryDocument } from "../../gql/documents/DeleteDictionaryDocument";
import { entryLabel } from "./dictionaryLabel";
import {
  DICTIONARY_FIELDS,
  EMPTY_DICTIONARY,
  dictionaryFormSchema,
  inputOf,
  valuesOf,
  type DictionaryValues,
} from "./dictionaryForm";
import { LabelsField } from "./LabelsField";

type Row = DictionaryFieldsFragment;

/** Message id prefix (texts of add, edit and delete; test ids) of each level. */
const RESOURCES = ["dictionary", "dictionaryItem", "dictionaryChild"] as const;
/** The row action opening the level below: a dictionary's items, an item's children. */
const OPEN_LABELS = ["dictionary.openItems", "dictionary.openChildren"] as const;
/** The header of the count of entries below: a dictionary's items, an item's children. */
const CHILD_HEADERS = ["dictionary.itemCount", "dictionary.childCount"] as const;

/**
 * One level of the dictionary list: the dictionaries (level 0), a dictionary's items (1) or an
 * item's children (2), with add, edit and delete, and a way down to the level below.
 */
export function DictionaryLevel(props: { level: 0 | 1 | 2; parentId: string | null }) {
  const { level, parentId } = props;
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [create] = useMutation(CreateDictionaryDocument);
  const [update] = useMutation(UpdateDictionaryDocument);
  const [remove] = useMutation(DeleteDictionaryDocument);
  const columns: ListColumn<Row>[] = [
    { key: "key", header: "dictionary.key", sort: "KEY" },
    { key: "name", header: "dictionary.name", sort: "NAME" },
    {
      key: "label",
      header: "dictionary.label",
      render: (r) => <bdi>{entryLabel(r, locale)}</bdi>,
      csv: (r) => entryLabel(r, locale),
    },
    { key: "code", header: "dictionary.code", sort: "CODE" },
    { key: "sort", header: "dictionary.sort", kind: "number", sort: "SORT" },
    ...(level === 2 ? [] : [{ key: "children", header: CHILD_HEADERS[level], kind: "number" } as const]),
    { key: "remark", header: "dictionary.remark" },
    { key: "updatedAt", header: "list.updatedAt", kind: "datetime", sort: "UPDATED_AT" },
  ];
  const actions: RowAction<Row>[] =
    level < 2
      ? [
          {
            label: OPEN_LABELS[level === 0 ? 0 : 1],
            onClick: (r) => navigate(`/sys-dict?parent=${r.id}`),
            testId: "dictionary-open",
          },
        ]
      : [];
  return (
    <ListPage<Row, { dictionaries: { items: Row[]; total: number } }, DictionaryValues>
      resource={RESOURCES[level]}
      permission="sys:dict"
      query={DictionariesDocument}
      select={(d) => d.dictionaries}
      baseFilter={parentId ? { parentId } : undefined}
      // Named as the list and the trail name it (delete warnings, action menus): in the interface language.
      rowName={(r) => entryLabel(r, locale)}
      defaultSort={{ field: "SORT", direction: "ASC" }}
      columns={columns}
      filters={[
        { name: "key", label: "dictionary.key" },
        { name: "name", label: "dictionary.name" },
        { name: "code", label: "dictionary.code" },
      ]}
      form={{
        schema: dictionaryFormSchema,
        fields: DICTIONARY_FIELDS,
        empty: EMPTY_DICTIONARY,
        fromRow: valuesOf,
        create: (v) => create({ variables: { input: inputOf(v, parentId) } }),
        update: (row, v) => update({ variables: { id: row.id, input: inputOf(v, row.parentId ?? null) } }),
        extra: <LabelsField />,
      }}
      remove={(row) => remove({ variables: { id: row.id } })}
      actions={actions}
    />
  );
}
