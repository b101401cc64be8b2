/** The signed-in console's shell (Apollo, layout) and its menu routes. */
export const loadShell = () => import("./ConsoleShell");
export const loadMenuRoute = () => import("../routing/MenuRoute");
/** The layout's fixed routes, by path. */
export const FIXED_PAGES = {
  home: () => import("../features/home/HomePage"),
  "device-detail": () => import("../features/device/DeviceDetailPage"),
  "resource-detail": () => import("../features/upgradePackage/ResourceDetailPage"),
  "personal-center": () => import("../features/personal/PersonalCenterPage"),
};

const quietly = (load: () => Promise<unknown>) => void load().catch(() => {});
const loadPageTable = () => import("../routing/pages");

/**
 * Loads the menu pages' table (its own small chunk, not part of the sign-in page) ahead, so that
 * preloadConsole can ask for the page in the same wave as the shell.
 */
export function warmConsole() {
  quietly(loadPageTable);
}

/**
 * Starts loading the signed-in console's code for a path ("/cgm-list?x=1") now, beside the session's
 * calls, rather than chunk after chunk once the session and its menus are in. A failed load is tried
 * again when the page renders.
 */
export function preloadConsole(path: string) {
  quietly(loadShell);
  const name = path.replace(/^\//, "").split(/[/?#]/)[0] || "home";
  if (Object.hasOwn(FIXED_PAGES, name)) return quietly(FIXED_PAGES[name as keyof typeof FIXED_PAGES]);
  quietly(loadMenuRoute);
  quietly(() => loadPageTable().then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]?.()));
}
