import { Field, HStack, Input, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** Two date inputs (start, end) under one label, with the range's error under them. */
export function DateRange(props: {
  label: string;
  start: string;
  end: string;
  onChange(start: string, end: string): void;
  error: string | null;
  testId: string;
  required?: boolean;
}) {
  const intl = useIntl();
  return (
    <Field.Root width="auto" invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <HStack gap="1">
        <Input
          type="date"
          width="36"
          value={props.start}
          aria-label={`${props.label}: ${intl.formatMessage({ id: "device.startDate" })}`}
          onChange={(e) => props.onChange(e.target.value, props.end)}
          data-testid={`${props.testId}-start`}
        />
        <Text aria-hidden>–</Text>
        <Input
          type="date"
          width="36"
          value={props.end}
          aria-label={`${props.label}: ${intl.formatMessage({ id: "device.endDate" })}`}
          onChange={(e) => props.onChange(props.start, e.target.value)}
          data-testid={`${props.testId}-end`}
        />
      </HStack>
      {props.error && (
        <Field.ErrorText data-testid={`${props.testId}-error`}>
          {intl.formatMessage({ id: props.error })}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
