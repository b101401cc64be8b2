import { useIntl } from "react-intl";
import { currencyOf, type Locale } from "@cgm/domain";
import { useLocale } from "./I18nProvider";
import { useTimeZone } from "../session/timeZone";

/** Short date: year, month, day. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
/** Date and time without the weekday, for table cells and exports. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { ...SHORT_DATE, hour: "2-digit", minute: "2-digit" };
/** Long date: adds the weekday, hour and minute. */
export const LONG_DATE: Intl.DateTimeFormatOptions = {
  ...SHORT_DATE,
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
};

/** Formatters for the spec's number and date formats, in the system time zone (spec section 9). */
export function useFormat() {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  return {
    timeZone,
    shortDate: (v: Date | string | number) => intl.formatDate(v, { ...SHORT_DATE, timeZone }),
    dateTime: (v: Date | string | number) => intl.formatDate(v, { ...DATE_TIME, timeZone }),
    longDate: (v: Date | string | number) => intl.formatDate(v, { ...LONG_DATE, timeZone }),
    money: (v: number) => intl.formatNumber(v, { style: "currency", currency: currencyOf(locale as Locale) }),
    number: (v: number) => intl.formatNumber(v),
  };
}
