import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage, toastsGone } from "../support/app";
import { seriousViolations } from "../support/axe";
import { settled } from "../support/a11yPages";

// axe is injected as a script.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

const ANDROID_APP = "Demo CGM app";
/** The demo data's releases (db/src/seed/releases.data.ts): three of the Android app, two of the iOS app. */
const SEEDED = 5;
/**
 * The major version of the English test's releases: a retry (CI) adds numbers of its own, as the
 * releases its first attempt left stay in the database.
 */
const major = () => String(1 + 2 * test.info().retry);
const IOS_APP = "Demo CGM app (iOS)";
const table = (page: Page) => page.getByTestId("versionRelease-table");
const rows = (page: Page) => table(page).getByTestId("row");
/** The row of the release with this version number. */
const row = (page: Page, num: string) =>
  rows(page).filter({ has: page.getByRole("cell", { name: num, exact: true }) });
const form = (page: Page) => page.getByTestId("versionRelease-form");
const syncNote = (page: Page) => page.getByTestId("version-sync-message");

/** The value of the option of a select whose text is exactly `text`. */
async function choose(page: Page, select: string, text: string) {
  const options = page.getByTestId(select).locator("option");
  const all = await options.allInnerTexts();
  const i = all.findIndex((t) => t.trim() === text);
  expect(i, `${select}: ${text} in ${all.join("|")}`).toBeGreaterThanOrEqual(0);
  await page.getByTestId(select).selectOption({ index: i });
}

async function openReleases(page: Page) {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-version:release").click();
  await expect(page).toHaveURL(/#\/version-release/);
  await expect(table(page).or(page.getByTestId("empty")).first()).toBeVisible();
}

/** Fills the form of a new release (client, type, number, name, languages, update content) and saves. */
async function addRelease(page: Page, client: string, type: string, num: string, name: string) {
  await page.getByTestId("versionRelease-add").click();
  await choose(page, "field-clientId", client);
  await page.getByTestId("field-terminalType").selectOption(type);
  await page.getByTestId("field-versionNum").fill(num);
  await page.getByTestId("field-versionName").fill(name);
  await page.getByTestId("field-languageIdList").getByText("(en-US)").click();
  await page.getByTestId("field-languageIdList").getByText("(fr)").click();
  await page.getByTestId("field-remark").fill(`Update content of ${num}`);
  await page.getByTestId("form-save").click();
  await expect(form(page)).toBeHidden();
  await expect(row(page, num)).toBeVisible();
}

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("adds, refuses a duplicate number on its field, syncs with both messages, edits, filters, exports and deletes", async ({
    page,
  }) => {
    test.slow();
    const [first, second] = [`${major()}.0.0`, `${major()}.1.0`];
    await openReleases(page);
    await expect(rows(page)).not.toHaveCount(0);
    expect(await rows(page).count()).toBeGreaterThanOrEqual(SEEDED);
    const before = await rows(page).count();
    await addRelease(page, ANDROID_APP, "ANDROID", first, "Spring");
    const cells = row(page, first).getByRole("cell");
    await expect(cells.nth(0)).toHaveText(ANDROID_APP);
    await expect(cells.nth(1)).toHaveText("Android");
    await expect(cells.nth(4)).toContainText("English");
    await expect(cells.nth(5)).toHaveText(`Update content of ${first}`);

    // The form's own rules, before anything is sent.
    await page.getByTestId("versionRelease-add").click();
    await page.getByTestId("field-versionNum").fill("v1");
    await page.getByTestId("field-versionName").fill("x".repeat(51));
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-versionNum")).toContainText("version number such as 1.2.3");
    await expect(page.getByTestId("error-languageIdList")).toHaveText("Choose at least one language");
    await expect(page.getByTestId("error-clientId")).toBeVisible();

    // Sync: first the client and type, then "no previous version", then the previous version's fields.
    await page.getByTestId("version-sync").click();
    await expect(syncNote(page)).toHaveText("Please select the client name and terminal type first");
    // The demo data has releases of each app for its own terminal type, none of the iOS app for Android.
    await choose(page, "field-clientId", IOS_APP);
    await page.getByTestId("field-terminalType").selectOption("ANDROID");
    await page.getByTestId("version-sync").click();
    await expect(syncNote(page)).toHaveText(
      "There is no previous version information, please enter the required items",
    );
    await choose(page, "field-clientId", ANDROID_APP);
    await page.getByTestId("field-terminalType").selectOption("ANDROID");
    await page.getByTestId("version-sync").click();
    await expect(page.getByTestId("field-versionNum")).toHaveValue(first);
    await expect(page.getByTestId("field-versionName")).toHaveValue("Spring");
    await expect(page.getByTestId("field-remark")).toHaveValue(`Update content of ${first}`);
    await expect(
      page.getByTestId("field-languageIdList").getByRole("checkbox", { checked: true }),
    ).toHaveCount(2);

    // The same number again: the server's message on the field.
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-versionNum")).toHaveText(
      "The version number already exists, please modify the version number",
    );
    await page.getByTestId("field-versionNum").fill(second);
    await page.getByTestId("form-save").click();
    await expect(form(page)).toBeHidden();
    await expect(row(page, second)).toBeVisible();
    await toastsGone(page);

    // Edit.
    await row(page, second).getByTestId("versionRelease-edit").click();
    await page.getByTestId("field-versionName").fill("Summer");
    await page.getByTestId("form-save").click();
    await expect(form(page)).toBeHidden();
    await expect(row(page, second).getByRole("cell", { name: "Summer", exact: true })).toBeVisible();
    await toastsGone(page);

    // Filter by version number, kept in the URL across a reload; export the filtered list.
    await page.getByTestId("filter-versionNum").fill(second.slice(0, 3));
    await page.getByTestId("search").click();
    await expect(rows(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("filter-versionNum")).toHaveValue(second.slice(0, 3));
    await expect(rows(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("versionRelease-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^versionRelease-\d{8}\.csv$/);
    const csv = (await fs.readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    expect(csv.split(/\r?\n/)[0]).toBe(
      "Client name,Terminal type,Version number,Version name,Languages,Update content,Created",
    );
    expect(csv).toContain(second);
    expect(csv).toContain("Summer");
    expect(csv).not.toContain("Spring");
    await page.getByTestId("reset").click();
    await expect(rows(page)).toHaveCount(before + 2);

    // Delete with the spec's warning.
    await row(page, second).getByTestId("versionRelease-delete").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "Version release configurations will be affected",
    );
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, second)).toHaveCount(0);
    await expect(rows(page)).toHaveCount(before + 1);
  });
});

test("works in Arabic, right to left, with the terminal type and the sync message in Arabic", async ({
  page,
}) => {
  await useLanguage(page, "ar");
  await openReleases(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("versionRelease-add")).toHaveText("إضافة إصدار");
  const num = `2.${test.info().retry}`; // a retry's own number, as with major()
  await addRelease(page, ANDROID_APP, "ANDROID", num, "Arabic");
  await expect(row(page, num).getByRole("cell").nth(1)).toHaveText("أندرويد");
  await toastsGone(page);
  await page.getByTestId("versionRelease-add").click();
  await expect(form(page)).toContainText("إضافة إصدار");
  await page.getByTestId("version-sync").click();
  await expect(syncNote(page)).toHaveText("يرجى اختيار اسم العميل ونوع الجهاز الطرفي أولًا");
  await settled(page);
  expect(await seriousViolations(page, "version release form in Arabic")).toEqual([]);
  await page.getByTestId("form-cancel").click();
});
