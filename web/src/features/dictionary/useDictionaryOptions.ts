import { useQuery } from "@apollo/client/react";
import { useLocale } from "../../i18n/I18nProvider";
import type { Option } from "../../ui/FormSelect";
import { DictionaryOptionsDocument } from "../../gql/documents/DictionaryOptionsDocument";
import { dictionaryOptionList } from "./dictionaryLabel";

const NONE: Option[] = [];

/**
 * The items of the dictionary with this key (terminalType, bluetoothState, ...) as select options,
 * labelled in the interface language. The language is a query variable, so switching it fetches the
 * labels again without a reload. Until the dictionary has loaded, and when it is missing or empty (or
 * cannot be read), the fallback options are given: the console's translated catalogue labels.
 * With skip, nothing is asked and the fallback is given (for a caller that needs no dictionary).
 */
export function useDictionaryOptions(
  key: string,
  fallback: Option[] = NONE,
  options: { skip?: boolean } = {},
): Option[] {
  const { locale } = useLocale();
  const q = useQuery(DictionaryOptionsDocument, {
    variables: { key, language: locale },
    fetchPolicy: "cache-and-network",
    skip: options.skip,
  });
  return dictionaryOptionList(q.data?.dictionaryOptions, fallback);
}
