import { useEffect, useState, type KeyboardEvent } from "react";
import { Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { formatDateText, parseDateText } from "./dateText";
import { addDays, isDate } from "./zoneDate";

/**
 * One calendar date typed in the interface language's numeric format. Reports "YYYY-MM-DD" once the
 * text is a real date, "" when empty, and the text itself otherwise (which no check takes for a date).
 * Its label comes from the Field around it. Up and down arrows move the date by a day. In Arabic the
 * field runs right to left and shows the date as the rest of the page does, the day on the right.
 */
export function DateField(props: {
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy?: string;
  testId: string;
  rtl: boolean;
}) {
  const { locale } = useIntl();
  const [text, setText] = useState(() => formatDateText(props.value, locale));
  const { value } = props;

  useEffect(() => {
    // A change from outside (a preset, Reset, another language): show the value in this language.
    setText((current) =>
      (parseDateText(current, locale) ?? current) === value ? current : formatDateText(value, locale),
    );
  }, [value, locale]);

  const type = (next: string) => {
    setText(next);
    props.onChange(parseDateText(next, locale) ?? next);
  };
  const step = (e: KeyboardEvent<HTMLInputElement>) => {
    const by = e.key === "ArrowUp" ? 1 : e.key === "ArrowDown" ? -1 : 0;
    if (!by || !isDate(value)) return;
    e.preventDefault();
    const next = addDays(value, by);
    setText(formatDateText(next, locale));
    props.onChange(next);
  };

  return (
    <Input
      width="32"
      value={text}
      dir={props.rtl ? "rtl" : "ltr"}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={24}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => type(e.target.value)}
      onBlur={() => {
        // A date typed loosely (4/3/26) is shown in full once the field is left.
        const parsed = parseDateText(text, locale);
        if (parsed) setText(formatDateText(parsed, locale));
      }}
      onKeyDown={step}
      data-value={value}
      data-testid={props.testId}
    />
  );
}
