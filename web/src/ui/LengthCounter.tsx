import { Field } from "@chakra-ui/react";

/** A limited text field's counter ("31 / 30"), under the field at its end, inside its Field.Root. */
export function LengthCounter(props: { length: number; max: number; testId: string }) {
  return (
    <Field.HelperText textAlign="end" data-testid={props.testId}>
      {props.length} / {props.max}
    </Field.HelperText>
  );
}
