import { Field, Input } from "@chakra-ui/react";
import { useField } from "formik";
import { useIntl } from "react-intl";
import { fieldErrorText, useFieldRules } from "./fieldRules";
import { LengthCounter } from "./LengthCounter";

/** A formik text field with its label and its translated error (the error is a message id). */
export function FormField(props: {
  name: string;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  serverError?: string;
}) {
  const intl = useIntl();
  const [field, meta] = useField(props.name);
  const errorId = (meta.touched && meta.error) || props.serverError;
  const rules = useFieldRules(props.name);
  const max = rules?.max;
  const length = typeof field.value === "string" ? field.value.length : 0;
  return (
    <Field.Root invalid={Boolean(errorId)} required={props.required} id={props.name}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        {...field}
        id={props.name}
        type={props.type ?? "text"}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        data-testid={`field-${props.name}`}
      />
      {max !== undefined && props.type !== "password" && (
        <LengthCounter length={length} max={max} testId={`count-${props.name}`} />
      )}
      {errorId && (
        <Field.ErrorText data-testid={`error-${props.name}`}>
          {fieldErrorText(intl, errorId, max)}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
