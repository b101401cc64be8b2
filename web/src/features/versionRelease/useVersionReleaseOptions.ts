import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import type { Option } from "../../ui/FormSelect";
import type { VersionReleaseFieldsFragment } from "../../gql/graphql";
import { VersionReleaseClientOptionsDocument } from "../../gql/documents/VersionReleaseClientOptionsDocument";
import { VersionReleaseLanguageOptionsDocument } from "../../gql/documents/VersionReleaseLanguageOptionsDocument";
import { useDictionaryOptions } from "../dictionary/useDictionaryOptions";
import { useLanguageName } from "../../i18n/useLanguageName";

/**
 * What the version release screen chooses from and shows: the clients, the languages and the terminal
 * types (the terminalType dictionary's items), both named in the interface language, with the row's texts.
 */
export function useVersionReleaseOptions() {
  const intl = useIntl();
  const clients = useQuery(VersionReleaseClientOptionsDocument, { fetchPolicy: "cache-and-network" });
  const langs = useQuery(VersionReleaseLanguageOptionsDocument, { fetchPolicy: "cache-and-network" });
  const typeOptions = useDictionaryOptions("terminalType");
  const languageName = useLanguageName();
  const list = useMemo(
    () => new Intl.ListFormat(intl.locale, { type: "conjunction", style: "narrow" }),
    [intl.locale],
  );
  const clientOptions: Option[] = (clients.data?.clients.items ?? []).map((c) => ({
    value: c.id,
    label: c.clientName,
  }));
  const languageOptions: Option[] = (langs.data?.languages.items ?? []).map((l) => ({
    value: l.id,
    label: `${languageName(l.languageCode, l.language)} (${l.languageCode})`,
  }));
  const typeLabel = (code: string) =>
    typeOptions.find((t) => t.value.toLowerCase() === code.toLowerCase())?.label ?? code;
  const languageNames = (r: VersionReleaseFieldsFragment) =>
    list.format(r.languages.map((l) => languageName(l.languageCode, l.language)));
  return { clientOptions, languageOptions, typeOptions, typeLabel, languageNames };
}
