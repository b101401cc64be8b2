import { useMemo, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { LIMITS, countryTranslationsSchema, validateWith } from "@cgm/domain";
import type { CountryFieldsFragment } from "../../gql/graphql";
import { CountryDetailDocument } from "../../gql/documents/CountryDetailDocument";
import { CountryLanguageOptionsDocument } from "../../gql/documents/CountryLanguageOptionsDocument";
import { SetCountryTranslationsDocument } from "../../gql/documents/SetCountryTranslationsDocument";
import { CountriesDocument } from "../../gql/documents/CountriesDocument";
import { useLocale } from "../../i18n/I18nProvider";
import { localName } from "../../i18n/localName";
import { errorMessage, fieldErrorsOf } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { ActionDialog } from "../../ui/ActionDialog";
import { NamesPerLanguage } from "../../ui/NamesPerLanguage";

/** language id -> the name being edited ("" for none). */
type Names = Record<string, string>;

/** Field errors `translations[j].name` of the sent list, as errors of their languages. */
function byLanguage(sent: { languageId: string }[], fieldErrors: Record<string, string>): Names {
  const out: Names = {};
  for (const [path, id] of Object.entries(fieldErrors)) {
    const m = /^translations\[(\d+)\]/.exec(path);
    const languageId = m ? sent[Number(m[1])]?.languageId : undefined;
    if (languageId) out[languageId] = id;
  }
  return out;
}

/**
 * Translation setting of a country: its name in every language, saved together; an emptied name
 * removes that language's name.
 */
export function CountryTranslationDialog(props: { country: CountryFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const detail = useQuery(CountryDetailDocument, {
    variables: { id: props.country.id },
    fetchPolicy: "network-only",
  });
  const langs = useQuery(CountryLanguageOptionsDocument, { fetchPolicy: "cache-and-network" });
  const [save, saving] = useMutation(SetCountryTranslationsDocument);
  const country = detail.data?.country;
  const languages = useMemo(() => langs.data?.languages.items ?? [], [langs.data]);
  const initial = useMemo<Names | null>(
    () =>
      country && langs.data
        ? Object.fromEntries(
            languages.map((l) => [l.id, country.translations.find((x) => x.languageId === l.id)?.name ?? ""]),
          )
        : null,
    [country, languages, langs.data],
  );
  const [edited, setEdited] = useState<Names | null>(null);
  const names = edited ?? initial;
  const [errors, setErrors] = useState<Names>({});
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const loadError = detail.error ?? langs.error;
  const title = localName(props.country.translations, locale, props.country.country);

  const submit = async () => {
    if (!names) return;
    const translations = languages
      .filter((l) => (names[l.id] ?? "").trim() !== "")
      .map((l) => ({ languageId: l.id, name: (names[l.id] ?? "").trim() }));
    const checked = validateWith(countryTranslationsSchema, { translations });
    if (!checked.ok) {
      setErrors(byLanguage(translations, checked.fieldErrors));
      return;
    }
    try {
      await save({ variables: { id: props.country.id, input: { translations } } });
    } catch (e) {
      const mapped = byLanguage(translations, fieldErrorsOf(e));
      if (Object.keys(mapped).length) setErrors(mapped);
      else toaster.create({ type: "error", title: errorMessage(intl, e) });
      return;
    }
    void detail.client.refetchQueries({ include: [CountriesDocument] });
    toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", title) });
    props.onClose();
  };

  return (
    <ActionDialog
      title={t("country.translateTitle", { name: `${title} (${props.country.countryCode})` })}
      testId="country-translation-dialog"
      onClose={props.onClose}
      loading={!names}
      error={loadError ? errorMessage(intl, loadError) : null}
      action={{ label: t("common.save"), onClick: () => void submit(), busy: saving.loading }}
    >
      {names && (
        <NamesPerLanguage
          languages={languages}
          values={names}
          errors={errors}
          idPrefix="translation"
          max={LIMITS.translationMax}
          onChange={(languageId, value) => {
            setEdited({ ...names, [languageId]: value });
            if (errors[languageId]) setErrors({ ...errors, [languageId]: "" });
          }}
        />
      )}
    </ActionDialog>
  );
}
