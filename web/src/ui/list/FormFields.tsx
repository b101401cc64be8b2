import { Box, Checkbox, Field, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { LengthCounter } from "../LengthCounter";
import { useField } from "formik";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { Option } from "../FormSelect";
import type { FieldMeta } from "./schemaMeta";
import { fieldErrorText } from "../fieldRules";

interface Props {
  name: string;
  label: string;
  meta: FieldMeta;
  disabled?: boolean;
}

/** The field's error in the interface language (errors are message ids), once touched. */
function useFieldError(name: string, max?: number) {
  const intl = useIntl();
  const [, meta] = useField(name);
  const id = meta.touched && typeof meta.error === "string" ? meta.error : null;
  return id ? fieldErrorText(intl, id, max) : null;
}

/** A text, multi-line or number field with its label, a length counter when limited, and its error. */
export function TextFormField(props: Props & { multiline?: boolean; numeric?: boolean }) {
  const [field, , helpers] = useField<string | number | null>(props.name);
  const error = useFieldError(props.name, props.meta.max);
  const value = field.value == null ? "" : String(field.value);
  const Control = props.multiline ? Textarea : Input;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={props.meta.required}
      disabled={props.disabled}
      id={props.name}
    >
      <Field.Label>
        {props.label}
        {props.meta.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Control
        id={props.name}
        name={props.name}
        value={value}
        inputMode={props.numeric ? "numeric" : undefined}
        onBlur={field.onBlur}
        onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          const v = e.target.value;
          void helpers.setValue(props.numeric ? (v.trim() === "" ? null : Number(v)) : v);
        }}
        data-testid={`field-${props.name}`}
      />
      {props.meta.max !== undefined && !props.numeric && (
        <LengthCounter length={value.length} max={props.meta.max} testId={`count-${props.name}`} />
      )}
      {error && <Field.ErrorText data-testid={`error-${props.name}`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * A multi-select as a group of checkboxes (a fieldset with its legend), with a quick filter when the
 * choices are many. The value is a list of numeric ids.
 */
export function MultiCheckField(props: Props & { options: Option[] }) {
  const intl = useIntl();
  const [field, , helpers] = useField<number[]>(props.name);
  const error = useFieldError(props.name);
  const [query, setQuery] = useState("");
  const chosen = new Set(field.value ?? []);
  const q = query.trim().toLocaleLowerCase();
  const shown = q ? props.options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : props.options;
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : [...chosen].filter((x) => x !== id);
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={props.meta.required}
      disabled={props.disabled}
      id={props.name}
    >
      <Box as="fieldset" width="full" data-testid={`field-${props.name}`}>
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
          {props.label}
          {props.meta.required && (
            <Text as="span" color="fg.error" aria-hidden>
              {" *"}
            </Text>
          )}
          <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
            {intl.formatMessage({ id: "list.selectedCount" }, { count: chosen.size })}
          </Text>
        </Text>
        {props.options.length > 8 && (
          <Input
            size="sm"
            mb="2"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={intl.formatMessage({ id: "list.filterChoices" }, { label: props.label })}
            placeholder={intl.formatMessage({ id: "list.filterChoicesPlaceholder" })}
            data-testid={`filter-${props.name}`}
          />
        )}
        <Stack gap="1" maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
          {shown.map((o) => (
            <Checkbox.Root
              key={o.value}
              // Its own ids: inside the field, every box would otherwise take the field's control id (so
              // a click on any label ticked none) and be named by the field's label.
              ids={{ hiddenInput: `${props.name}-${o.value}`, label: `${props.name}-${o.value}-label` }}
              size="sm"
              checked={chosen.has(Number(o.value))}
              onCheckedChange={(e) => toggle(Number(o.value), e.checked === true)}
              disabled={props.disabled}
            >
              <Checkbox.HiddenInput data-testid={`option-${props.name}-${o.value}`} />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Box>
      {error && <Field.ErrorText data-testid={`error-${props.name}`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
