import { expect, type Page } from "@playwright/test";
import { pairDevice } from "./pairing";

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

/**
 * States an action leads to (a confirmation, a record's details, a marked range), each reached from any
 * signed-in page: what the check then sees is the open dialog over its page, or the page in that state.
 * They change nothing that other specs count on: confirmations are cancelled; the only writes are a draft
 * rollout on the first firmware image (so its confirmations can open) and the pairing of one demo device.
 */
export interface ActionState {
  name: string;
  reach(page: Page): Promise<void>;
  /** A spinner stays on in this state (a save waiting for its confirmation): do not wait for it to end. */
  busy?: boolean;
}

/** A demo device that no other spec pairs or reads (rollout.spec pairs 47..59, device-admin 11). */
const PAIRED_SN = "CGM202600044";

async function openPage(page: Page, path: string) {
  await page.goto(`/#/${path}`);
  await expect(page.getByTestId("page-title")).not.toBeEmpty();
}

async function confirmOf(page: Page, opener: string) {
  await page.getByTestId(opener).first().click();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
}

async function deviceDetail(page: Page) {
  await openPage(page, `device-detail?sn=${PAIRED_SN}`);
  await expect(page.getByTestId("range-shown")).toHaveAttribute("data-state", "current");
}

/** The first package of a release list, on its resource detail (`?id=`). */
async function resourceDetail(page: Page, list: "version-software" | "version-firmware") {
  await openPage(page, list);
  await page.getByTestId("resource-link").first().click();
  await expect(page).toHaveURL(/#\/resource-detail\?id=\d+/);
  await expect(page.getByTestId("rollout-panel")).toBeVisible();
}

/** The first firmware image's resource detail, with a draft rollout (prepared here the first time). */
async function draftRollout(page: Page) {
  await resourceDetail(page, "version-firmware");
  const panel = page.getByTestId("rollout-panel");
  if (await panel.getByTestId("rollout-none").isVisible()) {
    await panel.getByTestId("rollout-create").click();
    await page.getByTestId("rollout-create-save").click();
    await expect(page.getByTestId("rollout-create-dialog")).toHaveCount(0);
  }
  await expect(panel.getByTestId("rollout-start")).toBeVisible();
}

export const ACTION_STATES: ActionState[] = [
  {
    name: "resource-detail (software package, no rollout)",
    reach: (page) => resourceDetail(page, "version-software"),
  },
  {
    name: "resource-detail: prepare rollout dialog, with an error",
    reach: async (page) => {
      await resourceDetail(page, "version-software");
      await page.getByTestId("rollout-create").click();
      const dialog = page.getByTestId("rollout-create-dialog");
      await dialog.getByTestId("field-percent").fill("0");
      await dialog.getByTestId("rollout-create-save").click();
      await expect(dialog.getByTestId("error-percent")).toBeVisible();
    },
  },
  { name: "resource-detail (firmware image, draft rollout)", reach: draftRollout },
  {
    name: "resource-detail: start rollout confirmation",
    reach: async (page) => {
      await draftRollout(page);
      await confirmOf(page, "rollout-start");
    },
  },
  {
    name: "resource-detail: halt rollout confirmation",
    reach: async (page) => {
      await draftRollout(page);
      await confirmOf(page, "rollout-halt");
      await expect(page.getByTestId("rollout-halt-note")).toBeVisible();
    },
  },
  {
    // After the rollout above, the log holds an entry with changes (sign-ins have none).
    name: "sys-audit: details dialog",
    reach: async (page) => {
      await openPage(page, "sys-audit");
      await page.getByTestId("audit-details").first().click();
      await expect(page.getByTestId("audit-dialog")).toBeVisible();
      await expect(page.getByTestId("audit-change").first()).toBeVisible();
    },
  },
  {
    name: "device-detail: release pairing confirmation",
    reach: async (page) => {
      // Paired once per server: a second pairing of the same SN is refused, and it stays paired.
      await pairDevice(new URL(page.url()).origin, PAIRED_SN).catch(() => undefined);
      await deviceDetail(page);
      await confirmOf(page, "release-pairing");
    },
  },
  {
    // A start after the end: the results of the old range stay, greyed out and outlined.
    name: "device-detail: results of another range than the one entered",
    reach: async (page) => {
      await deviceDetail(page);
      await page.getByTestId("range-start").focus();
      for (let i = 0; i < 14; i++) await page.keyboard.press("ArrowUp"); // 13 days ago, moved to tomorrow
      await expect(page.getByTestId("range-results")).toHaveAttribute("data-stale", "true");
      await expect(page.getByTestId("range-shown")).toHaveAttribute("data-state", "stale");
      await expect(page.getByTestId("range-error")).toBeVisible();
    },
  },
  {
    name: "org-role: accounts holding the role, before saving",
    busy: true,
    reach: async (page) => {
      await openPage(page, "org-role");
      const operator = page
        .getByTestId("role-table")
        .getByTestId("row")
        .filter({ has: page.getByTestId("role-name").getByText("Operator", { exact: true }) });
      await operator.getByTestId("role-edit").click();
      await page.getByTestId("role-form").getByTestId("form-save").click();
      await expect(page.getByTestId("confirm-dialog")).toBeVisible();
    },
  },
  {
    name: "version-app: set invalid confirmation",
    reach: async (page) => {
      await openPage(page, "version-app");
      await confirmOf(page, "appUpgrade-invalidate");
    },
  },
  {
    name: "org-list: ERP callbacks dialog",
    reach: async (page) => {
      await openPage(page, "org-list");
      await page.getByTestId("org-row-ORG-0001").getByTestId("org-more").click();
      await page.getByTestId("org-erp").click();
      await page.getByTestId("erp-form").getByTestId("erp-callbacks").click();
      await expect(page.getByTestId("callback-dialog")).toBeVisible();
    },
  },
];

/** Closes whatever dialogs are open (Escape cancels a confirmation), the innermost first. */
export async function closeDialogs(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"], [role="alertdialog"]');
  for (let n = await open.count(); n > 0; n--) {
    await page.keyboard.press("Escape");
    await expect(open).toHaveCount(n - 1);
  }
}

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
