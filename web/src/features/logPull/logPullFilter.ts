import { addDays, isDate, startOfDay } from "../../ui/dates/zoneDate";

/** The API filter of the URL's: the pull dates as the instants they begin and end in the system time zone. */
export function pullFilter(f: Record<string, string>, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.sn) out.sn = f.sn;
  if (f.status) out.status = f.status;
  if (f.from && isDate(f.from)) out.from = new Date(startOfDay(f.from, timeZone)).toISOString();
  if (f.to && isDate(f.to)) out.to = new Date(startOfDay(addDays(f.to, 1), timeZone)).toISOString();
  return out;
}
