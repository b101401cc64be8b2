import { useCallback, useEffect, useState } from "react";
import { readJson, session, STORAGE_KEYS } from "../session/storage";

export interface OpenTab {
  /** Path and query, e.g. "/device-detail?sn=...". Titles are worked out when shown, in the current language. */
  path: string;
}

export const HOME_TAB_PATH = "/home";

/** Adds a tab for the current page once; home always comes first. */
export function withTab(tabs: OpenTab[], tab: OpenTab): OpenTab[] {
  const base = tabs.some((t) => t.path === HOME_TAB_PATH) ? tabs : [{ path: HOME_TAB_PATH }, ...tabs];
  return base.some((t) => t.path === tab.path) ? base : [...base, { path: tab.path }];
}

/** Closes one tab; returns the remaining tabs and where to go when the active one closed. */
export function withoutTab(
  tabs: OpenTab[],
  path: string,
  active: string,
): { tabs: OpenTab[]; next: string | null } {
  if (path === HOME_TAB_PATH) return { tabs, next: null };
  const i = tabs.findIndex((t) => t.path === path);
  const rest = tabs.filter((t) => t.path !== path);
  if (path !== active) return { tabs: rest, next: null };
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
    setTabs((t) => t.filter((x) => x.path === HOME_TAB_PATH || x.path === active));
  }, []);
  return { tabs, close, closeOthers };
}
