import { Box, Field, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { errorMessage } from "../../ui/errors";
import { LanguagesDocument } from "../../gql/documents/LanguagesDocument";
import { useLanguageName } from "../../i18n/useLanguageName";
import { LIMITS } from "@cgm/domain";
import { fieldErrorText } from "../../ui/fieldRules";
import { LengthCounter } from "../../ui/LengthCounter";

export interface LabelValue {
  languageId: number;
  label: string;
}

/** The error message id of one label, or of the whole list (an unknown language), if any. */
function errorOf(errors: unknown, index: number): string | null {
  if (typeof errors === "string") return errors;
  if (!Array.isArray(errors)) return null;
  const e: unknown = errors[index];
  if (typeof e === "string") return e;
  return e && typeof e === "object" && typeof (e as { label?: unknown }).label === "string"
    ? (e as { label: string }).label
    : null;
}

/**
 * "Labels": the entry's name in each language of the languages list, one field per language. A field
 * left empty means no label in that language (the entry's names stand in for it).
 */
export function LabelsField() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const languageName = useLanguageName();
  const [field, meta, helpers] = useField<LabelValue[]>("labels");
  const { submitCount } = useFormikContext();
  const languages = useQuery(LanguagesDocument, {
    variables: { page: { offset: 0, limit: 100 }, sort: { field: "LANGUAGE_CODE", direction: "ASC" } },
  });
  const values = field.value ?? [];
  const show = meta.touched || submitCount > 0;
  const listError = show && typeof meta.error === "string" ? meta.error : null;
  const set = (languageId: number, label: string) => {
    const rest = values.filter((v) => v.languageId !== languageId);
    void helpers.setValue(label === "" ? rest : [...rest, { languageId, label }]);
  };
  return (
    <Box as="fieldset" width="full" data-testid="field-labels">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {t("dictionary.labels")}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t("dictionary.labelsHint")}
      </Text>
      {languages.error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errorMessage(intl, languages.error)}
        </Text>
      )}
      <SimpleGrid minChildWidth="12rem" gap="2">
        {(languages.data?.languages.items ?? []).map((l) => {
          const languageId = Number(l.id);
          const index = values.findIndex((v) => v.languageId === languageId);
          const errorId = show && index >= 0 ? errorOf(meta.error, index) : null;
          const id = `label-${l.id}`;
          const label = index >= 0 ? (values[index]?.label ?? "") : "";
          return (
            <Field.Root key={l.id} invalid={Boolean(errorId)} id={id}>
              <Field.Label>
                {languageName(l.languageCode, l.language)} <bdi>({l.languageCode})</bdi>
              </Field.Label>
              <Input
                id={id}
                size="sm"
                value={label}
                dir="auto"
                onChange={(e) => set(languageId, e.target.value)}
                onBlur={() => void helpers.setTouched(true, false)}
                data-testid={`field-label-${l.languageCode}`}
              />
              <LengthCounter
                length={label.length}
                max={LIMITS.translationMax}
                testId={`count-label-${l.languageCode}`}
              />
              {errorId && (
                <Field.ErrorText data-testid={`error-label-${l.languageCode}`}>
                  {fieldErrorText(intl, errorId, LIMITS.translationMax)}
                </Field.ErrorText>
              )}
            </Field.Root>
          );
        })}
      </SimpleGrid>
      {listError && (
        <Text color="fg.error" fontSize="sm" mt="1" data-testid="error-labels">
          {t(listError)}
        </Text>
      )}
    </Box>
  );
}
