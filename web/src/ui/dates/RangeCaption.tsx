import { Box, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { isLocale, isolateAuto, isolateLtr, isRtl } from "@cgm/domain";
import { displayDate } from "./dateText";
import type { ResolvedRange } from "./rangeChoice";

/** What the results below show compared with the dates entered. */
export type RangeState = "current" | "loading" | "stale" | "pending";

/**
 * Says which range the results cover, in the system time zone ("Showing 17/11/2026 – 24/11/2026
 * (Europe/Berlin)"), and warns when they no longer match the dates entered: those are not a valid range
 * (stale) or not applied yet (pending).
 */
export function RangeCaption(props: {
  range: ResolvedRange;
  timeZone: string;
  state: RangeState;
  testId: string;
}) {
  const intl = useIntl();
  const { range, timeZone, state } = props;
  const rtl = isLocale(intl.locale) && isRtl(intl.locale);
  const own = (text: string) => (rtl ? isolateAuto(text) : text);
  const at = (ts: number) =>
    intl.formatDate(ts, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    });
  const values = {
    from: own(range.wholeDays ? displayDate(range.start, intl.locale) : at(range.from)),
    to: own(range.wholeDays ? displayDate(range.end, intl.locale) : at(range.to)),
    timeZone: rtl ? isolateLtr(timeZone) : timeZone,
  };
  const text = intl.formatMessage({ id: `dateRange.${state}` }, values);
  const warn = state === "stale" || state === "pending";
  // One live region whatever the state, so each change of it is announced.
  return (
    <Box role="status" aria-live="polite" data-testid={props.testId} data-state={state}>
      <Text
        fontSize="sm"
        {...(warn && {
          bg: "orange.subtle",
          color: "fg",
          borderWidth: "1px",
          borderColor: "orange.muted",
          borderRadius: "md",
          px: "3",
          py: "2",
        })}
      >
        {text}
      </Text>
    </Box>
  );
}
