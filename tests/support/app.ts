import { expect, type Page } from "@playwright/test";

/** Starts the page in a language (stored under sysLang before the app loads). */
export async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => {
    if (!window.sessionStorage.getItem("e2e.langSet")) {
      window.localStorage.setItem("sysLang", l);
      window.sessionStorage.setItem("e2e.langSet", "1");
    }
  }, lang);
}

export async function signIn(page: Page, account: string, password: string) {
  await page.goto("/#/login");
  await page.getByTestId("field-account").fill(account);
  await page.getByTestId("field-password").fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("layout")).toBeVisible();
}

export const DEMO = { admin: ["admin", "admin123"], operator: ["scope-org", "demo1234"] } as const;

/**
 * Waits until the notices have closed by themselves: at the bottom end they cover the last rows'
 * buttons. A notice under the pointer stays open (it pauses while hovered), and a dialog's Save button,
 * where the pointer was left, sits where notices appear: the pointer moves away first.
 */
export async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-testid^="toast-"]')).toHaveCount(0, { timeout: 15_000 });
}
