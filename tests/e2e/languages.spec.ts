import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

const table = (page: Page) => page.getByTestId("language-table");
const row = (page: Page, code: string) =>
  table(page)
    .getByTestId("row")
    .filter({ has: page.getByRole("cell", { name: code, exact: true }) });

async function openLanguages(page: Page) {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-i18n:language").click();
  await expect(page).toHaveURL(/#\/i18n-language$/);
  await expect(row(page, "en")).toBeVisible();
}

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("lists the languages, keeps filter, sort and page in the URL across a reload, and exports the filtered list", async ({
    page,
  }) => {
    await openLanguages(page);
    await expect(table(page).getByRole("columnheader")).toHaveText([
      /Language/,
      /Language code/,
      /App display content code/,
      "Countries using it by default",
      /Update time/,
      "Actions",
    ]);
    await page.getByTestId("filter-language").fill("Eng");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/language=Eng/);
    await expect(table(page).getByTestId("row")).toHaveCount(2);
    await page.getByTestId("sort-LANGUAGE_CODE").click(); // default is ascending by code: now descending
    await expect(page).toHaveURL(/sort=-LANGUAGE_CODE/);
    await expect(table(page).getByTestId("row").first()).toContainText("en-US");
    await page.reload();
    await expect(page.getByTestId("filter-language")).toHaveValue("Eng");
    await expect(table(page).getByTestId("row")).toHaveCount(2);
    await expect(table(page).getByTestId("row").first()).toContainText("en-US");
    await expect(page.getByRole("columnheader", { name: /Language code/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // Searching does not open another tab: the list keeps one, following its filters.
    await expect(page.getByTestId("tab")).toHaveCount(2);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("language-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^language-\d{8}\.csv$/);
    const csv = (await fs.readFile(await download.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      "Language,Language code,App display content code,Countries using it by default,Update time",
    );
    expect(csv.slice(1).map((l) => l.split(",")[1])).toEqual(["en-US", "en"]);

    await page.getByTestId("reset").click();
    // Reset clears the filters; the sort chosen stays.
    await expect(page).toHaveURL(/#\/i18n-language\?sort=-LANGUAGE_CODE$/);
    await expect(table(page).getByTestId("row")).toHaveCount(12);
  });

  test("adds a language with the form's and the server's messages on their fields, edits it and deletes it after the warning", async ({
    page,
  }) => {
    await openLanguages(page);
    await page.getByTestId("language-add").click();
    const form = page.getByTestId("language-form");
    await expect(form).toContainText("Add language");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-language")).toHaveText("This field is required");
    await expect(page.getByTestId("error-languageCode")).toHaveText("This field is required");
    await page.getByTestId("field-language").fill("x".repeat(31));
    await expect(page.getByTestId("count-language")).toHaveText("31 / 30");
    await page.getByTestId("field-languageCode").fill("de de");
    await page.getByTestId("field-appDisplayCode").fill("de");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-language")).toHaveText("At most 30 characters");
    await expect(page.getByTestId("error-languageCode")).toHaveText("Special characters are not allowed");
    // A code that exists (any case) is refused by the server, on its field.
    await page.getByTestId("field-language").fill("Deutsch");
    await page.getByTestId("field-languageCode").fill("EN");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-languageCode")).toHaveText(
      "A language with this code already exists",
    );
    await page.getByTestId("field-languageCode").fill("de-e2e");
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    // The notice names what was saved, and stays clear of the header's language selector and user menu.
    const toast = page.getByTestId("toast-success").last();
    await expect(toast).toHaveText(/Operation Success: Deutsch/);
    const [t, h] = [await toast.boundingBox(), await page.getByTestId("language-switcher").boundingBox()];
    expect(t && h && (t.y >= h.y + h.height || t.x + t.width <= h.x || t.x >= h.x + h.width)).toBe(true);
    await expect(row(page, "de-e2e")).toContainText("Deutsch");

    await row(page, "de-e2e").getByTestId("language-edit").click();
    await expect(page.getByTestId("field-language")).toHaveValue("Deutsch");
    await page.getByTestId("field-language").fill("Deutsch (Test)");
    await page.getByTestId("form-save").click();
    await expect(row(page, "de-e2e")).toContainText("Deutsch (Test)");

    await row(page, "de-e2e").getByTestId("language-delete").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "Language configurations will be affected",
    );
    await page.getByTestId("confirm-cancel").click();
    await expect(row(page, "de-e2e")).toBeVisible();
    await row(page, "de-e2e").getByTestId("language-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, "de-e2e")).toHaveCount(0);
  });

  test("refuses to delete a language that countries use by default, saying how many", async ({ page }) => {
    await openLanguages(page);
    await row(page, "en").getByTestId("language-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByText(/This language is the default language of \d+ countries/)).toBeVisible();
    await expect(row(page, "en")).toBeVisible();
  });

  test("shows the list kit's error line when the list cannot be loaded, and Retry loads it", async ({
    page,
  }) => {
    await signIn(page, ...DEMO.admin);
    // The list's first request fails as a dropped connection would; the next ones go through.
    let failed = 0;
    let sent = 0;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== "Languages") return route.continue();
      sent += 1;
      if (failed > 0) return route.continue();
      failed += 1;
      return route.abort("failed");
    });
    await page.getByTestId("menu-i18n:language").click();
    const error = page.getByTestId("list-error");
    await expect(error).toContainText("Cannot reach the server. Check your connection");
    await expect(table(page).getByTestId("row")).toHaveCount(0);
    expect(sent).toBe(1);
    await error.getByRole("button", { name: "Retry" }).click();
    await expect(row(page, "en")).toBeVisible();
    await expect(error).toHaveCount(0);
    expect(sent).toBe(2);
  });

  test("an operator without the page's buttons sees no add, edit or delete", async ({ page }) => {
    await signIn(page, ...DEMO.operator);
    await page.goto("/#/i18n-language");
    await expect(page.getByTestId("language-add")).toHaveCount(0);
  });
});

test("works in Arabic, right to left, with the kit's labels translated", async ({ page }) => {
  await useLanguage(page, "ar");
  await openLanguages(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("language-add")).toHaveText("إضافة لغة");
  await expect(page.getByTestId("language-export")).toHaveText("تصدير");
  await row(page, "fr").getByTestId("language-edit").click();
  await expect(page.getByTestId("language-form")).toContainText("تعديل اللغة");
  await page.getByTestId("form-cancel").click();
});

for (const [lang, tooLong, success] of [
  ["es", /Como máximo 30 caracteres/, /Operación realizada correctamente: Idioma de prueba/],
  ["ar", /(30|٣٠) حرفًا على الأكثر/, /تمت العملية بنجاح: Idioma de prueba/],
] as const) {
  test(`says the limit and names what was saved, in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await openLanguages(page);
    await page.getByTestId("language-add").click();
    await page.getByTestId("field-language").fill("x".repeat(31));
    await page.getByTestId("field-languageCode").fill(`t-${lang}`);
    await page.getByTestId("field-appDisplayCode").fill(lang);
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-language")).toHaveText(tooLong);
    await page.getByTestId("field-language").fill("Idioma de prueba");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("toast-success").last()).toHaveText(success);
    await row(page, `t-${lang}`).getByTestId("language-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, `t-${lang}`)).toHaveCount(0);
  });
}
