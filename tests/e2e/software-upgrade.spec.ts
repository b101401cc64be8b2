import fs from "node:fs/promises";
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { optionValue, slowUploads } from "../support/appUpgrade";
import { seriousViolations } from "../support/axe";
import { settled } from "../support/a11yPages";

// bypassCSP: the axe check injects its script.
test.use({ bypassCSP: true });

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/** A firmware-like binary image of about `mb` megabytes (a header, then bytes that are not text). */
const imageOf = (mb: number) => {
  const pad = Buffer.alloc(Math.round(mb * 1_000_000));
  for (let i = 0; i < pad.length; i++) pad[i] = (i * 37 + 11) % 256;
  return Buffer.concat([Buffer.from("FWIMG\x00\x01"), pad]);
};
const tag = Date.now().toString(36).toUpperCase();

async function open(page: Page, list: "software" | "firmware") {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId(`menu-version:${list}`).click();
  await expect(page).toHaveURL(new RegExp(`#/version-${list}$`));
  await expect(page.getByTestId(`${list}Upgrade-add`)).toBeVisible();
}
const rowOf = (page: Page, resource: string, versionName: string) =>
  page
    .getByTestId(`${resource}-table`)
    .getByTestId("row")
    .filter({ has: page.getByRole("cell", { name: versionName, exact: true }) });

async function fillCommon(page: Page, product: string, num: string, name: string, type: string) {
  await page.getByTestId("field-productCode").fill(product);
  await page.getByTestId("field-typeName").fill("iCare sensor");
  await page.getByTestId("field-versionNum").fill(num);
  await page.getByTestId("field-versionName").fill(name);
  await page
    .getByTestId("field-upgradeType")
    .selectOption(await optionValue(page, "field-upgradeType", type));
}

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("adds a software package with progress; its size and SHA-256 show in the list and on the resource detail", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, "software");
    const product = `SW-${tag}`;
    await page.getByTestId("softwareUpgrade-add").click();
    const form = page.getByTestId("softwareUpgrade-form");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-productCode")).toHaveText("This field is required");
    await fillCommon(page, product, "7", "7.0.0", "Optional upgrade");
    await page.getByTestId("field-upgradeContent").fill("Shorter warm-up");

    // A text file named .bin is refused by its content.
    const input = page.getByTestId("upload-input-packageFileId");
    await input.setInputFiles({
      name: "fake.bin",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("echo hi\n"),
    });
    await expect(page.getByTestId("upload-error-packageFileId")).toContainText(/does not match|content/i);

    const bytes = imageOf(20);
    const fast = await slowUploads(page, 1200);
    await input.setInputFiles({
      name: "sensor-7.0.0.bin",
      mimeType: "application/octet-stream",
      buffer: bytes,
    });
    const progress = page.getByTestId("upload-progress-packageFileId");
    await expect(progress).toContainText(/\d+%/);
    await expect(progress).toContainText(/\/s/, { timeout: 20_000 });
    fast();
    await expect(progress).toContainText("100%", { timeout: 30_000 });
    await expect(page.getByTestId("upload-sha256")).toContainText(sha(bytes));
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();

    const added = rowOf(page, "softwareUpgrade", "7.0.0");
    await expect(added).toContainText("Optional upgrade");
    await expect(added.getByTestId("package-size")).toHaveText("20 MB");
    await expect(added.getByTestId("package-sha256")).toHaveText(`${sha(bytes).slice(0, 12)}…`);

    // The same number for the product again: the server's message on the field.
    await page.getByTestId("softwareUpgrade-add").click();
    await fillCommon(page, product.toLowerCase(), "7", "7.0.1", "Forced upgrade");
    await input.setInputFiles({ name: "s.bin", mimeType: "application/octet-stream", buffer: imageOf(0.01) });
    await expect(page.getByTestId("upload-progress-packageFileId")).toContainText("Uploaded");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-versionNum")).toHaveText(
      "The version number already exists, please modify the version number",
    );
    await page.getByTestId("form-cancel").click();

    // The filter stays in the URL over a reload.
    await page.getByTestId("filter-productCode").fill(product);
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(new RegExp(`productCode=${product}`));
    await page.reload();
    await expect(page.getByTestId("softwareUpgrade-table").getByTestId("row")).toHaveCount(1);

    // Resource detail: every field, the size and the whole SHA-256, and the download byte for byte.
    await added.getByTestId("resource-link").click();
    await expect(page).toHaveURL(/#\/resource-detail\?id=\d+/);
    const detail = page.getByTestId("resource-detail");
    await expect(detail.getByTestId("resource-productCode")).toHaveText(product);
    await expect(detail.getByTestId("resource-upgradeType")).toHaveText("Optional upgrade");
    await expect(detail.getByTestId("resource-size")).toHaveText(
      `20 MB (${bytes.length.toLocaleString("en")} bytes)`,
    );
    await expect(detail.getByTestId("resource-sha256")).toHaveText(sha(bytes));
    await expect(detail.getByTestId("resource-copy-sha256")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      detail.getByTestId("resource-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("sensor-7.0.0.bin");
    expect(sha(await fs.readFile(await download.path()))).toBe(sha(bytes));
  });

  test("adds a firmware image with its mode and start/target versions, then deletes it after the warning", async ({
    page,
  }) => {
    await open(page, "firmware");
    await page.getByTestId("firmwareUpgrade-add").click();
    await fillCommon(page, `FW-${tag}`, "3", "fw-1.1.0", "Forced upgrade");
    await page.getByTestId("field-upgradeMode").selectOption("FULL");
    await page.getByTestId("field-startVersion").fill("1.0.3");
    await page.getByTestId("field-targetVersion").fill("1.0.3");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-targetVersion")).toHaveText(
      "The target version must differ from the start version",
    );
    await page.getByTestId("field-targetVersion").fill("1.1.0");
    const image = imageOf(0.2);
    await page
      .getByTestId("upload-input-packageFileId")
      .setInputFiles({ name: "fw-1.1.0.img", mimeType: "application/octet-stream", buffer: image });
    await expect(page.getByTestId("upload-progress-packageFileId")).toContainText("Uploaded");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("firmwareUpgrade-form")).toBeHidden();
    const added = rowOf(page, "firmwareUpgrade", "fw-1.1.0");
    await expect(added).toContainText("Full image");
    await expect(added).toContainText("1.0.3");
    await expect(added).toContainText("1.1.0");

    await added.getByTestId("resource-link").click();
    await expect(page.getByTestId("resource-startVersion")).toHaveText("1.0.3");
    await expect(page.getByTestId("resource-targetVersion")).toHaveText("1.1.0");
    await expect(page.getByTestId("resource-sha256")).toHaveText(sha(image));
    await page.goBack();

    await rowOf(page, "firmwareUpgrade", "fw-1.1.0").getByTestId("firmwareUpgrade-delete").click();
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText(
      "System upgrade configurations will be affected",
    );
    await page.getByTestId("confirm-ok").click();
    await expect(rowOf(page, "firmwareUpgrade", "fw-1.1.0")).toHaveCount(0);
  });
});

test.describe("in Arabic", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "ar"));

  test("adds a software package and reads its detail, right to left", async ({ page }) => {
    await open(page, "software");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("softwareUpgrade-table").getByRole("columnheader").first()).toContainText(
      "رمز المنتج",
    );
    await page.getByTestId("softwareUpgrade-add").click();
    await expect(page.getByTestId("softwareUpgrade-form")).toContainText("إضافة حزمة برمجية");
    await fillCommon(page, `AR-${tag}`, "1", "ar-1.0", "ترقية اختيارية");
    const bytes = imageOf(0.05);
    await page
      .getByTestId("upload-input-packageFileId")
      .setInputFiles({ name: "ar.bin", mimeType: "application/octet-stream", buffer: bytes });
    await expect(page.getByTestId("upload-sha256")).toContainText(sha(bytes));
    await page.getByTestId("form-save").click();
    const added = rowOf(page, "softwareUpgrade", "ar-1.0");
    await expect(added).toContainText("ترقية اختيارية");
    await added.getByTestId("resource-link").click();
    await expect(page.getByTestId("resource-detail")).toContainText("الحجم");
    await expect(page.getByTestId("resource-sha256")).toHaveText(sha(bytes));
    // The detail with its data passes axe (the accessibility walk sees it without an id only).
    await settled(page);
    expect(await seriousViolations(page, "resource-detail")).toEqual([]);
  });
});
