import type { IntlShape } from "react-intl";
import { isLocale, isolateAuto, isolateLtr, isRtl } from "@cgm/domain";
import type { GrantedRoute } from "../session/menus";

/** A menu's name in the interface language, or the server's name when the catalogue lacks it. */
export function menuTitle(intl: IntlShape, code: string, fallback: string): string {
  const id = `menu.${code}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : fallback;
}

/** Fixed routes under the layout and their title message ids (route metadata). */
export const FIXED_TITLES: Record<string, string> = {
  home: "page.home",
  "device-detail": "page.deviceDetail",
  "resource-detail": "page.resourceDetail",
};

/** The query parameter naming what a detail page shows, for its title ("CGM detail · CGM2026…"). */
const SUBJECT_PARAM: Record<string, string> = { "device-detail": "sn" };

/**
 * The title of a path (and query) under the layout, or null when the path opens nothing. A detail
 * page's title names what it shows.
 */
export function titleOf(path: string, routes: GrantedRoute[], intl: IntlShape): string | null {
  const [pathname = "", query = ""] = path.split("?");
  const segment = pathname.replace(/^\/+/, "").split("/")[0] ?? "";
  const fixed = FIXED_TITLES[segment];
  if (fixed) {
    const title = intl.formatMessage({ id: fixed });
    const param = SUBJECT_PARAM[segment];
    const name = param ? new URLSearchParams(query).get(param)?.trim().toUpperCase() : null;
    if (!name) return title;
    // In Arabic each part keeps its own direction: the Latin SN does not swallow the title's "CGM".
    const rtl = isLocale(intl.locale) && isRtl(intl.locale);
    return intl.formatMessage(
      { id: "page.detailOf" },
      rtl ? { title: isolateAuto(title), name: isolateLtr(name) } : { title, name },
    );
  }
  const route = routes.find((r) => r.name === segment);
  return route ? menuTitle(intl, route.code, route.title) : null;
}
