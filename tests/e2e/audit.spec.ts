import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

const row = (page: Page, number: string) => page.getByTestId(`org-row-${number}`);

/** Disables Europe Partners (ORG-0300) with its confirmation, then enables it again, in the console. */
async function disableAndEnable(page: Page) {
  await page.goto("/#/org-list");
  await row(page, "ORG-0001").getByTestId("org-toggle").click();
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-status").click();
  await page.getByTestId("confirm-ok").click();
  await expect(row(page, "ORG-0300").getByTestId("status")).toHaveText(/Disabled|معطّل|Deshabilitado/);
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-status").click();
  await expect(row(page, "ORG-0300").getByTestId("status")).toHaveText(/Active|نشط|Activo/);
}

/** The operation log filtered to organisations: its rows, newest first. */
async function organisationEntries(page: Page) {
  await page.goto("/#/sys-audit");
  await page.getByTestId("filter-entity").selectOption("organisation");
  await page.getByTestId("search").click();
  const rows = page.getByTestId("audit-table").getByTestId("row");
  await expect(rows.first()).toBeVisible();
  return rows;
}

test.describe("operation log in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("reads disabling and enabling an organisation as sentences, and shows the changed field only", async ({
    page,
  }) => {
    await signIn(page, ...DEMO.admin);
    await disableAndEnable(page);
    const rows = await organisationEntries(page);
    await expect(rows.nth(0).getByTestId("audit-sentence")).toHaveText(
      "Enabled organisation Europe Partners",
    );
    await expect(rows.nth(1).getByTestId("audit-sentence")).toHaveText(
      "Disabled organisation Europe Partners",
    );
    await expect(rows.nth(0)).not.toContainText("organisation.status");
    await rows.nth(1).getByTestId("audit-details").click();
    const dialog = page.getByTestId("audit-dialog");
    await expect(dialog.getByRole("heading")).toHaveText("Disabled organisation Europe Partners");
    const changes = dialog.getByTestId("audit-change");
    await expect(changes).toHaveCount(1);
    await expect(changes.first().getByRole("cell")).toHaveText(["Status", "Active", "Disabled"]);
    await expect(dialog).not.toContainText("{");
  });

  test("names a role's menus in words, listing the grants added and removed", async ({ page }) => {
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/org-role");
    const form = page.getByTestId("role-form");
    const check = (code: string) => page.getByTestId(`menu-check-${code}`);
    await page.getByTestId("role-add").click();
    await form.getByTestId("field-name").fill("Log reader");
    await form.getByTestId("field-level").fill("5");
    await page.getByTestId("role-menus-expand-all").click();
    await check("cgm:list:export").click();
    await form.getByTestId("form-save").click();
    await expect(form).toHaveCount(0);
    const role = page.getByTestId("role-table").getByTestId("row").filter({ hasText: "Log reader" });
    await role.getByTestId("role-edit").click();
    await page.getByTestId("role-menus-expand-all").click();
    await check("cgm:list:export").click();
    await check("org:account:add").click();
    await form.getByTestId("form-save").click();
    await expect(form).toHaveCount(0);

    await page.goto("/#/sys-audit");
    await page.getByTestId("filter-entity").selectOption("role");
    await page.getByTestId("search").click();
    const first = page.getByTestId("audit-table").getByTestId("row").first();
    await expect(first.getByTestId("audit-sentence")).toHaveText("Changed role Log reader");
    await first.getByTestId("audit-details").click();
    const changes = page.getByTestId("audit-dialog").getByTestId("audit-change");
    await expect(changes).toHaveCount(2);
    await expect(changes.nth(0).getByRole("cell")).toHaveText([
      "Authorization: added",
      "—",
      "Organisation management, Account list, Account list › Add",
    ]);
    await expect(changes.nth(1).getByRole("cell")).toHaveText([
      "Authorization: removed",
      "CGM list › Export",
      "—",
    ]);
    await expect(page.getByTestId("audit-dialog")).not.toContainText(":list");
  });

  test("logs a list export with its row count and filter", async ({ page }) => {
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/i18n-language");
    await expect(page.getByTestId("language-table").getByTestId("row").first()).toBeVisible();
    const total = await page.getByTestId("language-table").getByTestId("row").count();
    const download = page.waitForEvent("download");
    await page.getByTestId("language-export").click();
    await download;
    await page.goto("/#/sys-audit");
    await page.getByTestId("filter-entity").selectOption("language");
    await page.getByTestId("search").click();
    const first = page.getByTestId("audit-table").getByTestId("row").first();
    await expect(first.getByTestId("audit-sentence")).toHaveText(
      `Exported ${total} rows of the language list (no filter)`,
    );
    await expect(first).toContainText("admin");
  });
});

test.describe("operation log in Arabic", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "ar"));

  test("reads the same sentences and diff right to left", async ({ page }) => {
    await signIn(page, ...DEMO.admin);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await disableAndEnable(page);
    const rows = await organisationEntries(page);
    await expect(rows.nth(0).getByTestId("audit-sentence")).toHaveText("تفعيل المؤسسة Europe Partners");
    await expect(rows.nth(1).getByTestId("audit-sentence")).toHaveText("تعطيل المؤسسة Europe Partners");
    await rows.nth(1).getByTestId("audit-details").click();
    const changes = page.getByTestId("audit-dialog").getByTestId("audit-change");
    await expect(changes).toHaveCount(1);
    await expect(changes.first().getByRole("cell")).toHaveText(["الحالة", "نشط", "معطّل"]);
    await page.screenshot({ path: "test-results/audit-ar.png", animations: "disabled" });
  });
});

test.describe("operation log in Spanish", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "es"));

  test("reads each change as a sentence, with only the field that changed", async ({ page }) => {
    await signIn(page, ...DEMO.admin);
    await disableAndEnable(page);
    const rows = await organisationEntries(page);
    await expect(rows.nth(0).getByTestId("audit-sentence")).toHaveText(
      "Activación de la organización Europe Partners",
    );
    await expect(rows.nth(1).getByTestId("audit-sentence")).toHaveText(
      "Desactivación de la organización Europe Partners",
    );
    await rows.nth(1).getByTestId("audit-details").click();
    const changes = page.getByTestId("audit-dialog").getByTestId("audit-change");
    await expect(changes).toHaveCount(1);
    await expect(changes.first().getByRole("cell")).toHaveText(["Estado", "Activo", "Deshabilitado"]);
  });
});
