import { zoneOffsetMs } from "@cgm/domain";
import type { TimeZone } from "./settings.types";

/** The zone's canonical IANA name as the runtime spells it ("asia/shanghai" -> "Asia/Shanghai"). */
export function canonicalZone(tz: string): string {
  return new Intl.DateTimeFormat("en", { timeZone: tz }).resolvedOptions().timeZone;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${sign}${hh}:${mm}`;
}

/** Every IANA zone the runtime knows, with its offset at `now`: by offset, then name. */
export function listTimeZones(now = Date.now()): TimeZone[] {
  const names = new Set(Intl.supportedValuesOf("timeZone"));
  names.add("UTC");
  return [...names]
    .map((name) => {
      const offsetMinutes = Math.round(zoneOffsetMs(now, name) / 60_000);
      return { name, offsetMinutes, offset: offsetText(offsetMinutes) };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
}
