import { expect, type Page } from "@playwright/test";

/**
 * What the accessibility check visits. Console pages come from the signed-in account's own routes (every
 * menu page, "coming in this release" panels and frame pages included), so a new page is checked as soon
 * as it is in the menu; add its dialog below when it gets one.
 */
export const PUBLIC_PAGES = ["/login", "/403", "/404"];

/** Pages under the layout that are not menu entries. */
export const FIXED_PAGES = ["home", "personal-center", "resource-detail"];

/**
 * The dialogs of a page: the route name and the test id of the button that opens each (for a row's
 * button, the first row's).
 */
export const DIALOGS: Record<string, string | string[]> = {
  "cgm-list": "device-add",
  "org-list": "org-add",
  "org-account": "account-add",
  "org-role": "role-add",
  "i18n-center": ["center-add", "center-translate"],
  "i18n-client": "client-add",
  "i18n-country": ["country-add", "country-translate", "country-import"],
  "i18n-language": "language-add",
  "sys-dict": "dictionary-add",
  "version-release": "versionRelease-add",
  "version-app": "appUpgrade-add",
  "version-software": "softwareUpgrade-add",
  "version-firmware": "firmwareUpgrade-add",
  "sys-app-log": "logPull-request",
};

/** The console's page routes granted to the signed-in account (the menu's routes, as the app stored them). */
export async function grantedRoutes(page: Page): Promise<string[]> {
  const routes = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem("cgm.routes") ?? "[]") as { name: string }[],
  );
  expect(routes.length).toBeGreaterThan(0);
  return routes.map((r) => r.name);
}

/** Waits until the page has drawn its content: no spinner, no table still loading, no fade running. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .chakra-spinner, .chakra-skeleton')).toHaveCount(0);
  // A button fading in from its disabled look would be measured half transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
