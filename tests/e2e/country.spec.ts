import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { useLanguage } from "../support/app";
import {
  PNG,
  PNG_BANDS,
  cell,
  fillCountry,
  loaded,
  openCountries,
  optionValue,
  row,
  table,
  uploadIcon,
} from "../support/country";

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("lists the countries, keeps the filters in the URL across a reload, and exports the filtered list", async ({
    page,
  }) => {
    await openCountries(page);
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "Icon",
      /Country/,
      /Country code/,
      /Phone area code/,
      "Center",
      "Default language",
      /Update time/,
      "Actions",
    ]);
    await expect(cell(page, "CN", 1)).toHaveText("China");
    await expect(cell(page, "CN", 3)).toHaveText("+86");
    await expect(cell(page, "CN", 4)).toHaveText("China Center");
    // The default language is named in the interface language, from its code (stored as "简体中文").
    await expect(cell(page, "CN", 5)).toHaveText("Chinese (China)");
    // Every seeded country has its icon (a simple flag), named by the country.
    await expect(table(page).getByTestId("country-icon")).toHaveCount(20);
    const cn = row(page, "CN").getByTestId("country-icon");
    await expect(cn).toHaveAttribute("alt", "China");
    await expect.poll(() => loaded(cn)).toBe(true);

    await page
      .getByTestId("filter-centerId")
      .selectOption(await optionValue(page, "filter-centerId", "EMEA"));
    await page.getByTestId("filter-countryCode").fill("e");
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(/centerId=\d+/);
    await expect(page).toHaveURL(/countryCode=e/);
    await expect(table(page).getByTestId("row")).toHaveCount(4); // AE, DE, EG, ES
    await page.getByTestId("filter-country").fill("germ");
    await page.keyboard.press("Enter");
    await expect(table(page).getByTestId("row")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("filter-country")).toHaveValue("germ");
    await expect(page.getByTestId("filter-countryCode")).toHaveValue("e");
    await expect(table(page).getByTestId("row")).toHaveCount(1);
    await expect(cell(page, "DE", 1)).toHaveText("Germany");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("country-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^country-\d{8}\.csv$/);
    const csv = (await fs.readFile(await download.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe("Icon,Country,Country code,Phone area code,Center,Default language,Update time");
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^http:\/\/[^,]+\/files\/v1\/[0-9a-f]{32},Germany,DE,\+49,EMEA Center,English,\S/);
    await page.getByTestId("reset").click();
    await expect(table(page).getByTestId("row")).toHaveCount(20);
  });

  test("adds a country with its icon and the server's duplicate code on its field, edits it, sets its translations and deletes it after the warning", async ({
    page,
  }) => {
    await openCountries(page);
    await page.getByTestId("country-add").click();
    const form = page.getByTestId("country-form");
    await expect(form).toContainText("Add country");
    await page.getByTestId("form-save").click();
    for (const f of ["country", "countryCode", "phoneAreaCode", "centerId", "defaultLanguageId"])
      await expect(page.getByTestId(`error-${f}`)).toHaveText("This field is required");
    // The icon is required too: marked so, and its error on the field.
    await expect(page.getByTestId("field-iconFileId").locator("label").first()).toContainText("*");
    await expect(page.getByTestId("upload-error-iconFileId")).toHaveText("This field is required");

    // A text file named .png: the server looks at its content and refuses it.
    const icon = page.getByTestId("upload-input-iconFileId");
    await icon.setInputFiles({
      name: "flag.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image"),
    });
    await expect(page.getByTestId("upload-error-iconFileId")).toHaveText(
      /The file's content does not match its type/,
    );
    await expect(page.getByTestId("icon-preview")).toHaveCount(0);
    await icon.setInputFiles({ name: "flag.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("upload-progress-iconFileId")).toContainText("100%");
    await expect(page.getByTestId("icon-preview")).toBeVisible();
    expect(await loaded(page.getByTestId("icon-preview"))).toBe(true);

    // Code AAT sorts first, so the new country is on the first page. CN exists (in another case).
    await fillCountry(page, "Testland", "cn");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-countryCode")).toHaveText("A country with this code already exists");
    await page.getByTestId("field-countryCode").fill("AAT");
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId("toast-success").first()).toContainText("Operation Success");
    await expect(cell(page, "AAT", 1)).toHaveText("Testland");
    await expect(cell(page, "AAT", 4)).toHaveText("Americas Center");
    const thumb = row(page, "AAT").getByTestId("country-icon");
    await expect(thumb).toHaveAttribute("alt", "Testland");
    await expect.poll(() => loaded(thumb)).toBe(true);

    await row(page, "AAT").getByTestId("country-edit").click();
    await expect(form).toContainText("Edit country");
    await expect(page.getByTestId("field-country")).toHaveValue("Testland");
    const preview = page.getByTestId("icon-preview");
    await expect(preview).toBeVisible();
    const first = await preview.getAttribute("src");
    await page.getByTestId("field-country").fill("Testland 2");
    // The icon cannot be removed, only replaced; removing the new upload goes back to the current icon.
    await expect(page.getByTestId("icon-remove")).toHaveCount(0);
    await expect(page.getByTestId("upload-choose-iconFileId")).toHaveText("Replace file");
    await uploadIcon(page, PNG_BANDS, "bands.png");
    await expect(preview).not.toHaveAttribute("src", first ?? "");
    await page.getByTestId("upload-remove-iconFileId").click();
    await expect(preview).toHaveAttribute("src", first ?? "");
    await uploadIcon(page, PNG_BANDS, "bands.png");
    const second = await preview.getAttribute("src");
    expect(second).not.toBe(first);
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    await expect(cell(page, "AAT", 1)).toHaveText("Testland 2");
    const replaced = row(page, "AAT").getByTestId("country-icon");
    await expect(replaced).toHaveAttribute("src", second ?? "");
    await expect.poll(() => loaded(replaced)).toBe(true);

    // Translation setting: one name per language; the list shows the interface language's.
    await row(page, "AAT").getByTestId("country-translate").click();
    const dialog = page.getByTestId("country-translation-dialog");
    await expect(dialog).toContainText("Translation setting: Testland 2 (AAT)");
    // Each field is labelled with its language, named in the interface language.
    await expect(dialog.getByLabel("French (fr)", { exact: true })).toHaveAttribute(
      "data-testid",
      "translation-fr",
    );
    await dialog.getByTestId("translation-fr").fill("T".repeat(101));
    await dialog.getByTestId("form-save").click();
    await expect(dialog.getByTestId("error-translation-fr")).toHaveText("At most 100 characters");
    await expect(dialog.getByTestId("count-translation-fr")).toHaveText("101 / 100");
    await dialog.getByTestId("translation-fr").fill("Pays de test");
    await dialog.getByTestId("translation-ar").fill("بلد الاختبار");
    await dialog.getByTestId("form-save").click();
    await expect(dialog).toBeHidden();
    await row(page, "AAT").getByTestId("country-translate").click();
    await expect(dialog.getByTestId("translation-fr")).toHaveValue("Pays de test");
    await expect(dialog.getByTestId("translation-ar")).toHaveValue("بلد الاختبار");
    await expect(dialog.getByTestId("translation-es")).toHaveValue("");
    await dialog.getByTestId("form-cancel").click();
    // A language switch re-labels the names without a reload.
    await page.getByTestId("language-switcher").selectOption("fr");
    await expect(cell(page, "AAT", 1)).toHaveText("Pays de test");
    await expect(cell(page, "JP", 1)).toHaveText("Japon");
    await expect(cell(page, "CN", 5)).toHaveText("chinois (Chine)");
    await expect(cell(page, "AAT", 5)).toHaveText("anglais");
    await page.getByTestId("language-switcher").selectOption("en");
    await expect(cell(page, "AAT", 1)).toHaveText("Testland 2");
    await expect(cell(page, "AAT", 5)).toHaveText("English");

    await row(page, "AAT").getByTestId("country-delete").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "Delete the country “Testland 2”? Country configurations will be affected.",
    );
    await page.getByTestId("confirm-cancel").click();
    await expect(row(page, "AAT")).toBeVisible();
    await row(page, "AAT").getByTestId("country-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, "AAT")).toHaveCount(0);
  });

  test("refuses to delete a country clients support, saying how many", async ({ page }) => {
    await openCountries(page);
    await row(page, "CN").getByTestId("country-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByTestId("toast-error")).toContainText(/\d+ clients support this country/);
    await expect(row(page, "CN")).toBeVisible();
  });
});

test("works in Arabic, right to left, with names in Arabic", async ({ page }) => {
  await useLanguage(page, "ar");
  await openCountries(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("country-add")).toHaveText("إضافة دولة");
  await expect(page.getByTestId("country-import")).toHaveText("استيراد الترجمات");
  await expect(table(page).getByRole("columnheader").nth(1)).toHaveText(/الدولة/);
  await expect(cell(page, "CN", 1)).toHaveText("الصين");
  await expect(cell(page, "JP", 1)).toHaveText("اليابان");
  await row(page, "CN").getByTestId("country-edit").click();
  await expect(page.getByTestId("country-form")).toContainText("تعديل الدولة");
  await page.getByTestId("form-cancel").click();
  await row(page, "CN").getByTestId("country-translate").click();
  const dialog = page.getByTestId("country-translation-dialog");
  await expect(dialog).toContainText("إعدادات الترجمة: الصين (CN)");
  await expect(dialog.getByTestId("translation-ar")).toHaveValue("الصين");
  await dialog.getByTestId("form-cancel").click();
  await row(page, "CN").getByTestId("country-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("هل تريد حذف الدولة «الصين»؟");
  await page.getByTestId("confirm-cancel").click();
});
