import { expect, test } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

test("navigates by the server's menu and keeps open pages as tabs", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-org:list").click();
  await expect(page).toHaveURL(/#\/org-list$/);
  await expect(page).toHaveTitle("Organisation list - CGM Console");
  await expect(page.getByTestId("org-table")).toBeVisible();
  await page.getByTestId("menu-org:role").click();
  await page.getByTestId("menu-sys:dict").click();
  await expect(page).toHaveTitle("Dictionary list - CGM Console");
  const tabs = page.getByTestId("tab");
  await expect(tabs).toHaveText(["Home", "Organisation list", "Role list", "Dictionary list"]);

  // Close the active tab: its neighbour opens.
  await page.getByTestId("tab").filter({ hasText: "Dictionary list" }).getByTestId("tab-close").click();
  await expect(page).toHaveURL(/#\/org-role$/);
  await expect(tabs).toHaveText(["Home", "Organisation list", "Role list"]);

  // Switch by tab, then close the others.
  await tabs.filter({ hasText: "Organisation list" }).getByRole("link").click();
  await expect(page).toHaveURL(/#\/org-list$/);
  await page.getByTestId("tabs-close-others").click();
  await expect(tabs).toHaveText(["Home", "Organisation list"]);
});

test("opens the API explorer from the side menu in a new tab, not at /404 or in a frame", async ({
  page,
  context,
}) => {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-org:list").click();
  const entry = page.getByRole("link", { name: "API explorer (opens in a new tab)" });
  await expect(entry).toHaveAttribute("target", "_blank");
  await expect(entry).toHaveAttribute("rel", "noopener");
  const [sandbox] = await Promise.all([context.waitForEvent("page"), entry.click()]);
  await sandbox.waitForLoadState("domcontentloaded");
  expect(new URL(sandbox.url()).pathname).toBe("/graphql");
  expect(sandbox.url()).not.toContain("#/404");
  // The console stays where it was.
  await expect(page).toHaveURL(/#\/org-list$/);
  await expect(page.getByTestId("frame")).toHaveCount(0);
  await sandbox.close();

  // Its route (a bookmark, a restored tab) offers the same link instead of a frame.
  const route = await page.evaluate(() =>
    (JSON.parse(window.sessionStorage.getItem("cgm.routes") ?? "[]") as { name: string; url: string }[]).find(
      (r) => r.url === "/graphql",
    ),
  );
  await page.goto(`/#/${route!.name}`);
  await expect(page.getByTestId("new-tab-page")).toBeVisible();
  await expect(page.getByTestId("new-tab-link")).toHaveAttribute("href", "/graphql");
  await expect(page.getByTestId("frame")).toHaveCount(0);
});

test("sends an unknown path to 404 and an ungranted page to 403", async ({ page }) => {
  await signIn(page, ...DEMO.operator);
  await expect(page.getByTestId("menu-group-sys")).toHaveCount(0);
  await expect(page.getByTestId("menu-group-org")).toBeVisible();
  await page.goto("/#/sys-settings");
  await expect(page).toHaveURL(/#\/403$/);
  await expect(page.getByTestId("status-403")).toContainText("You have no permission for this page");
  await page.goto("/#/no-such-page");
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId("status-404")).toContainText("This page does not exist");
  await page.goto("/#/a/b/c");
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto("/#/");
  await expect(page).toHaveURL(/#\/home$/);
});

test("reaches the personal center from the header, outside the side menu", async ({ page }) => {
  await signIn(page, ...DEMO.operator);
  await expect(page.getByTestId("menu-personalCenter")).toHaveCount(0);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("open-personal-center").click();
  await expect(page).toHaveURL(/#\/personal-center$/);
  await expect(page.getByTestId("personal-personal.account")).toHaveText("scope-org");
  await expect(page.getByTestId("personal-personal.scope")).toHaveText("Affiliated organisation data");
});

test("reloads the menu once when the session caches are gone", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-org:role").click();
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect(page).toHaveURL(/#\/org-role$/);
  await expect(page.getByTestId("menu-org:role")).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem("cgm.menuList"))).not.toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem("cgm.authState"))).toBe("2");
});

test("asks before signing out, then returns to login", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Do you want to sign out of CGM Console?");
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("confirm-dialog")).toHaveCount(0);
  await expect(page.getByTestId("layout")).toBeVisible();

  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem("cgm.auth"))).toBeNull();
  await page.goto("/#/home");
  await expect(page).toHaveURL(/#\/login/);
});
