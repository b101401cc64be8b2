import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage, toastsGone } from "../support/app";

const table = (page: Page) => page.getByTestId("center-table");
/** The row of the center with this code. */
const row = (page: Page, code: string) =>
  table(page)
    .getByTestId("row")
    .filter({ has: page.getByRole("cell", { name: code, exact: true }) });

async function openCenters(page: Page) {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-i18n:center").click();
  await expect(page).toHaveURL(/#\/i18n-center$/);
  await expect(row(page, "CN")).toBeVisible();
}

/** The value of the option of a select whose text contains `text`. */
const optionValue = async (page: Page, select: string, text: string) =>
  (await page.getByTestId(select).locator("option", { hasText: text }).getAttribute("value")) ?? "";

/** Adds a center through the form (the dialog closes on success). */
async function addCenter(page: Page, code: string, countries: string[]) {
  await page.getByTestId("center-add").click();
  await page.getByTestId("field-name").fill(`Center ${code}`);
  await page.getByTestId("field-centerCode").fill(code);
  await page.getByTestId("field-domain").fill(`https://${code.toLowerCase()}.cgm.example.com`);
  await page.getByTestId("field-orgId").selectOption(await optionValue(page, "field-orgId", "North Region"));
  for (const c of countries) await page.getByTestId("field-countryIds").getByText(c, { exact: true }).click();
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("center-form")).toBeHidden();
  await toastsGone(page);
}

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("lists the centers, keeps the filters in the URL across a reload, and exports the filtered list", async ({
    page,
  }) => {
    await openCenters(page);
    await expect(table(page).getByRole("columnheader")).toHaveText([
      /Center name/,
      /Center code/,
      /Domain address/,
      "Related organisation",
      "Supported countries",
      /Update time/,
      "Actions",
    ]);
    const cn = row(page, "CN").getByRole("cell");
    await expect(cn.nth(0)).toHaveText("China Center");
    await expect(cn.nth(2)).toHaveText("https://cn.cgm.example.com");
    await expect(cn.nth(3)).toHaveText("CGM Platform HQ");
    await expect(cn.nth(4)).toContainText("China");
    await expect(cn.nth(4)).toContainText("Japan");
    await expect(table(page).getByTestId("row")).toHaveCount(3);

    // By organisation: Europe Partners has the EMEA center only.
    await page
      .getByTestId("filter-orgId")
      .selectOption(await optionValue(page, "filter-orgId", "Europe Partners"));
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(/orgId=\d+/);
    await expect(table(page).getByTestId("row")).toHaveCount(1);
    await expect(row(page, "EMEA")).toContainText("Europe Partners");
    await page.getByTestId("reset").click();
    await expect(table(page).getByTestId("row")).toHaveCount(3);

    await page.getByTestId("filter-name").fill("ica");
    await page.getByTestId("filter-centerCode").fill("am");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/name=ica/);
    await expect(page).toHaveURL(/centerCode=am/);
    await expect(table(page).getByTestId("row")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("filter-name")).toHaveValue("ica");
    await expect(page.getByTestId("filter-centerCode")).toHaveValue("am");
    await expect(table(page).getByTestId("row")).toHaveCount(1);
    await expect(row(page, "AMER")).toContainText("Americas Center");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("center-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^center-\d{8}\.csv$/);
    const csv = (await fs.readFile(await download.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      "Center name,Center code,Domain address,Related organisation,Supported countries,Update time",
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^Americas Center,AMER,https:\/\/us\.cgm\.example\.com,CGM Platform HQ,.+,\S/);
  });

  test("adds a center with the form's and the server's messages on their fields, edits it and deletes it after the warning", async ({
    page,
  }) => {
    await openCenters(page);
    await page.getByTestId("center-add").click();
    const form = page.getByTestId("center-form");
    await expect(form).toContainText("Add center");
    await page.getByTestId("form-save").click();
    for (const f of ["name", "centerCode", "domain", "orgId"])
      await expect(page.getByTestId(`error-${f}`)).toHaveText("This field is required");
    await expect(page.getByTestId("error-countryIds")).toHaveText("Choose at least one country");

    await page.getByTestId("field-name").fill("x".repeat(21));
    await expect(page.getByTestId("count-name")).toHaveText("21 / 20");
    await page.getByTestId("field-centerCode").fill("new code");
    await page.getByTestId("field-domain").fill("http://west.example.com");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-name")).toHaveText("At most 20 characters");
    await expect(page.getByTestId("error-centerCode")).toHaveText("Special characters are not allowed");
    await expect(page.getByTestId("error-domain")).toHaveText("Enter a host name or an https:// address");
    await page.getByTestId("field-domain").fill("west .example.com");
    await expect(page.getByTestId("error-domain")).toHaveText("Enter a host name or an https:// address");

    // A code that exists (any case) is refused by the server, on its field.
    await page.getByTestId("field-name").fill("West Center");
    await page.getByTestId("field-centerCode").fill("emea");
    await page.getByTestId("field-domain").fill("west.cgm.example.com");
    await page
      .getByTestId("field-orgId")
      .selectOption(await optionValue(page, "field-orgId", "South Region"));
    await page.getByTestId("filter-countryIds").fill("sing");
    await page.getByTestId("field-countryIds").getByText("Singapore (SG)").click();
    await page.getByTestId("filter-countryIds").fill("");
    await page.getByTestId("field-countryIds").getByText("Japan (JP)").click();
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-centerCode")).toHaveText("A center with this code already exists");
    await expect(form).toBeVisible();

    await page.getByTestId("field-centerCode").fill("WEST");
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId("toast-success").first()).toContainText("Operation Success");
    await toastsGone(page);
    const cells = row(page, "WEST").getByRole("cell");
    await expect(cells.nth(0)).toHaveText("West Center");
    await expect(cells.nth(2)).toHaveText("west.cgm.example.com");
    await expect(cells.nth(3)).toHaveText("South Region");
    await expect(cells.nth(4)).toHaveText("Japan, Singapore"); // by country code

    await row(page, "WEST").getByTestId("center-edit").click();
    await expect(form).toContainText("Edit center");
    await expect(page.getByTestId("field-name")).toHaveValue("West Center");
    await expect(
      page.getByTestId("option-countryIds-" + (await countryId(page, "Japan (JP)"))),
    ).toBeChecked();
    await page.getByTestId("field-name").fill("West Center 2");
    await page.getByTestId("field-countryIds").getByText("Japan (JP)").click(); // untick
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    await expect(cells.nth(0)).toHaveText("West Center 2");
    await expect(cells.nth(4)).toHaveText("Singapore");
    await toastsGone(page);

    await row(page, "WEST").getByTestId("center-delete").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "Delete the center “West Center 2”? Center configurations will be affected.",
    );
    await page.getByTestId("confirm-cancel").click();
    await expect(row(page, "WEST")).toBeVisible();
    await row(page, "WEST").getByTestId("center-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, "WEST")).toHaveCount(0);
  });

  test("refuses to delete a center countries belong to, saying how many", async ({ page }) => {
    await openCenters(page);
    await row(page, "CN").getByTestId("center-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByTestId("toast-error")).toContainText(/\d+ countries belong to this center/);
    await expect(row(page, "CN")).toBeVisible();
  });

  test("country translation shows the supported countries' names in each language and saves them", async ({
    page,
  }) => {
    await openCenters(page);
    await addCenter(page, "TR-E2E", ["Japan (JP)", "Singapore (SG)"]);
    await row(page, "TR-E2E").getByTestId("center-translate").click();
    const dialog = page.getByTestId("center-translation-dialog");
    await expect(dialog).toContainText("Country translation: Center TR-E2E");
    await expect(dialog.getByTestId("translation-country-JP")).toContainText("Japan (JP)");
    await expect(dialog.getByTestId("translation-country-SG")).toBeVisible();
    await expect(dialog.getByTestId("translation-country-CN")).toHaveCount(0);
    await expect(dialog.getByTestId("translation-JP-fr")).toHaveValue("Japon");
    await expect(dialog.getByTestId("translation-SG-ar")).toHaveValue("سنغافورة");

    // Too long: the domain schema's message on that cell, nothing sent.
    await dialog.getByTestId("translation-JP-fr").fill("J".repeat(101));
    await dialog.getByTestId("form-save").click();
    await expect(dialog.getByTestId("error-translation-JP-fr")).toHaveText("At most 100 characters");
    await expect(dialog.getByTestId("count-translation-JP-fr")).toHaveText("101 / 100");

    await dialog.getByTestId("translation-JP-fr").fill("Japon (essai)");
    await dialog.getByTestId("translation-SG-pl").fill("");
    await dialog.getByTestId("form-save").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("toast-success").first()).toContainText("Operation Success");
    await toastsGone(page);

    await row(page, "TR-E2E").getByTestId("center-translate").click();
    await expect(dialog.getByTestId("translation-JP-fr")).toHaveValue("Japon (essai)");
    await expect(dialog.getByTestId("translation-SG-pl")).toHaveValue("");
    await expect(dialog.getByTestId("translation-SG-fr")).toHaveValue("Singapour");
    // Put the demo names back (other specs read them).
    await dialog.getByTestId("translation-JP-fr").fill("Japon");
    await dialog.getByTestId("translation-SG-pl").fill("Singapur");
    await dialog.getByTestId("form-save").click();
    await expect(dialog).toBeHidden();
    await toastsGone(page);
    await row(page, "TR-E2E").getByTestId("center-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, "TR-E2E")).toHaveCount(0);
  });
});

/** The id of a country in the form's multi-select, by its label. */
async function countryId(page: Page, label: string): Promise<string> {
  const box = page.getByTestId("field-countryIds").locator("label", { hasText: label });
  const id = await box.locator("input").getAttribute("data-testid");
  return (id ?? "").replace("option-countryIds-", "");
}

test("works in Arabic, right to left, with names in Arabic", async ({ page }) => {
  await useLanguage(page, "ar");
  await openCenters(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("center-add")).toHaveText("إضافة مركز");
  await expect(table(page).getByRole("columnheader").nth(4)).toHaveText("الدول المدعومة");
  await expect(row(page, "CN").getByRole("cell").nth(4)).toContainText("الصين");
  await expect(row(page, "CN").getByRole("cell").nth(4)).toContainText("اليابان");
  await row(page, "CN").getByTestId("center-edit").click();
  await expect(page.getByTestId("center-form")).toContainText("تعديل المركز");
  await expect(page.getByTestId("field-countryIds")).toContainText("الصين (CN)");
  await page.getByTestId("form-cancel").click();
  await row(page, "CN").getByTestId("center-translate").click();
  await expect(page.getByTestId("center-translation-dialog")).toContainText("ترجمة الدول: China Center");
  await expect(page.getByTestId("translation-country-CN")).toContainText("الصين (CN)");
  await page.getByTestId("form-cancel").click();
});
