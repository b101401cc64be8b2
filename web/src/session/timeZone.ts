import { createContext, useContext } from "react";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@cgm/domain";
import { local, STORAGE_KEYS } from "./storage";

export const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);
export const useTimeZone = () => useContext(TimeZoneContext);

/** A tz parameter in the page URL (before or after the hash), when valid. */
export function timeZoneFromUrl(href: string): string | null {
  const m = /[?&]tz=([^&#]+)/.exec(href);
  if (!m?.[1]) return null;
  const tz = decodeURIComponent(m[1]);
  return isValidTimeZone(tz) ? tz : null;
}

/**
 * The time zone dates are shown in: a tz URL parameter, else the stored system time zone; whichever
 * wins is saved as the default for the next start (spec section 9).
 */
export function resolveTimeZone(href: string, systemTimeZone: string | null): string {
  const tz =
    timeZoneFromUrl(href) ??
    (isValidTimeZone(systemTimeZone) ? systemTimeZone : null) ??
    local.get(STORAGE_KEYS.timeZone) ??
    DEFAULT_TIME_ZONE;
  const valid = isValidTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
  local.set(STORAGE_KEYS.timeZone, valid);
  return valid;
}
