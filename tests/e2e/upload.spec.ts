import { createHash } from "node:crypto";
import { expect, test, type Page, type Response } from "@playwright/test";
import { useLanguage } from "../support/app";
import { apkOf, openAppUpgrades } from "../support/appUpgrade";

/**
 * The upload field in the browser (issue 10 part 2), on the app upgrade form's install package (500 MB
 * allowed, so a 20 MB file goes in three chunks of 8 MB): a cancelled upload is discarded and leaves the
 * field empty; one cut off by a dropped connection resumes where the server stopped once it is back.
 */

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const CHUNK = 8 * 1024 * 1024;
const field = "packageFileId";

/** The answer that created an upload (tus POST), and the upload's address from it. */
const created = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && /\/files\/v1\/uploads$/.test(r.url()));
const uploadUrl = (r: Response) => new URL(r.headers()["location"] ?? "", r.url()).href;

/** Chunks (PATCH) wait `ms` before going out; while `cut()` is on, they fail as if the network were gone. */
async function slowChunks(page: Page, ms: number) {
  let cut = false;
  const offsets: number[] = [];
  await page.route("**/files/v1/uploads/**", async (route) => {
    const req = route.request();
    if (req.method() !== "PATCH") return route.continue();
    await new Promise((r) => setTimeout(r, ms));
    if (cut) return route.abort("internetdisconnected");
    offsets.push(Number(req.headers()["upload-offset"]));
    return route.continue();
  });
  return { offsets, cut: (on: boolean) => (cut = on) };
}

async function openPackageField(page: Page) {
  await openAppUpgrades(page);
  await page.getByTestId("appUpgrade-add").click();
  await expect(page.getByTestId("appUpgrade-form")).toBeVisible();
  // Filled first, as a user does: the focused, empty app name would show its error on blur and move
  // the upload buttons down under the pointer.
  await page.getByTestId("field-appName").fill("iCare CGM");
}

const choosePackage = (page: Page, buffer: Buffer) =>
  page.getByTestId(`upload-input-${field}`).setInputFiles({
    name: "icare-9.9.9.apk",
    mimeType: "application/vnd.android.package-archive",
    buffer,
  });

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

test("cancelling an upload discards it on the server and leaves the field empty", async ({ page }) => {
  await openPackageField(page);
  await slowChunks(page, 1500);
  const post = created(page);
  await choosePackage(page, apkOf(20));
  const url = uploadUrl(await post);
  const progress = page.getByTestId(`upload-progress-${field}`);
  await expect(progress).toBeVisible();
  await expect(page.getByTestId(`upload-file-${field}`)).toContainText("icare-9.9.9.apk");

  const terminated = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url() === url);
  await page.getByTestId(`upload-cancel-${field}`).click();
  expect((await terminated).status()).toBe(204);
  // The field is empty again: no progress, no file, "Choose file" (not "Replace file").
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId(`upload-file-${field}`)).toHaveCount(0);
  await expect(page.getByTestId(`upload-choose-${field}`)).toHaveText("Choose file");
  // The server no longer knows the upload.
  const head = await page.request.head(url, { headers: { "Tus-Resumable": "1.0.0" } });
  expect(head.status()).toBe(404);
  // Nothing is attached: the form still asks for the package.
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId(`upload-error-${field}`)).toHaveText("This field is required");
});

test("an upload cut off by a dropped connection resumes where the server stopped once it is back", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await openPackageField(page);
  const apk = apkOf(20);
  const chunks = await slowChunks(page, 1000);
  let creates = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/files\/v1\/uploads$/.test(r.url())) creates += 1;
  });
  // The first chunk arrives; the connection drops while the second is on its way.
  const firstChunk = page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 204);
  await choosePackage(page, apk);
  expect((await firstChunk).headers()["upload-offset"]).toBe(String(CHUNK));
  await context.setOffline(true);
  chunks.cut(true);

  const progress = page.getByTestId(`upload-progress-${field}`);
  await expect(progress).toContainText("Connection lost. The upload resumes when it is back");
  // Mid-way: at least the first chunk (41%), not all of it.
  await expect(progress).toContainText(/\b(4[1-9]|[5-9]\d)%/);

  // Back online: it carries on by itself (no click), from the server's offset, and completes.
  chunks.cut(false);
  await context.setOffline(false);
  await expect(progress).toContainText("100%", { timeout: 30_000 });
  await expect(progress).toContainText("Uploaded");
  await expect(page.getByTestId("upload-sha256")).toContainText(sha(apk));
  expect(creates).toBe(1);
  expect(chunks.offsets[0]).toBe(0);
  expect(chunks.offsets).toContain(CHUNK);
  expect(chunks.offsets.at(-1)).toBe(2 * CHUNK);
});
