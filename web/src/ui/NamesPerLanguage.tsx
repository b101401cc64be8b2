import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useLanguageName } from "../i18n/useLanguageName";

export interface LanguageColumn {
  id: string;
  language: string;
  languageCode: string;
}

/**
 * One text field per language (a name or label in each), labelled with the language and its code,
 * typed in that language's direction; an error (a message id) under the field it belongs to.
 */
export function NamesPerLanguage(props: {
  languages: LanguageColumn[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Test id and element id prefix, e.g. "translation" or "translation-CN". */
  idPrefix: string;
  onChange(languageId: string, value: string): void;
}) {
  const intl = useIntl();
  const languageName = useLanguageName();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {props.languages.map((l) => {
        const id = `${props.idPrefix}-${l.languageCode}`;
        const error = props.errors[l.id];
        return (
          <Field.Root key={l.id} invalid={Boolean(error)} id={id}>
            <Field.Label>
              {languageName(l.languageCode, l.language)} ({l.languageCode})
            </Field.Label>
            <Input
              id={id}
              size="sm"
              lang={l.languageCode}
              dir="auto"
              value={props.values[l.id] ?? ""}
              onChange={(e) => props.onChange(l.id, e.target.value)}
              data-testid={id}
            />
            {error && (
              <Field.ErrorText data-testid={`error-${id}`}>
                {intl.formatMessage({ id: error })}
              </Field.ErrorText>
            )}
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
