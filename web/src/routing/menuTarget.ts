import { isExternalUrl, routeOfUrl } from "@cgm/domain";
import type { MenuNode } from "../session/menus";

/**
 * What a menu entry opens (spec section 2):
 * - page: a console page, at its url with "/" turned into "-" ("org/role" -> /org-role);
 * - frame: an address on another site, embedded at the frame route /i-{id};
 * - newTab: an address of this site that is not a console page (the API explorer at /graphql). The
 *   console's own responses may not be framed (frame-ancestors 'none'), so it opens in a new tab; its
 *   route /i-{id} shows a link to it.
 */
export type MenuTarget =
  | { kind: "page"; path: string }
  | { kind: "frame"; path: string; url: string }
  | { kind: "newTab"; path: string; url: string };

/** The origin the console is served from ("" outside a browser, where only paths are same-origin). */
function currentOrigin(): string {
  return typeof location === "undefined" ? "" : location.origin;
}

/** True when the url names this site: a path ("/graphql") or an absolute url with the console's origin. */
export function isSameOrigin(url: string, origin: string = currentOrigin()): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  if (!origin || !/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Where a menu entry leads, or null for directories, buttons and entries without a url. */
export function menuTargetOf(m: MenuNode, origin: string = currentOrigin()): MenuTarget | null {
  if (!m.url || m.type === "BUTTON" || m.type === "DIRECTORY") return null;
  if (m.type !== "LINK" && !isExternalUrl(m.url)) return { kind: "page", path: `/${routeOfUrl(m.url)}` };
  const path = `/i-${m.id}`;
  return isSameOrigin(m.url, origin)
    ? { kind: "newTab", path, url: m.url }
    : { kind: "frame", path, url: m.url };
}
