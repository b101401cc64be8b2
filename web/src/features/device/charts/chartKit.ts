import { useIntl } from "react-intl";
import { figuresOf } from "../../../i18n/figures";
import type { LineSeries, LineSvgProps } from "@nivo/line";
import { DAY_MS, addDays, dateInZone, startOfDay } from "../zoneDate";

const HOUR_MS = 3_600_000;

/** Nivo's theme in the console's colours (CSS variables, so it follows light and dark mode). */
export const CHART_THEME: NonNullable<LineSvgProps<LineSeries>["theme"]> = {
  text: { fill: "var(--chakra-colors-fg-muted)", fontSize: 11 },
  axis: {
    ticks: { line: { stroke: "var(--chakra-colors-border)" } },
    domain: { line: { stroke: "var(--chakra-colors-border)", strokeWidth: 1 } },
  },
  grid: { line: { stroke: "var(--chakra-colors-border-muted)", strokeWidth: 1 } },
  crosshair: { line: { stroke: "var(--chakra-colors-fg-muted)", strokeOpacity: 0.6 } },
};

export const COLORS = {
  line: "var(--chakra-colors-teal-600)",
  band: "var(--chakra-colors-teal-400)",
  target: "var(--chakra-colors-green-500)",
  mean: "var(--chakra-colors-orange-500)",
};

/**
 * Tick instants for a time axis from `from` to `to`: every few hours for a day or two, else at local
 * midnights in the system time zone, about eight of them.
 */
export function timeTicks(from: number, to: number, timeZone: string): number[] {
  const span = to - from;
  if (span <= 2 * DAY_MS) {
    const step = span <= DAY_MS ? 3 * HOUR_MS : 6 * HOUR_MS;
    const out: number[] = [];
    for (let t = from; t <= to; t += step) out.push(t);
    return out;
  }
  const stepDays = Math.max(1, Math.ceil(span / DAY_MS / 8));
  const out: number[] = [];
  const first = dateInZone(from, timeZone);
  for (let i = 0; ; i += stepDays) {
    const t = startOfDay(addDays(first, i), timeZone);
    if (t > to) break;
    if (t >= from) out.push(t);
  }
  return out;
}

/**
 * Time labels in the system time zone: axis ticks (date, or time for short ranges) and tooltips. The
 * chart's SVG text runs left to right, so in right-to-left languages each label is isolated in its own
 * direction ("11/24" with Arabic's marks showed as "1124/", "12:00 ص" with the marker on the wrong side).
 */
export function useTimeLabels(timeZone: string, from: number, to: number) {
  const intl = useIntl();
  const own = figuresOf(intl).isolate;
  const short = to - from <= 2 * DAY_MS;
  return {
    tick: (ts: number) =>
      own(
        short
          ? intl.formatTime(ts, { hour: "2-digit", minute: "2-digit", timeZone })
          : intl.formatDate(ts, { month: "2-digit", day: "2-digit", timeZone }),
      ),
    full: (ts: number) =>
      own(
        intl.formatDate(ts, {
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          timeZone,
        }),
      ),
  };
}

/** Minutes after midnight as a time of day ("06:30"), in the interface language's style and direction. */
export function useTimeOfDay() {
  const intl = useIntl();
  const own = figuresOf(intl).isolate;
  return (minutes: number) =>
    own(
      intl.formatTime(Date.UTC(2000, 0, 1, 0, minutes), {
        hour: "2-digit",
        minute: "2-digit",
        timeZone: "UTC",
      }),
    );
}

/** Splits a time series where two neighbours are further apart than `maxGap` (sensor not worn). */
export function segments<T extends { x: number }>(points: readonly T[], maxGap: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  for (const p of points) {
    const last = current[current.length - 1];
    if (last && p.x - last.x > maxGap) {
      out.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length) out.push(current);
  return out;
}

/** An SVG path of the area between two curves: along `upper`, then back along `lower`. */
export function bandPath(
  points: readonly { x: number; upper: number; lower: number }[],
  x: (v: number) => number,
  y: (v: number) => number,
): string {
  if (!points.length) return "";
  const top = points.map((p) => `${x(p.x)},${y(p.upper)}`);
  const bottom = [...points].reverse().map((p) => `${x(p.x)},${y(p.lower)}`);
  return `M${top.join("L")}L${bottom.join("L")}Z`;
}
