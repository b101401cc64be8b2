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
