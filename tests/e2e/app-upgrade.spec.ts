import fs from "node:fs/promises";
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { useLanguage } from "../support/app";
import { PNG, apkOf, openAppUpgrades, optionValue, row, slowUploads, table } from "../support/appUpgrade";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("adds a version with an icon and a package uploaded with progress, pause and resume; refuses a wrong package; sets it invalid after the warning", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAppUpgrades(page);
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "Icon",
      /App name/,
      /Version number/,
      "Version name",
      /Terminal type/,
      "Install package",
      "Status",
      "Creator",
      /Created/,
      "Actions",
    ]);

    await page.getByTestId("appUpgrade-add").click();
    const form = page.getByTestId("appUpgrade-form");
    await expect(form).toBeVisible();
    // The form's own rules first.
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-appName")).toHaveText("This field is required");
    await expect(page.getByTestId("upload-error-packageFileId")).toHaveText("This field is required");

    await page.getByTestId("field-appName").fill("iCare CGM");
    await page.getByTestId("field-versionNum").fill("310");
    await page.getByTestId("field-versionName").fill("3.1.0");
    await page
      .getByTestId("field-terminalType")
      .selectOption(await optionValue(page, "field-terminalType", "Android"));
    await page.getByTestId("field-upgradeContent").fill("Faster pairing");

    await page
      .getByTestId("upload-input-iconFileId")
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("icon-preview")).toBeVisible();

    // A text file named .apk: refused by its content.
    const pkgInput = page.getByTestId("upload-input-packageFileId");
    await pkgInput.setInputFiles({
      name: "fake.apk",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("not an app"),
    });
    await expect(page.getByTestId("upload-error-packageFileId")).toContainText(/does not match|content/i);

    // A real APK-shaped package of 20 MB in slowed chunks: percentage and speed, pause, resume.
    const apk = apkOf(20);
    const fast = await slowUploads(page, 1500);
    await pkgInput.setInputFiles({
      name: "icare-3.1.0.apk",
      mimeType: "application/vnd.android.package-archive",
      buffer: apk,
    });
    const progress = page.getByTestId("upload-progress-packageFileId");
    await expect(progress).toBeVisible();
    await expect(progress).toContainText(/\d+%/);
    await expect(progress).toContainText(/[1-9]\d?%.*\/s|\/s/, { timeout: 20_000 });
    await page.getByTestId("upload-pause-packageFileId").click();
    await expect(progress).toContainText("Paused");
    fast();
    await page.getByTestId("upload-resume-packageFileId").click();
    await expect(progress).toContainText("100%", { timeout: 30_000 });
    await expect(page.getByTestId("upload-sha256")).toContainText(sha(apk));

    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    const added = row(page, "3.1.0");
    await expect(added).toBeVisible();
    await expect(added.getByTestId("status")).toHaveText("Valid");
    await expect(added.getByTestId("package-sha256")).toHaveText(`${sha(apk).slice(0, 12)}…`);
    await expect(added.getByTestId("package-size")).toHaveText("20 MB");
    await expect(added).toContainText("Android");

    // The package downloads byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      added.getByTestId("package-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("icare-3.1.0.apk");
    expect(sha(await fs.readFile(await download.path()))).toBe(sha(apk));

    // The same number again for Android: the server's message on the field.
    await page.getByTestId("appUpgrade-add").click();
    await page.getByTestId("field-appName").fill("iCare CGM");
    await page.getByTestId("field-versionNum").fill("310");
    await page.getByTestId("field-versionName").fill("3.1.0-b");
    await page
      .getByTestId("field-terminalType")
      .selectOption(await optionValue(page, "field-terminalType", "Android"));
    await page
      .getByTestId("upload-input-iconFileId")
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: PNG });
    await pkgInput.setInputFiles({
      name: "small.apk",
      mimeType: "application/vnd.android.package-archive",
      buffer: apkOf(0.01),
    });
    await expect(page.getByTestId("upload-progress-packageFileId")).toContainText("Uploaded");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-versionNum")).toHaveText(
      "The version number already exists, please modify the version number",
    );
    await page.getByTestId("form-cancel").click();

    // Set invalid: the warning says it cannot be undone; then the disable time shows.
    await added.getByTestId("appUpgrade-invalidate").click();
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText(
      "cannot be undone",
    );
    await page.getByTestId("confirm-ok").click();
    await expect(added.getByTestId("status")).toHaveText("Invalid");
    await expect(added.getByTestId("disable-time")).toContainText("Disabled");
    await expect(added.getByTestId("appUpgrade-invalidate")).toHaveCount(0);
    // An invalid version cannot be edited either (the API refuses it too).
    await expect(added.getByTestId("appUpgrade-edit")).toHaveCount(0);

    // Filter by status, kept in the URL.
    await page.getByTestId("filter-status").selectOption("INVALID");
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(/status=INVALID/);
    // This version and the demo data's withdrawn 2.5.1 (db/src/seed/releases.data.ts).
    await expect(table(page).getByTestId("row")).toHaveCount(2);
    await expect(row(page, "2.5.1").getByTestId("status")).toHaveText("Invalid");
  });
});

test.describe("offline", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("an upload resumes by itself from the server's offset when the browser is back online", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await openAppUpgrades(page);
    await page.getByTestId("appUpgrade-add").click();
    const apk = apkOf(20);
    const fast = await slowUploads(page, 1500);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/files/v1/uploads")) sent.push(r.method());
    });
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/files/v1/uploads") && r.request().method() === "POST",
    );
    await page.getByTestId("upload-input-packageFileId").setInputFiles({
      name: "icare-offline.apk",
      mimeType: "application/vnd.android.package-archive",
      buffer: apk,
    });
    expect((await created).status()).toBe(201);
    // The network goes away while a chunk is on its way: the field says so and waits.
    await context.setOffline(true);
    const progress = page.getByTestId("upload-progress-packageFileId");
    await expect(progress).toContainText("Connection lost. The upload resumes when it is back", {
      timeout: 20_000,
    });
    await expect(progress).not.toContainText("100%");
    const before = sent.length;
    // Back online, nothing pressed: it asks the server where it stopped and carries on from there.
    fast();
    await context.setOffline(false);
    await expect(progress).toContainText("100%", { timeout: 30_000 });
    await expect(page.getByTestId("upload-sha256")).toContainText(sha(apk));
    expect(sent.slice(before)).toContain("HEAD");
    expect(sent.filter((m) => m === "POST")).toHaveLength(1);
  });
});

test.describe("in Arabic", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "ar"));

  test("adds a version and sets it invalid, right to left", async ({ page }) => {
    await openAppUpgrades(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(table(page).getByRole("columnheader").nth(1)).toContainText("اسم التطبيق");
    await page.getByTestId("appUpgrade-add").click();
    await expect(page.getByTestId("appUpgrade-form")).toContainText("إضافة إصدار تطبيق");
    await page.getByTestId("field-appName").fill("تطبيق");
    await page.getByTestId("field-versionNum").fill("20");
    await page.getByTestId("field-versionName").fill("ar-2.0");
    await page.getByTestId("field-terminalType").selectOption({ index: 1 });
    await page
      .getByTestId("upload-input-iconFileId")
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("upload-input-packageFileId").setInputFiles({
      name: "app.apk",
      mimeType: "application/vnd.android.package-archive",
      buffer: apkOf(0.05),
    });
    await expect(page.getByTestId("upload-progress-packageFileId")).toContainText(/100.*%/);
    await expect(page.getByTestId("upload-sha256")).toBeVisible();
    await page.getByTestId("form-save").click();
    const added = row(page, "ar-2.0");
    await expect(added.getByTestId("status")).toHaveText("صالح");
    await added.getByTestId("appUpgrade-invalidate").click();
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText("لا يمكن التراجع");
    await page.getByTestId("confirm-ok").click();
    await expect(added.getByTestId("status")).toHaveText("غير صالح");
  });
});
