import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { useLocale } from "../../i18n/I18nProvider";
import { localName } from "../../i18n/localName";
import type { Option } from "../../ui/FormSelect";
import type { ClientFieldsFragment } from "../../gql/graphql";
import { ClientCenterOptionsDocument } from "../../gql/documents/ClientCenterOptionsDocument";
import { ClientCountryOptionsDocument } from "../../gql/documents/ClientCountryOptionsDocument";
import { ClientTypeOptionsDocument } from "../../gql/documents/ClientTypeOptionsDocument";

/**
 * What the client screen chooses from and shows: the centers, the countries (named in the interface
 * language) and the client types (the terminal-type dictionary's items, labelled in the interface
 * language, re-read on a language switch), with the row's texts made from them.
 */
export function useClientOptions() {
  const { locale } = useLocale();
  const intl = useIntl();
  const centers = useQuery(ClientCenterOptionsDocument, { fetchPolicy: "cache-and-network" });
  const countries = useQuery(ClientCountryOptionsDocument, { fetchPolicy: "cache-and-network" });
  const types = useQuery(ClientTypeOptionsDocument, {
    variables: { language: locale },
    fetchPolicy: "cache-and-network",
  });
  // "A, B, C" in the interface language ("A、B、C" in Chinese, "A وB" in Arabic).
  const list = useMemo(
    () => new Intl.ListFormat(intl.locale, { type: "conjunction", style: "narrow" }),
    [intl.locale],
  );
  const centerOptions: Option[] = (centers.data?.centers.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.name} (${c.centerCode})`,
  }));
  const countryOptions: Option[] = (countries.data?.countries.items ?? []).map((c) => ({
    value: c.id,
    label: `${localName(c.translations, locale, c.country)} (${c.countryCode})`,
  }));
  const typeOptions: Option[] = (types.data?.dictionaryOptions ?? []).map((t) => ({
    value: t.code,
    label: t.label,
  }));
  const typeLabel = (code: string) =>
    typeOptions.find((t) => t.value.toLowerCase() === code.toLowerCase())?.label ?? code;
  const countryNames = (r: ClientFieldsFragment) =>
    list.format(r.countries.map((c) => localName(c.translations, locale, c.country)));
  return { centerOptions, countryOptions, typeOptions, typeLabel, countryNames };
}
