import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { useLanguage } from "../support/app";
import { cell, fillCountry, openCountries, row, uploadIcon } from "../support/country";

const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(["countryCode,languageCode,name", ...lines].join("\r\n") + "\r\n", "utf8"),
});

async function openImport(page: Page) {
  await page.getByTestId("country-import").click();
  const dialog = page.getByTestId("country-import-dialog");
  await expect(dialog).toContainText("Import country translations");
  return dialog;
}

const upload = (page: Page) => page.getByTestId("upload-input-importFile");
const outcomes = (page: Page) => page.getByTestId("import-preview").getByTestId("import-outcome");

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

test("imports a good CSV after its preview: the templates download, nothing is written before the confirmation, then the names show", async ({
  page,
}) => {
  await openCountries(page);
  await page.getByTestId("country-add").click();
  await fillCountry(page, "Importland", "IMP");
  await uploadIcon(page);
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("country-form")).toBeHidden();

  const dialog = await openImport(page);
  for (const [id, ext] of [
    ["template-csv", "csv"],
    ["template-xlsx", "xlsx"],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId(id).click()]);
    expect(download.suggestedFilename()).toBe(`country-translations.${ext}`);
    const body = await fs.readFile(await download.path());
    if (ext === "csv")
      expect(body.toString("utf8").replace(/^\uFEFF/, "")).toMatch(/^countryCode,languageCode,name/);
    else expect(body.subarray(0, 2).toString()).toBe("PK"); // a zip: the spreadsheet
  }
  await expect(dialog.getByTestId("import-confirm")).toBeDisabled();

  await upload(page).setInputFiles(
    csv("names.csv", ["IMP,fr,Pays importé", "imp,ar,البلد المستورد", "JP,fr,Japon"]),
  );
  await expect(dialog.getByTestId("import-summary")).toHaveText(
    "2 new, 0 changed, 1 unchanged, 0 with errors",
  );
  await expect(outcomes(page)).toHaveText(["New", "New", "Unchanged"]);
  await expect(dialog.getByTestId("import-row-error")).toHaveCount(0);
  // The preview wrote nothing.
  await dialog.getByTestId("form-cancel").click();
  await page.getByTestId("language-switcher").selectOption("fr");
  await expect(cell(page, "IMP", 1)).toHaveText("Importland");
  await page.getByTestId("language-switcher").selectOption("en");

  await openImport(page);
  await upload(page).setInputFiles(
    csv("names.csv", ["IMP,fr,Pays importé", "imp,ar,البلد المستورد", "JP,fr,Japon"]),
  );
  await expect(outcomes(page)).toHaveCount(3);
  await dialog.getByTestId("import-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast-success").first()).toContainText(
    "Translations imported: 2 new, 0 changed, 1 unchanged",
  );
  await row(page, "IMP").getByTestId("country-translate").click();
  const names = page.getByTestId("country-translation-dialog");
  await expect(names.getByTestId("translation-fr")).toHaveValue("Pays importé");
  await expect(names.getByTestId("translation-ar")).toHaveValue("البلد المستورد");
  await names.getByTestId("form-cancel").click();
  await page.getByTestId("language-switcher").selectOption("fr");
  await expect(cell(page, "IMP", 1)).toHaveText("Pays importé");
  await page.getByTestId("language-switcher").selectOption("en");

  await row(page, "IMP").getByTestId("country-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(row(page, "IMP")).toHaveCount(0);
});

test("a file with bad rows shows each row's errors and cannot be confirmed; a wrong or oversized file is refused", async ({
  page,
}) => {
  await openCountries(page);
  const dialog = await openImport(page);
  await upload(page).setInputFiles(
    csv("bad.csv", ["XX,fr,Nowhere", "JP,xx,Japan", "SG,fr,", "JP,fr,Japon", "JP,fr,Japon"]),
  );
  await expect(dialog.getByTestId("import-summary")).toHaveText(
    "0 new, 0 changed, 0 unchanged, 5 with errors",
  );
  await expect(outcomes(page)).toHaveText(["Error", "Error", "Error", "Error", "Error"]);
  const errors = dialog.getByTestId("import-row-error");
  await expect(errors.nth(0)).toHaveText("Country code: No country has this code");
  await expect(errors.nth(1)).toHaveText("Language code: No language has this code");
  await expect(errors.nth(2)).toHaveText("Name: This field is required");
  await expect(errors.nth(3)).toHaveText("Row: This country and language appear more than once in the file");
  await expect(dialog.getByTestId("import-has-errors")).toContainText("5 rows have errors");
  await expect(dialog.getByTestId("import-confirm")).toBeDisabled();

  // Not a CSV or XLSX file; a file over 2 MB; a header without the columns.
  await upload(page).setInputFiles({ name: "names.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(page.getByTestId("upload-error-importFile")).toContainText(
    "Choose a file of type .csv, .xlsx",
  );
  await expect(dialog.getByTestId("import-preview")).toHaveCount(0);
  await upload(page).setInputFiles({
    name: "big.csv",
    mimeType: "text/csv",
    buffer: Buffer.alloc(2_100_000, "a"),
  });
  await expect(page.getByTestId("upload-error-importFile")).toContainText("The file is larger than 2 MB");
  await upload(page).setInputFiles({
    name: "head.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("code,lang,text\r\nJP,fr,Japon\r\n"),
  });
  await expect(dialog.getByTestId("import-error")).toHaveText(
    "The first row must name the columns countryCode, languageCode and name, once each",
  );
  await expect(dialog.getByTestId("import-confirm")).toBeDisabled();
});
