import { useMemo, useState } from "react";
import { LIMITS } from "@cgm/domain";
import { Box, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import type { CenterFieldsFragment } from "../../gql/graphql";
import { CenterDetailDocument } from "../../gql/documents/CenterDetailDocument";
import { CenterLanguageOptionsDocument } from "../../gql/documents/CenterLanguageOptionsDocument";
import { SetCenterCountryTranslationsDocument } from "../../gql/documents/SetCenterCountryTranslationsDocument";
import { CentersDocument } from "../../gql/documents/CentersDocument";
import { useLocale } from "../../i18n/I18nProvider";
import { localName } from "../../i18n/localName";
import { errorMessage, fieldErrorsOf } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { ActionDialog } from "../../ui/ActionDialog";
import { NamesPerLanguage } from "../../ui/NamesPerLanguage";
import {
  cellKey,
  gridOf,
  serverErrors,
  translationsInput,
  type GridErrors,
  type NameGrid,
} from "./centerTranslations";

/**
 * Country translation of a center: each supported country's name in every language, saved together;
 * an emptied name removes that language's name.
 */
export function CenterCountryTranslationDialog(props: { center: CenterFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const detail = useQuery(CenterDetailDocument, {
    variables: { id: props.center.id },
    fetchPolicy: "network-only",
  });
  const langs = useQuery(CenterLanguageOptionsDocument, { fetchPolicy: "cache-and-network" });
  const [save, saving] = useMutation(SetCenterCountryTranslationsDocument);
  const center = detail.data?.center;
  const languages = useMemo(() => langs.data?.languages.items ?? [], [langs.data]);
  const languageIds = useMemo(() => languages.map((l) => l.id), [languages]);
  const initial = useMemo(() => (center ? gridOf(center, languageIds) : null), [center, languageIds]);
  // The names as edited; until the first edit, the stored ones.
  const [edited, setEdited] = useState<NameGrid | null>(null);
  const grid = edited ?? initial;
  const [errors, setErrors] = useState<GridErrors>({});
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const loadError = detail.error ?? langs.error;

  const set = (countryId: string, languageId: string, value: string) => {
    if (!grid) return;
    setEdited({ ...grid, [countryId]: { ...grid[countryId], [languageId]: value } });
    const key = cellKey(countryId, languageId);
    if (errors[key]) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key)));
  };

  const submit = async () => {
    if (!grid || !initial) return;
    const { input, errors: found } = translationsInput(grid, initial, languageIds);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (input.countries.length) {
      try {
        await save({ variables: { id: props.center.id, input } });
      } catch (e) {
        const mapped = serverErrors(input, fieldErrorsOf(e));
        if (Object.keys(mapped).length) setErrors(mapped);
        else toaster.create({ type: "error", title: errorMessage(intl, e) });
        return;
      }
      void detail.client.refetchQueries({ include: [CentersDocument] });
    }
    toaster.create({
      type: "success",
      title: successTitle(intl, "common.operationSuccess", props.center.name),
    });
    props.onClose();
  };

  const errorsOf = (countryId: string) =>
    Object.fromEntries(languages.map((l) => [l.id, errors[cellKey(countryId, l.id)] ?? ""]));
  return (
    <ActionDialog
      title={t("center.translateTitle", { name: props.center.name })}
      testId="center-translation-dialog"
      size="xl"
      onClose={props.onClose}
      loading={!center || !grid}
      error={loadError ? errorMessage(intl, loadError) : null}
      action={{ label: t("common.save"), onClick: () => void submit(), busy: saving.loading }}
    >
      {center && grid && center.countries.length === 0 && (
        <Text data-testid="empty">{t("center.noCountries")}</Text>
      )}
      {center && grid && center.countries.length > 0 && (
        <Stack gap="5">
          {center.countries.map((c) => (
            <Box as="fieldset" key={c.id} data-testid={`translation-country-${c.countryCode}`}>
              <Text as="legend" fontWeight="semibold" mb="2">
                {localName(c.translations, locale, c.country)} ({c.countryCode})
              </Text>
              {errors[c.id] && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {t(errors[c.id] ?? "")}
                </Text>
              )}
              <NamesPerLanguage
                languages={languages}
                values={grid[c.id] ?? {}}
                errors={errorsOf(c.id)}
                idPrefix={`translation-${c.countryCode}`}
                max={LIMITS.translationMax}
                onChange={(languageId, value) => set(c.id, languageId, value)}
              />
            </Box>
          ))}
        </Stack>
      )}
    </ActionDialog>
  );
}
