import { useMutation } from "@apollo/client/react";
import { languageSchema } from "@cgm/domain";
import { ListPage } from "../../ui/list/ListPage";
import type { LanguageFieldsFragment, LanguageInput } from "../../gql/graphql";
import { LanguagesDocument } from "../../gql/documents/LanguagesDocument";
import { CreateLanguageDocument } from "../../gql/documents/CreateLanguageDocument";
import { UpdateLanguageDocument } from "../../gql/documents/UpdateLanguageDocument";
import { DeleteLanguageDocument } from "../../gql/documents/DeleteLanguageDocument";

const EMPTY: LanguageInput = { language: "", languageCode: "", appDisplayCode: "" };

/** Language management: the languages the platform's apps and translations use. */
export default function LanguageListPage() {
  const [create] = useMutation(CreateLanguageDocument);
  const [update] = useMutation(UpdateLanguageDocument);
  const [remove] = useMutation(DeleteLanguageDocument);
  return (
    <ListPage<
      LanguageFieldsFragment,
      { languages: { items: LanguageFieldsFragment[]; total: number } },
      LanguageInput
    >
      resource="language"
      permission="i18n:language"
      query={LanguagesDocument}
      select={(d) => d.languages}
      rowName={(r) => r.language}
      defaultSort={{ field: "LANGUAGE_CODE", direction: "ASC" }}
      columns={[
        { key: "language", sort: "LANGUAGE" },
        { key: "languageCode", sort: "LANGUAGE_CODE" },
        { key: "appDisplayCode", sort: "APP_DISPLAY_CODE" },
        { key: "countries", kind: "number" },
        { key: "updatedAt", header: "list.updatedAt", kind: "datetime", sort: "UPDATED_AT" },
      ]}
      filters={[{ name: "language" }, { name: "languageCode" }]}
      form={{
        schema: languageSchema,
        fields: [{ name: "language" }, { name: "languageCode" }, { name: "appDisplayCode" }],
        empty: EMPTY,
        fromRow: (r) => ({
          language: r.language,
          languageCode: r.languageCode,
          appDisplayCode: r.appDisplayCode,
        }),
        create: (input) => create({ variables: { input } }),
        update: (row, input) => update({ variables: { id: row.id, input } }),
      }}
      remove={(row) => remove({ variables: { id: row.id } })}
    />
  );
}
