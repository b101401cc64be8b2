import { Field, Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** A number input with its label, help text and translated server error (a message id). */
export function NumberField(props: {
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  help?: string;
  error?: string;
  required?: boolean;
  step?: string;
}) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        step={props.step ?? "1"}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={`field-${props.name}`}
      />
      {props.help && <Field.HelperText>{props.help}</Field.HelperText>}
      {props.error && (
        <Field.ErrorText data-testid={`error-${props.name}`}>
          {intl.formatMessage({ id: props.error })}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** The number typed, or null when empty (the server names it if it is not valid). */
export const numberOrNull = (v: string): number | null => (v.trim() === "" ? null : Number(v));
