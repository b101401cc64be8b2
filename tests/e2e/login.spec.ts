import { expect, test } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

test("shows the three sign-in messages of the spec", async ({ page }) => {
  await page.goto("/#/login");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("error-account")).toHaveText("The account cannot be empty");
  await expect(page.getByTestId("error-password")).toHaveText("The password cannot be empty");
  // The account says its limit, and counts.
  await page.getByTestId("field-account").fill("a".repeat(51));
  await expect(page.getByTestId("count-account")).toHaveText("51 / 50");
  await expect(page.getByTestId("error-account")).toHaveText("At most 50 characters");
  await page.getByTestId("field-account").fill("admin");
  await expect(page.getByTestId("count-account")).toHaveText("5 / 50");
  await page.getByTestId("field-password").fill("123");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("error-account")).toHaveCount(0);
  await expect(page.getByTestId("error-password")).toHaveText(
    "The length of password cannot less than 6 digital",
  );
});

test("choosing the language before signing in says nothing about empty fields until the form is sent", async ({
  page,
}) => {
  await page.goto("/#/login");
  await expect(page.getByTestId("field-account")).toBeFocused();
  await page.getByTestId("language-switcher").selectOption("es");
  await page.getByTestId("field-password").click();
  await page.getByTestId("language-switcher").selectOption("en");
  await expect(page.getByTestId("error-account")).toHaveCount(0);
  await expect(page.getByTestId("error-password")).toHaveCount(0);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("error-account")).toHaveText("The account cannot be empty");
});

// Issue 16.3: the sign-in page's language select was named by its raw message key, "header.language".
test("the sign-in language select is named in the interface language, also on a fresh load", async ({
  page,
}) => {
  await page.goto("/#/login");
  const select = page.getByTestId("language-switcher");
  await expect(select).toHaveAccessibleName("Language");
  await select.selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(select).toHaveAccessibleName("اللغة");
  await page.reload(); // the catalogue loaded first, not switched to
  await expect(page.getByTestId("login-submit")).toBeVisible();
  await expect(select).toHaveAccessibleName("اللغة");
  await select.selectOption("es");
  await expect(select).toHaveAccessibleName("Idioma");
});

test("refuses a wrong password without saying whether the account exists", async ({ page }) => {
  await page.goto("/#/login");
  await page.getByTestId("field-account").fill("scope-all");
  await page.getByTestId("field-password").fill("not-the-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-alert")).toHaveText("Incorrect account or password");
  await page.getByTestId("field-account").fill("nobody-at-all");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-alert")).toHaveText("Incorrect account or password");
  await expect(page).toHaveURL(/#\/login/);
});

test("signs in to the home overview of the user's scope", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page).toHaveTitle("Home - CGM Console");
  await expect(page.getByTestId("home-welcome")).toHaveText("Welcome, Administrator");
  // The demo's 9 organisations, and any that specs before this one added on the shared server.
  await expect(page.getByTestId("overview-organisations")).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId("overview-organisations").textContent())).toBeGreaterThanOrEqual(9);
  await expect(page.getByTestId("overview-devices")).toHaveText("60");
  await expect(page.getByTestId("home-home.organisation")).toHaveText("CGM Platform HQ");
  await expect(page.getByTestId("home-home.role")).toHaveText("Super admin");
});

test("sends a signed-out visitor to login and back to the page asked for", async ({ page }) => {
  await page.goto("/#/org-role");
  await expect(page).toHaveURL(/#\/login\?redirect=%2Forg-role/);
  await page.getByTestId("field-account").fill("admin");
  await page.getByTestId("field-password").fill("admin123");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/#\/org-role$/);
  await expect(page.getByTestId("role-table")).toBeVisible();
});

test("the sign-in page loads at most 200 kB of gzip JavaScript", async ({ page }) => {
  const zlib = await import("node:zlib");
  const sizes: Promise<number>[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith(".js")) sizes.push(r.body().then((b) => zlib.gzipSync(b).length));
  });
  await page.goto("/#/login");
  await expect(page.getByTestId("login-card")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  console.log(`sign-in route JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${sizes.length} files`);
  expect(total).toBeGreaterThan(50_000);
  expect(total).toBeLessThanOrEqual(200_000);
});
