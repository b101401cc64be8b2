import { useState } from "react";
import { Button, Image } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { countrySchema } from "@cgm/domain";
import { ListPage } from "../../ui/list/ListPage";
import { Auth } from "../../session/permission";
import { useLocale } from "../../i18n/I18nProvider";
import { localName } from "../../i18n/localName";
import { useLanguageName } from "../../i18n/useLanguageName";
import type { CountryFieldsFragment } from "../../gql/graphql";
import { CountriesDocument } from "../../gql/documents/CountriesDocument";
import { CreateCountryDocument } from "../../gql/documents/CreateCountryDocument";
import { UpdateCountryDocument } from "../../gql/documents/UpdateCountryDocument";
import { DeleteCountryDocument } from "../../gql/documents/DeleteCountryDocument";
import { CountryCenterOptionsDocument } from "../../gql/documents/CountryCenterOptionsDocument";
import { CountryLanguageOptionsDocument } from "../../gql/documents/CountryLanguageOptionsDocument";
import { CountryIconField } from "./CountryIconField";
import { CountryTranslationDialog } from "./CountryTranslationDialog";
import { CountryImportDialog } from "./CountryImportDialog";

/** The form's values: ids as numbers, as the domain schema has them; the icon as a stored file id. */
interface CountryValues {
  country: string;
  countryCode: string;
  phoneAreaCode: string;
  iconFileId: string | null;
  centerId: number | null;
  defaultLanguageId: number | null;
}

const EMPTY: CountryValues = {
  country: "",
  countryCode: "",
  phoneAreaCode: "",
  iconFileId: null,
  centerId: null,
  defaultLanguageId: null,
};

const toInput = (v: CountryValues) => ({
  country: v.country,
  countryCode: v.countryCode,
  phoneAreaCode: v.phoneAreaCode,
  iconFileId: v.iconFileId,
  centerId: v.centerId == null ? null : String(v.centerId),
  defaultLanguageId: v.defaultLanguageId == null ? null : String(v.defaultLanguageId),
});

type Page = { countries: { items: CountryFieldsFragment[]; total: number } };

/** Country management: countries with their icon, center and default language, and their names per language. */
export default function CountryListPage() {
  const { locale } = useLocale();
  const [create] = useMutation(CreateCountryDocument);
  const [update] = useMutation(UpdateCountryDocument);
  const [remove] = useMutation(DeleteCountryDocument);
  const [translating, setTranslating] = useState<CountryFieldsFragment | null>(null);
  const [importing, setImporting] = useState(false);
  const centers = useQuery(CountryCenterOptionsDocument, { fetchPolicy: "cache-and-network" });
  const languages = useQuery(CountryLanguageOptionsDocument, { fetchPolicy: "cache-and-network" });
  const centerOptions = (centers.data?.centers.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const languageName = useLanguageName();
  const languageItems = languages.data?.languages.items ?? [];
  const languageOptions = languageItems.map((l) => ({
    value: l.id,
    label: `${languageName(l.languageCode, l.language)} (${l.languageCode})`,
  }));
  const name = (r: CountryFieldsFragment) => localName(r.translations, locale, r.country);
  // The row names its default language by id and stored name; its code comes from the language list.
  const defaultLanguage = ({ defaultLanguage: l }: CountryFieldsFragment) => {
    const code = languageItems.find((x) => x.id === l.id)?.languageCode;
    return code ? languageName(code, l.name) : l.name;
  };

  return (
    <ListPage<CountryFieldsFragment, Page, CountryValues>
      resource="country"
      permission="i18n:country"
      query={CountriesDocument}
      select={(d) => d.countries}
      rowName={name}
      defaultSort={{ field: "COUNTRY_CODE", direction: "ASC" }}
      columns={[
        {
          key: "icon",
          width: "16",
          render: (r) =>
            r.iconUrl ? (
              <Image
                src={r.iconUrl}
                alt={name(r)}
                boxSize="8"
                objectFit="contain"
                data-testid="country-icon"
              />
            ) : (
              "—"
            ),
          csv: (r) => (r.iconUrl ? new URL(r.iconUrl, window.location.origin).href : ""),
        },
        { key: "country", sort: "COUNTRY", render: name, csv: name },
        { key: "countryCode", sort: "COUNTRY_CODE" },
        { key: "phoneAreaCode", sort: "PHONE_AREA_CODE" },
        { key: "center", render: (r) => r.center.name, csv: (r) => r.center.name },
        { key: "defaultLanguage", render: defaultLanguage, csv: defaultLanguage },
        { key: "updatedAt", header: "list.updatedAt", kind: "datetime", sort: "UPDATED_AT" },
      ]}
      filters={[
        { name: "country" },
        { name: "countryCode" },
        { name: "centerId", kind: "select", options: centerOptions, width: "56" },
      ]}
      form={{
        schema: countrySchema,
        fields: [
          { name: "country" },
          { name: "countryCode" },
          { name: "phoneAreaCode" },
          { name: "iconFileId", render: () => <CountryIconField /> },
          { name: "centerId", kind: "select", options: centerOptions },
          { name: "defaultLanguageId", kind: "select", options: languageOptions },
        ],
        empty: EMPTY,
        fromRow: (r) => ({
          country: r.country,
          countryCode: r.countryCode,
          phoneAreaCode: r.phoneAreaCode,
          iconFileId: r.iconFileId,
          centerId: Number(r.center.id),
          defaultLanguageId: Number(r.defaultLanguage.id),
        }),
        create: (v) => create({ variables: { input: toInput(v) } }),
        update: (row, v) => update({ variables: { id: row.id, input: toInput(v) } }),
      }}
      remove={(row) => remove({ variables: { id: row.id } })}
      actions={[
        {
          label: "country.translate",
          code: "i18n:country:translate",
          onClick: setTranslating,
          testId: "country-translate",
        },
      ]}
      toolbar={
        <Auth code="i18n:country:import">
          <Button variant="outline" onClick={() => setImporting(true)} data-testid="country-import">
            <FormattedMessage id="country.import" />
          </Button>
        </Auth>
      }
    >
      {translating && <CountryTranslationDialog country={translating} onClose={() => setTranslating(null)} />}
      {importing && <CountryImportDialog onClose={() => setImporting(false)} />}
    </ListPage>
  );
}
