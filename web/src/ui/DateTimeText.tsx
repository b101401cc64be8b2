import { Box, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useFormat } from "../i18n/format";

/**
 * A date and time in a table cell: the date over the time, each on one line, so the column is as narrow
 * as a date (a list fits 1280 px in every language). The full date with its weekday is the tooltip; the
 * element is a <time> with the machine-readable instant.
 */
export function DateTimeText({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  if (!value) return <Text data-testid={testId}>—</Text>;
  return (
    <Box asChild display="block" data-testid={testId} title={fmt.longDate(value)}>
      <time dateTime={value}>
        <Text as="span" display="block" whiteSpace="nowrap">
          {fmt.shortDate(value)}
        </Text>
        <Text as="span" display="block" whiteSpace="nowrap" color="fg.muted">
          {intl.formatTime(value, { hour: "2-digit", minute: "2-digit", timeZone: fmt.timeZone })}
        </Text>
      </time>
    </Box>
  );
}
