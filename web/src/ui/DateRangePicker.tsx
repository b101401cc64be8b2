import { useId } from "react";
import { Button, Field, Fieldset, HStack, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { isLocale, isRtl } from "@cgm/domain";
import { DateField } from "./dates/DateField";
import { formatDateText } from "./dates/dateText";
import { presetDays, type Preset } from "./dates/rangeChoice";

/**
 * A date range: optional presets (pressing one applies it at once), then the start and end dates typed
 * in the interface language's numeric format, an example of that format, and the range's error. The
 * dates are "YYYY-MM-DD" (or the typed text while it is not a date); the page checks and applies them.
 */
export function DateRangePicker(props: {
  label: string;
  start: string;
  end: string;
  onChange(start: string, end: string): void;
  /** A message id (the range's rule that is broken), or null. */
  error: string | null;
  testId: string;
  presets?: readonly Preset[];
  /** The preset the results show, pressed among the presets. */
  activePreset?: Preset | null;
  onPreset?(preset: Preset): void;
}) {
  const intl = useIntl();
  const id = useId();
  const rtl = isLocale(intl.locale) && isRtl(intl.locale);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = props.error ? `${errorId} ${hintId}` : hintId;
  const { testId } = props;
  const field = (which: "start" | "end") => (
    <Field.Root width="auto" invalid={Boolean(props.error)}>
      <Field.Label fontSize="xs">{intl.formatMessage({ id: `dateRange.${which}` })}</Field.Label>
      <DateField
        value={props[which]}
        onChange={(v) => (which === "start" ? props.onChange(v, props.end) : props.onChange(props.start, v))}
        invalid={Boolean(props.error)}
        describedBy={describedBy}
        testId={`${testId}-${which}`}
        rtl={rtl}
      />
    </Field.Root>
  );

  return (
    <Fieldset.Root width="auto" invalid={Boolean(props.error)} data-testid={testId}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {props.label}
      </Fieldset.Legend>
      <Stack gap="2">
        {props.presets?.length ? (
          <HStack
            gap="1"
            wrap="wrap"
            role="group"
            aria-label={intl.formatMessage({ id: "dateRange.presets" })}
          >
            {props.presets.map((p) => {
              const pressed = props.activePreset === p;
              const days = presetDays(p);
              return (
                <Button
                  key={p}
                  size="xs"
                  variant={pressed ? "solid" : "outline"}
                  colorPalette="teal"
                  aria-pressed={pressed}
                  onClick={() => props.onPreset?.(p)}
                  data-testid={`${testId}-preset-${p}`}
                >
                  {days === null
                    ? intl.formatMessage({ id: "dateRange.last24h" })
                    : intl.formatMessage({ id: "dateRange.lastDays" }, { count: days })}
                </Button>
              );
            })}
          </HStack>
        ) : null}
        <HStack gap="2" align="end">
          {field("start")}
          <Text aria-hidden pb="2">
            –
          </Text>
          {field("end")}
        </HStack>
        <Text id={hintId} fontSize="xs" color="fg.muted" data-testid={`${testId}-hint`}>
          {intl.formatMessage(
            { id: "dateRange.hint" },
            { example: <bdi>{formatDateText("2026-11-24", intl.locale)}</bdi> },
          )}
        </Text>
        {props.error && (
          <Text
            id={errorId}
            fontSize="sm"
            color="fg.error"
            aria-live="polite"
            data-testid={`${testId}-error`}
          >
            {intl.formatMessage({ id: props.error })}
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
