import { useCallback, useEffect, useState } from "react";
import { readJson, session, STORAGE_KEYS } from "../session/storage";

export interface OpenTab {
  /** Path and query, e.g. "/device-detail?sn=...". Titles are worked out when shown, in the current language. */
  path: string;
}

export const HOME_TAB_PATH = "/home";

/** Detail pages and the query parameter naming what they show (one tab per device). */
const DETAIL_PAGES: Record<string, string> = { "/device-detail": "sn", "/resource-detail": "id" };

/**
 * What makes a tab: the page for list pages (whose query holds only filters, page and sort, so
 * searching does not open another tab), the page and what it shows for detail pages (whose other
 * parameters, such as a date range, change the tab's address, not the tab).
 */
export function tabKey(path: string): string {
  const [pathname = "", query = ""] = path.split("?");
  const param = DETAIL_PAGES[pathname];
  const value = param ? new URLSearchParams(query).get(param)?.trim().toUpperCase() : null;
  return param && value ? `${pathname}?${param}=${value}` : pathname;
}

/**
 * Adds a tab for the current page once; home always comes first. A tab follows its page's latest
 * address (a list's filters and page, a detail's range), so going back to it shows it as it was left.
 */
export function withTab(tabs: OpenTab[], tab: OpenTab): OpenTab[] {
  const base = tabs.some((t) => t.path === HOME_TAB_PATH) ? tabs : [{ path: HOME_TAB_PATH }, ...tabs];
  const key = tabKey(tab.path);
  if (!base.some((t) => tabKey(t.path) === key)) return [...base, { path: tab.path }];
  return base.map((t) => (tabKey(t.path) === key && t.path !== tab.path ? { path: tab.path } : t));
}

/** The address a page's open tab was left at (a list with its filters and page), or the bare page. */
export function tabPathOf(tabs: readonly OpenTab[], pathname: string): string {
  return tabs.find((t) => tabKey(t.path) === pathname)?.path ?? pathname;
}

/** tabPathOf over the open tabs as stored: for links back to a page, such as a detail's "Back to the list". */
export function openTabPath(pathname: string): string {
  return tabPathOf(readJson<OpenTab[]>(session.get(STORAGE_KEYS.tabs)) ?? [], pathname);
}

/** Closes one tab; returns the remaining tabs and where to go when the active one closed. */
export function withoutTab(
  tabs: OpenTab[],
  path: string,
  active: string,
): { tabs: OpenTab[]; next: string | null } {
  if (tabKey(path) === HOME_TAB_PATH) return { tabs, next: null };
  const i = tabs.findIndex((t) => t.path === path);
  const rest = tabs.filter((t) => t.path !== path);
  if (tabKey(path) !== tabKey(active)) return { tabs: rest, next: null };
  const neighbour = rest[Math.min(i, rest.length - 1)] ?? rest[i - 1];
  return { tabs: rest, next: neighbour?.path ?? HOME_TAB_PATH };
}

/** The open-tabs list, kept in sessionStorage for reloads and cleared at each start of the console. */
export function useTabs(current: OpenTab | null) {
  const [tabs, setTabs] = useState<OpenTab[]>(
    () => readJson<OpenTab[]>(session.get(STORAGE_KEYS.tabs)) ?? [],
  );
  const path = current?.path;
  useEffect(() => {
    if (path) setTabs((t) => withTab(t, { path }));
  }, [path]);
  useEffect(() => {
    session.set(STORAGE_KEYS.tabs, JSON.stringify(tabs));
  }, [tabs]);
  const close = useCallback(
    (path: string, active: string): string | null => {
      const r = withoutTab(tabs, path, active);
      setTabs(r.tabs);
      return r.next;
    },
    [tabs],
  );
  const closeOthers = useCallback((active: string) => {
    setTabs((t) => t.filter((x) => x.path === HOME_TAB_PATH || tabKey(x.path) === tabKey(active)));
  }, []);
  return { tabs, close, closeOthers };
}
