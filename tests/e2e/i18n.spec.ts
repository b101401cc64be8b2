import { expect, test } from "@playwright/test";
import { DEMO } from "../support/app";

test("starts in Simplified Chinese and keeps the choice under sysLang", async ({ page }) => {
  await page.goto("/#/login");
  await expect(page.getByTestId("login-submit")).toHaveText("登录");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByTestId("language-switcher").selectOption("fr");
  await expect(page.getByTestId("login-submit")).toHaveText("Se connecter");
  expect(await page.evaluate(() => window.localStorage.getItem("sysLang"))).toBe("fr");
  await page.reload();
  await expect(page.getByTestId("login-submit")).toHaveText("Se connecter");
});

test("mirrors the whole console right to left in Arabic", async ({ page }) => {
  await page.goto("/#/login");
  await page.getByTestId("language-switcher").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByTestId("field-account").fill(DEMO.admin[0]);
  await page.getByTestId("field-password").fill(DEMO.admin[1]);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("layout")).toBeVisible();
  const side = await page.getByTestId("sidebar").boundingBox();
  const header = await page.getByTestId("header").boundingBox();
  expect(side!.x).toBeGreaterThan(header!.x); // the side menu sits on the right
  await expect(page).toHaveTitle(/CGM/);

  await page.getByTestId("language-switcher").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const sideLtr = await page.getByTestId("sidebar").boundingBox();
  const headerLtr = await page.getByTestId("header").boundingBox();
  expect(sideLtr!.x).toBeLessThan(headerLtr!.x);
  await expect(page.getByTestId("menu-org:list")).toHaveText("Organisation list");
});
