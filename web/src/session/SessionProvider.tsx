import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { MeFieldsFragment } from "../gql/graphql";
import { loadSessionApi, type SessionApi } from "./loadSessionApi";
import { buttonCodesOf, routesOf, toMenuNodes, type GrantedRoute, type MenuNode } from "./menus";
import { clearCaches, clearSignIn, local, readJson, session, STORAGE_KEYS } from "./storage";
import { resolveTimeZone, TimeZoneContext } from "./timeZone";

export type SessionStatus = "anonymous" | "loading" | "ready";

export interface SessionState {
  status: SessionStatus;
  me: MeFieldsFragment | null;
  menus: MenuNode[];
  routes: GrantedRoute[];
  buttonCodes: ReadonlySet<string>;
  /** Why the last session ended, shown on the login page ("error.sessionExpired"). */
  endedReason: string | null;
  signedIn(me: MeFieldsFragment): Promise<void>;
  signOut(): Promise<void>;
  reloadMenus(): Promise<void>;
  /**
   * Reloads the profile, menus and button codes after an access change, without a spinner; resolves
   * to the new menus (null when the session ended).
   */
  refreshAccess(): Promise<MenuNode[] | null>;
  /** The system time zone was set: dates follow it now, and it is the stored default. */
  timeZoneChanged(timeZone: string): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}

interface Caches {
  menus: MenuNode[];
  routes: GrantedRoute[];
  buttons: string[];
}

function readCaches(): Caches | null {
  const menus = readJson<MenuNode[]>(session.get(STORAGE_KEYS.menus));
  const routes = readJson<GrantedRoute[]>(session.get(STORAGE_KEYS.routes));
  const buttons = readJson<string[]>(session.get(STORAGE_KEYS.buttons));
  return menus && routes && buttons ? { menus, routes, buttons } : null;
}

function writeCaches(menus: MenuNode[]): Caches {
  const c = { menus, routes: routesOf(menus), buttons: buttonCodesOf(menus) };
  session.set(STORAGE_KEYS.menus, JSON.stringify(c.menus));
  session.set(STORAGE_KEYS.routes, JSON.stringify(c.routes));
  session.set(STORAGE_KEYS.buttons, JSON.stringify(c.buttons));
  local.set(STORAGE_KEYS.authState, "2");
  return c;
}

/**
 * Sign-in state (spec section 4): no stored auth value means login; menus, routes and button codes are
 * cached for the session; if they are missing while the auth-state flag is 2 the menu is reloaded once;
 * a failed or refused menu call empties the caches and returns to login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() =>
    local.get(STORAGE_KEYS.auth) ? "loading" : "anonymous",
  );
  const [me, setMe] = useState<MeFieldsFragment | null>(null);
  const [caches, setCaches] = useState<Caches>({ menus: [], routes: [], buttons: [] });
  const [timeZone, setTimeZone] = useState(() => resolveTimeZone(location.href, null));
  const [endedReason, setEndedReason] = useState<string | null>(null);
  const started = useRef(false);

  const drop = useCallback(async (reason: string | null) => {
    clearSignIn();
    setMe(null);
    setCaches({ menus: [], routes: [], buttons: [] });
    setEndedReason(reason);
    setStatus("anonymous");
    await (await loadSessionApi()).clearStore();
  }, []);

  // The API calls arrive with the GraphQL client (not on the sign-in page); a session the server has
  // ended sends the console back to sign-in.
  const api = useCallback(async (): Promise<SessionApi> => {
    const loaded = await loadSessionApi();
    loaded.setUnauthenticatedHandler(() => void drop("error.sessionExpired"));
    return loaded;
  }, [drop]);

  const fetchMenus = useCallback(async (): Promise<Caches | null> => {
    try {
      return writeCaches(toMenuNodes(await (await api()).fetchMenuList()));
    } catch {
      clearCaches();
      return null;
    }
  }, [api]);

  const load = useCallback(async () => {
    try {
      const data = await (await api()).fetchMe();
      setMe(data.me);
      setTimeZone(resolveTimeZone(location.href, data.systemTimeZone));
      local.set(STORAGE_KEYS.auth, data.me.account);
    } catch {
      await drop("error.sessionExpired");
      return;
    }
    const cached = local.get(STORAGE_KEYS.authState) === "2" ? readCaches() : null;
    const c = cached ?? (await fetchMenus());
    if (!c) {
      await drop("error.sessionExpired");
      return;
    }
    setCaches(c);
    setStatus("ready");
  }, [api, drop, fetchMenus]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (status === "loading") void load();
  }, [status, load]);

  const value = useMemo<SessionState>(
    () => ({
      status,
      me,
      menus: caches.menus,
      routes: caches.routes,
      buttonCodes: new Set(caches.buttons),
      endedReason,
      signedIn: async (account) => {
        local.set(STORAGE_KEYS.auth, account.account);
        local.set(STORAGE_KEYS.authState, "1");
        clearCaches();
        setEndedReason(null);
        setStatus("loading");
        await load();
      },
      signOut: async () => {
        try {
          await (await api()).logout();
        } finally {
          await drop(null);
        }
      },
      reloadMenus: async () => {
        const c = await fetchMenus();
        if (c) setCaches(c);
        else await drop("error.sessionExpired");
      },
      timeZoneChanged: (tz) => setTimeZone(resolveTimeZone(location.href, tz)),
      refreshAccess: async () => {
        try {
          setMe((await (await api()).fetchMe()).me);
        } catch {
          await drop("error.sessionExpired");
          return null;
        }
        const c = await fetchMenus();
        if (c) setCaches(c);
        else await drop("error.sessionExpired");
        return c?.menus ?? null;
      },
    }),
    [status, me, caches, endedReason, api, drop, load, fetchMenus],
  );

  return (
    <SessionContext.Provider value={value}>
      <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>
    </SessionContext.Provider>
  );
}
