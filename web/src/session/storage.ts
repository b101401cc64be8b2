/**
 * Browser storage of the console (spec sections 4 and 9). The UI language and the sign-in marker live
 * in localStorage (they outlive a tab); menus, routes and button codes are held for the session in
 * sessionStorage; the open-tabs list is cleared at each start.
 */
export const STORAGE_KEYS = {
  /** UI language (spec section 9). */
  lang: "sysLang",
  /** The stored auth value: the signed-in account name. Not a secret; the session is an httpOnly cookie. */
  auth: "cgm.auth",
  /** "1": signed in, caches loading; "2": signed in with menus, routes and codes cached. */
  authState: "cgm.authState",
  menus: "cgm.menuList",
  routes: "cgm.routes",
  buttons: "cgm.buttonCodes",
  tabs: "cgm.openTabs",
  /** Time zone from a tz URL parameter or the system setting, saved as the default. */
  timeZone: "cgm.timeZone",
} as const;

export type AuthState = "1" | "2";

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (k: string) => safe(() => window.localStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => window.localStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => window.localStorage.removeItem(k), undefined),
};

export const session = {
  get: (k: string) => safe(() => window.sessionStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => window.sessionStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => window.sessionStorage.removeItem(k), undefined),
};

export function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Empties the menu, route and button caches (a failed or refused menu call, sign-out). */
export function clearCaches(): void {
  session.remove(STORAGE_KEYS.menus);
  session.remove(STORAGE_KEYS.routes);
  session.remove(STORAGE_KEYS.buttons);
  session.remove(STORAGE_KEYS.tabs);
}

export function clearSignIn(): void {
  clearCaches();
  local.remove(STORAGE_KEYS.auth);
  local.remove(STORAGE_KEYS.authState);
}
