import { Field, Input } from "@chakra-ui/react";
import { useField } from "formik";
import { useIntl } from "react-intl";

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
      {errorId && (
        <Field.ErrorText data-testid={`error-${props.name}`}>
          {intl.formatMessage({ id: errorId })}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
