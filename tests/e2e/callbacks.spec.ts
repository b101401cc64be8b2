import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { seriousViolations } from "../support/axe";

/**
 * The ERP connection's callbacks (issue 13.4): the signing secret shown once and rotated after a
 * confirmation, a test event that appears in the delivery log, "Resend" of one delivery, and no serious
 * accessibility violation in the dialog. (Delivery itself, signatures and retries: api/test/callback*.)
 */
test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => useLanguage(page, "en"));

const row = (page: Page, number: string) => page.getByTestId(`org-row-${number}`);

async function openCallbacks(page: Page) {
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-erp").click();
  await page.getByTestId("erp-form").getByTestId("erp-callbacks").click();
  return page.getByTestId("callback-dialog");
}

test("signing secret once, test event in the delivery log, resend, accessible", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-list");
  await row(page, "ORG-0001").getByTestId("org-toggle").click();
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-erp").click();
  const form = page.getByTestId("erp-form");
  await form.getByTestId("field-erpNumber").fill("ERP-CB");
  await form.getByTestId("field-callbackUrl").fill("https://93.184.216.34/hook");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success").first()).toBeVisible();

  let dialog = await openCallbacks(page);
  await expect(dialog.getByTestId("callback-secret-status")).toContainText("No signing secret yet");
  await expect(dialog.getByTestId("callback-log").getByTestId("empty")).toBeVisible();
  expect(await seriousViolations(page, "callbacks")).toEqual([]);

  await dialog.getByTestId("callback-secret-rotate").click();
  await expect(dialog.getByTestId("callback-secret")).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const first = await dialog.getByTestId("callback-secret").textContent();
  await expect(dialog.getByTestId("callback-secret-status")).toContainText("cannot be shown again");

  await dialog.getByTestId("callback-test").click();
  // Notices stack (the ERP save's may still show): the one that names this action.
  await expect(page.getByTestId("toast-success").filter({ hasText: "Test event queued" })).toBeVisible();
  const log = dialog.getByTestId("callback-log");
  await expect(log.getByTestId("row")).toHaveCount(1);
  await expect(log.getByTestId("callback-event").first()).toHaveText("test");
  await expect(log.getByTestId("callback-status").first()).toHaveText(/Pending|Delivered|Failed/);

  await log.getByRole("button", { name: "Resend test" }).click();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: "Queued to be sent again" }),
  ).toBeVisible();
  expect(await seriousViolations(page, "callbacks with a delivery")).toEqual([]);

  // Closed and opened again: the secret is not shown any more; a new one needs a confirmation.
  await dialog.getByTestId("callback-close").click();
  await page.keyboard.press("Escape");
  dialog = await openCallbacks(page);
  await expect(dialog.getByTestId("callback-secret")).toHaveCount(0);
  await expect(dialog.getByTestId("callback-log").getByTestId("row").first()).toBeVisible();
  await dialog.getByTestId("callback-secret-rotate").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("signed with the new secret");
  await page.getByTestId("confirm-ok").click();
  await expect(dialog.getByTestId("callback-secret")).toHaveText(/^whsec_/);
  expect(await dialog.getByTestId("callback-secret").textContent()).not.toBe(first);
});
