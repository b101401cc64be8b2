import type { IntlShape } from "react-intl";
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

/** The title of a path under the layout, or null when the path opens nothing. */
export function titleOf(pathname: string, routes: GrantedRoute[], intl: IntlShape): string | null {
  const segment = pathname.replace(/^\/+/, "").split("/")[0] ?? "";
  const fixed = FIXED_TITLES[segment];
  if (fixed) return intl.formatMessage({ id: fixed });
  const route = routes.find((r) => r.name === segment);
  return route ? menuTitle(intl, route.code, route.title) : null;
}
