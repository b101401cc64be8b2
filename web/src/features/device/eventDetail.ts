import { useIntl } from "react-intl";
import { figuresOf, type DurationUnit } from "../../i18n/figures";

/**
 * An event's detail as the device sent it, read into a value the console can write in the user's
 * language. Devices report details as short English text ("78 min", "14 days", "39.5 °C", "signal out
 * of range"; the simulator writes the same), and the ingest API stores them as sent, up to 500
 * characters. They are read here, when shown, rather than stored as structured values: that needs no
 * change to the devices' upload format, and covers the rows already stored. Text of any other form is
 * shown as sent, isolated from the page's direction.
 */
export type EventDetail =
  | { kind: "duration"; value: number; unit: DurationUnit }
  | { kind: "celsius"; value: number }
  | { kind: "message"; id: string }
  | { kind: "text"; text: string };

/** The unit words devices write after a duration, by the Intl unit they stand for. */
const DURATION_WORDS: [DurationUnit, string[]][] = [
  ["second", ["s", "sec", "secs", "second", "seconds"]],
  ["minute", ["min", "mins", "minute", "minutes"]],
  ["hour", ["h", "hr", "hrs", "hour", "hours"]],
  ["day", ["d", "day", "days"]],
];
const DURATION_UNITS = new Map(
  DURATION_WORDS.flatMap(([unit, words]) => words.map((w) => [w, unit] as const)),
);
const DURATION = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i;
const CELSIUS = /^(-?\d+(?:\.\d+)?)\s*°\s*C$/i;

/** Fixed phrases devices send, and the message each is shown as. */
const PHRASES: Record<string, string> = {
  "signal out of range": "device.eventDetail.signalOutOfRange",
};

/** The detail's value, or its text when it is of no known form. */
export function parseEventDetail(detail: string): EventDetail {
  const text = detail.trim();
  const duration = DURATION.exec(text);
  if (duration) {
    const unit = DURATION_UNITS.get(duration[2]!.toLowerCase());
    if (unit) return { kind: "duration", value: Number(duration[1]), unit };
  }
  const celsius = CELSIUS.exec(text);
  if (celsius) return { kind: "celsius", value: Number(celsius[1]) };
  const id = PHRASES[text.toLowerCase()];
  return id ? { kind: "message", id } : { kind: "text", text };
}

/** Writes an event's detail in the interface language ("78 min" as "78 دقيقة" in Arabic), or "—". */
export function useEventDetail(): (detail: string | null | undefined) => string {
  const intl = useIntl();
  const fig = figuresOf(intl);
  return (detail) => {
    if (!detail?.trim()) return "—";
    const d = parseEventDetail(detail);
    switch (d.kind) {
      case "duration":
        return fig.duration(d.value, d.unit);
      case "celsius":
        return fig.celsius(d.value);
      case "message":
        return intl.messages[d.id] ? intl.formatMessage({ id: d.id }) : detail;
      case "text":
        return fig.isolate(d.text);
    }
  };
}
