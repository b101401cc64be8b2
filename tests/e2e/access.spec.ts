import { expect, test } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { adminApi, operatorRole } from "../support/adminApi";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

test("lists sign-ins and changes in the operation log, filtered by account", async ({ page }) => {
  // scope-org signs in elsewhere (an API call of its own), then the administrator reads the log.
  const other = await page.request.post("/graphql", {
    data: {
      query: `mutation { login(input: { account: "scope-org", password: "demo1234" }) { me { id } } }`,
    },
  });
  expect(other.ok()).toBe(true);
  await page.context().clearCookies();
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/sys-audit");
  await expect(page).toHaveTitle("Operation log - CGM Console");
  const rows = page.getByTestId("audit-table").getByTestId("row");
  await expect(rows.first()).toBeVisible();
  await page.getByTestId("filter-actor").fill("scope-org");
  await page.getByTestId("search").click();
  await expect(rows.first()).toContainText("scope-org");
  await expect(rows.first()).toContainText("Signed in");
  for (const text of await rows.allInnerTexts()) expect(text).toContain("scope-org");
});

test("keeps the operation log from a role without its code", async ({ page }) => {
  await signIn(page, ...DEMO.operator);
  await page.goto("/#/sys-audit");
  await expect(page).toHaveURL(/#\/403$/);
});

test("refreshes an open console's menus when its role changes, without signing in again", async ({
  browser,
}) => {
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await useLanguage(operator, "en");
  await signIn(operator, ...DEMO.operator);
  await expect(operator.getByTestId("menu-org:role")).toBeVisible();

  // The administrator takes the role list away from the Operator role, through the API.
  const { context: admin, gql } = await adminApi(browser, test.info().project.use.baseURL);
  const { role, menus, setMenus } = await operatorRole(gql);
  const roleTree = menus.filter((m) => m.authIdentify.startsWith("org:role")).map((m) => m.id);
  const r1 = await setMenus(role.menuIds.filter((id) => !roleTree.includes(id)));
  expect(r1.errors).toBeUndefined();

  await expect(operator.getByTestId("menu-org:role")).toHaveCount(0);
  await expect(operator.getByTestId("layout")).toBeVisible(); // still signed in

  const r2 = await setMenus(role.menuIds);
  expect(r2.errors).toBeUndefined();
  await expect(operator.getByTestId("menu-org:role")).toBeVisible();
  await operatorContext.close();
  await admin.close();
});
