import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useLanguageName } from "../i18n/useLanguageName";
import { fieldErrorText } from "./fieldRules";
import { LengthCounter } from "./LengthCounter";

export interface LanguageColumn {
  id: string;
  language: string;
  languageCode: string;
}

/**
 * One text field per language (a name or label in each), labelled with the language and its code,
 * typed in that language's direction, with a counter when limited; an error (a message id) under the
 * field it belongs to, saying the limit when the value is too long.
 */
export function NamesPerLanguage(props: {
  languages: LanguageColumn[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Test id and element id prefix, e.g. "translation" or "translation-CN". */
  idPrefix: string;
  onChange(languageId: string, value: string): void;
  /** The length limit of each value, shown as a counter and in "At most N characters". */
  max?: number;
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
            {props.max !== undefined && (
              <LengthCounter
                length={(props.values[l.id] ?? "").length}
                max={props.max}
                testId={`count-${id}`}
              />
            )}
            {error && (
              <Field.ErrorText data-testid={`error-${id}`}>
                {fieldErrorText(intl, error, props.max)}
              </Field.ErrorText>
            )}
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
