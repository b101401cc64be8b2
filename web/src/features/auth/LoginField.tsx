import type { ChangeEvent } from "react";
import { Field, Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { fieldErrorText } from "../../ui/fieldRules";
import { LengthCounter } from "../../ui/LengthCounter";

/** A sign-in field with its label and its translated error (a message id), as ui/FormField shows it. */
export function LoginField(props: {
  name: string;
  value: string;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  label: string;
  error: string | undefined;
  type?: string;
  placeholder: string;
  autoComplete: string;
  autoFocus?: boolean;
  /** The length limit, shown as a counter and in "At most N characters". */
  max?: number;
}) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(props.error)} required id={props.name}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        id={props.name}
        type={props.type ?? "text"}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        data-testid={`field-${props.name}`}
      />
      {props.max !== undefined && (
        <LengthCounter length={props.value.length} max={props.max} testId={`count-${props.name}`} />
      )}
      {props.error && (
        <Field.ErrorText data-testid={`error-${props.name}`}>
          {fieldErrorText(intl, props.error, props.max)}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
