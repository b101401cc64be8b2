/** The system time zone used when nothing else is configured. */
export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

/** True when the runtime knows the IANA time-zone name. */
export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== "string" || tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Year, month (1-12), day, hour, minute and second of an instant on the zone's wall clock. */
export function wallClock(ts: number, timeZone: string) {
  const p: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(ts)) {
    if (part.type !== "literal") p[part.type] = Number(part.value);
  }
  return {
    y: p.year ?? 1970,
    m: p.month ?? 1,
    d: p.day ?? 1,
    h: (p.hour ?? 0) % 24,
    min: p.minute ?? 0,
    s: p.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffsetMs(ts: number, timeZone: string): number {
  const c = wallClock(ts, timeZone);
  const whole = Math.floor(ts / 1000) * 1000;
  return Date.UTC(c.y, c.m - 1, c.d, c.h, c.min, c.s) - whole;
}
