import { NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { Option } from "./FormSelect";

/** A list filter's select whose empty choice is "All". */
export function FilterSelect(props: {
  value: string;
  onChange(v: string): void;
  options: Option[];
  testId: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      >
        <option value="">{intl.formatMessage({ id: "list.all" })}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
