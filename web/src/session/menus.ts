import { MAX_MENU_DEPTH, PAGE_ROUTES, PERSONAL_CENTER_CODE } from "@cgm/domain";
import type { MenuListQuery } from "../gql/graphql";
import { menuTargetOf } from "../routing/menuTarget";

/** One granted menu entry as the navigation fetch returns it (the three levels share one shape). */
export interface MenuNode {
  id: string;
  name: string;
  url: string | null;
  type: "DIRECTORY" | "PAGE" | "BUTTON" | "LINK";
  authIdentify: string;
  icon: string | null;
  menuList: MenuNode[];
}

/** A route added after sign-in. */
export interface GrantedRoute {
  /** Path segment: "sys-role" or "i-12". */
  name: string;
  /** A console page, a frame for another site, or a page of this site that opens in a new tab. */
  kind: "page" | "frame" | "newTab";
  menuId: string;
  code: string;
  /** The menu name from the server (shown when the catalogue has no translation). */
  title: string;
  url: string;
}

export function toMenuNodes(data: MenuListQuery["menuList"]): MenuNode[] {
  const norm = (m: {
    id: string;
    name: string;
    url?: string | null;
    type: MenuNode["type"];
    authIdentify: string;
    icon?: string | null;
    menuList?: unknown[] | null;
  }): MenuNode => ({
    id: m.id,
    name: m.name,
    url: m.url ?? null,
    type: m.type,
    authIdentify: m.authIdentify,
    icon: m.icon ?? null,
    menuList: ((m.menuList ?? []) as Parameters<typeof norm>[0][]).map(norm),
  });
  return data.map(norm);
}

function* walk(nodes: MenuNode[], depth = 1): Generator<[MenuNode, number]> {
  for (const n of nodes) {
    if (depth > MAX_MENU_DEPTH) return;
    yield [n, depth];
    yield* walk(n.menuList, depth + 1);
  }
}

/**
 * Routes for every granted page (url with "/" -> "-") and every external link (route i-{id}: a frame
 * for another site, a link to open in a new tab for this site's own non-console pages).
 */
export function routesOf(menus: MenuNode[], origin?: string): GrantedRoute[] {
  const routes: GrantedRoute[] = [];
  for (const [m] of walk(menus)) {
    const target = menuTargetOf(m, origin);
    if (!target || !m.url) continue;
    routes.push({
      name: target.path.slice(1),
      kind: target.kind,
      menuId: m.id,
      code: m.authIdentify,
      title: m.name,
      url: m.url,
    });
  }
  return routes;
}

/** Button permission codes: the authIdentify of third-level entries (spec section 6). */
export function buttonCodesOf(menus: MenuNode[]): string[] {
  const codes = new Set<string>();
  for (const [m, depth] of walk(menus)) {
    if (depth === 3 || m.type === "BUTTON") codes.add(m.authIdentify);
  }
  return [...codes].sort();
}

/** The side menu: everything but buttons and the personal-center entry, which is kept apart. */
export function sideMenuOf(menus: MenuNode[]): MenuNode[] {
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .filter((n) => n.type !== "BUTTON" && n.authIdentify !== PERSONAL_CENTER_CODE)
      .map((n) => ({ ...n, menuList: prune(n.menuList) }))
      .filter((n) => n.type !== "DIRECTORY" || n.menuList.length > 0);
  return prune(menus);
}

export type Resolution =
  { kind: "granted"; route: GrantedRoute } | { kind: "forbidden" } | { kind: "notFound" };

/**
 * What a path segment under the layout opens: a granted route; /403 for a page the console has but the
 * role was not granted (or a frame route that is not granted); /404 for anything else.
 */
export function resolvePath(segment: string, routes: GrantedRoute[]): Resolution {
  const route = routes.find((r) => r.name === segment);
  if (route) return { kind: "granted", route };
  if (segment in PAGE_ROUTES || /^i-\d+$/.test(segment)) return { kind: "forbidden" };
  return { kind: "notFound" };
}
