import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn } from "./app";

/** Helpers of the Country management specs. */

export const table = (page: Page) => page.getByTestId("country-table");
/** The row of the country with this code. */
export const row = (page: Page, code: string) =>
  table(page)
    .getByTestId("row")
    .filter({ has: page.getByRole("cell", { name: code, exact: true }) });
export const cell = (page: Page, code: string, i: number) => row(page, code).getByRole("cell").nth(i);

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A 4x3 PNG of three vertical bands: another icon, to replace the first. */
export const PNG_BANDS = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAGElEQVR4nGNgCF3CELrk////7x1NGXByAGH6Ev1nauLUAAAAAElFTkSuQmCC",
  "base64",
);

/** Uploads an icon in the country form (open) and waits until the upload is complete. */
export async function uploadIcon(page: Page, buffer: Buffer = PNG, name = "flag.png") {
  await page.getByTestId("upload-input-iconFileId").setInputFiles({ name, mimeType: "image/png", buffer });
  await expect(page.getByTestId("upload-progress-iconFileId")).toContainText("100%");
}

export async function openCountries(page: Page) {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-i18n:country").click();
  await expect(page).toHaveURL(/#\/i18n-country$/);
  await expect(row(page, "CN")).toBeVisible();
}

/** The value of the option of a select whose text contains `text`. */
export const optionValue = async (page: Page, select: string, text: string) =>
  (await page.getByTestId(select).locator("option", { hasText: text }).getAttribute("value")) ?? "";

/** Fills the country form (open) with a country of the Americas Center, English by default. */
export async function fillCountry(page: Page, name: string, code: string) {
  await page.getByTestId("field-country").fill(name);
  await page.getByTestId("field-countryCode").fill(code);
  await page.getByTestId("field-phoneAreaCode").fill("+999");
  await page
    .getByTestId("field-centerId")
    .selectOption(await optionValue(page, "field-centerId", "Americas"));
  await page
    .getByTestId("field-defaultLanguageId")
    .selectOption(await optionValue(page, "field-defaultLanguageId", "English (en)"));
}

/** Whether an image has loaded (the authenticated download answered with a picture). */
export const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
