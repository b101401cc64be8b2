import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage, toastsGone } from "../support/app";
import { seriousViolations } from "../support/axe";
import { settled } from "../support/a11yPages";

// axe is injected as a script; the list must fit a 1280 px screen with the side menu open.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

const table = (page: Page) => page.getByTestId("client-table");
const rows = (page: Page) => table(page).getByTestId("row");
/** The row of the client with this name. */
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole("cell", { name, exact: true }) });

async function openClients(page: Page) {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-i18n:client").click();
  await expect(page).toHaveURL(/#\/i18n-client$/);
  await expect(row(page, "Demo CGM app")).toBeVisible();
}

/** The value of the option of a select whose text contains `text`. */
const optionValue = async (page: Page, select: string, text: string) =>
  (await page.getByTestId(select).locator("option", { hasText: text }).getAttribute("value")) ?? "";

/** Chooses one of a row's actions from its "More" menu. */
async function more(page: Page, name: string, action: "rotate" | "sync" | "delete") {
  await row(page, name).getByTestId("client-more").click();
  await page.getByRole("menu").getByTestId(`client-${action}`).click();
}

/** How the pairing endpoint answers a device app holding these credentials (an SN nobody has). */
async function pairStatus(page: Page, clientId: string, secret: string): Promise<number> {
  const res = await page.request.post("/device/v1/pair", {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
    data: { sn: "ZZE2E0000001" },
  });
  return res.status();
}
/** Accepted credentials reach the SN check: 404, the SN does not exist. Refused ones get 401. */
const ACCEPTED = 404;
const REFUSED = 401;

/** Reads the secret dialog (client ID and secret), checks it says it is shown once, and closes it. */
async function takeSecret(page: Page): Promise<{ clientId: string; secret: string }> {
  const dialog = page.getByTestId("client-secret-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("client-secret-hint")).toHaveText(/cannot be shown again/);
  const clientId = (await page.getByTestId("client-secret-client-id").innerText()).trim();
  const secret = (await page.getByTestId("client-secret").innerText()).trim();
  expect(secret.length).toBeGreaterThanOrEqual(20);
  await page.getByTestId("client-secret-close").click();
  await expect(dialog).toBeHidden();
  return { clientId, secret };
}

/** Adds an iOS client of the Americas Center for the United States; its credentials. */
async function addClient(page: Page, name: string) {
  await page.getByTestId("client-add").click();
  await page.getByTestId("field-clientName").fill(name);
  await page.getByTestId("field-clientType").selectOption("IOS");
  await page.getByTestId("field-centerId").selectOption(await optionValue(page, "field-centerId", "AMER"));
  await page.getByTestId("field-countryIds").getByText("United States (US)").click();
  await page.getByTestId("field-remark").fill("made by the e2e test");
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("client-form")).toBeHidden();
  return takeSecret(page);
}

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("lists the clients, keeps the filters in the URL across a reload, and exports the filtered list", async ({
    page,
  }) => {
    await openClients(page);
    await expect(table(page).getByRole("columnheader")).toHaveText([
      /Client name/,
      /Client ID/,
      /Client type/,
      "Center name",
      "Support countries",
      "Remark",
      /Status/,
      /Update time/,
      "Actions",
    ]);
    const cells = row(page, "Demo CGM app").getByRole("cell");
    await expect(cells.nth(1).getByTestId("client-id")).toHaveText("demo-app");
    await expect(cells.nth(1).getByRole("button", { name: "Copy client ID demo-app" })).toBeVisible();
    await expect(cells.nth(2)).toHaveText("Android");
    await expect(cells.nth(3)).toHaveText("China Center");
    await expect(cells.nth(4)).toHaveText("China, Singapore");
    await expect(cells.nth(6)).toHaveText("Active");
    await expect(row(page, "Demo CGM app (iOS)").getByRole("cell").nth(2)).toHaveText("iOS");
    // No sideways scroll at 1280 px: the secondary actions sit in the row's "More" menu.
    const overflow = await table(page).evaluate((t) => {
      const box = t.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByTestId("filter-clientType").selectOption("IOS");
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(/clientType=IOS/);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, "Demo CGM app (iOS)")).toBeVisible();
    await page.getByTestId("reset").click();
    await expect(row(page, "Demo CGM app")).toBeVisible();

    await page.getByTestId("filter-clientId").fill("demo-ios");
    await page.getByTestId("filter-status").selectOption("ACTIVE");
    await page
      .getByTestId("filter-centerId")
      .selectOption(await optionValue(page, "filter-centerId", "(CN)"));
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(/clientId=demo-ios/);
    await expect(page).toHaveURL(/status=ACTIVE/);
    await expect(rows(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("filter-clientId")).toHaveValue("demo-ios");
    await expect(page.getByTestId("filter-status")).toHaveValue("ACTIVE");
    await expect(rows(page)).toHaveCount(1);
    // The type in the interface language (the dictionary's label) once its options have loaded.
    await expect(row(page, "Demo CGM app (iOS)").getByRole("cell").nth(2)).toHaveText("iOS");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("client-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^client-\d{8}\.csv$/);
    const csv = (await fs.readFile(await download.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      "Client name,Client ID,Client type,Center name,Support countries,Remark,Status,Update time",
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(
      /^Demo CGM app \(iOS\),demo-ios-app,iOS,China Center,"China, Japan",Demo iOS app,Active,\S/,
    );

    // Disabled only: none of the demo clients.
    await page.getByTestId("filter-status").selectOption("DISABLED");
    await page.getByTestId("search").click();
    await expect(page.getByTestId("empty")).toBeVisible();
  });

  test("adds a client with the form's messages, shows its secret once, and the secret pairs until rotated or disabled", async ({
    page,
  }) => {
    test.setTimeout(90_000); // several notices must go before the last row's buttons are free
    await openClients(page);
    await page.getByTestId("client-add").click();
    const form = page.getByTestId("client-form");
    await expect(form).toContainText("Add client");
    await page.getByTestId("form-save").click();
    for (const f of ["clientName", "clientType", "centerId"])
      await expect(page.getByTestId(`error-${f}`)).toHaveText("This field is required");
    await expect(page.getByTestId("error-countryIds")).toHaveText("Choose at least one country");
    await page.getByTestId("field-clientName").fill("x".repeat(51));
    await expect(page.getByTestId("count-clientName")).toHaveText("51 / 50");
    await page.getByTestId("form-save").click();
    await expect(page.getByTestId("error-clientName")).toHaveText("At most 50 characters");
    await page.getByTestId("form-cancel").click();
    await expect(form).toBeHidden();

    const { clientId, secret } = await addClient(page, "E2E Clinic App");
    await toastsGone(page);
    const cells = row(page, "E2E Clinic App").getByRole("cell");
    await expect(cells.nth(1).getByTestId("client-id")).toHaveText(clientId);
    await expect(cells.nth(2)).toHaveText("iOS");
    await expect(cells.nth(3)).toHaveText("Americas Center");
    await expect(cells.nth(4)).toHaveText("United States");
    await expect(cells.nth(5)).toHaveText("made by the e2e test");
    // Shown once: nothing on the page holds it any longer.
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await pairStatus(page, clientId, secret)).toBe(ACCEPTED);
    expect(await pairStatus(page, clientId, `${secret}x`)).toBe(REFUSED);

    // Rotation: confirmed, the new secret shown once; the old one refused at once.
    await more(page, "E2E Clinic App", "rotate");
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "The old secret stops working at once for every device app that uses it",
    );
    await settled(page);
    expect(await seriousViolations(page, "client rotate confirmation")).toEqual([]);
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByTestId("client-secret-dialog")).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page, "client secret dialog")).toEqual([]);
    const rotated = await takeSecret(page);
    expect(rotated.clientId).toBe(clientId);
    expect(rotated.secret).not.toBe(secret);
    expect(await pairStatus(page, clientId, secret)).toBe(REFUSED);
    expect(await pairStatus(page, clientId, rotated.secret)).toBe(ACCEPTED);

    // Disabled: the secret is refused; enabled again: accepted.
    await row(page, "E2E Clinic App").getByTestId("client-status").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText("Disable the client “E2E Clinic App”?");
    // Confirmations are alert dialogs, which the accessibility spec's walk does not open: checked here.
    await settled(page);
    expect(await seriousViolations(page, "client status confirmation")).toEqual([]);
    await page.getByTestId("confirm-ok").click();
    await expect(cells.nth(6)).toHaveText("Disabled");
    expect(await pairStatus(page, clientId, rotated.secret)).toBe(REFUSED);
    await toastsGone(page);
    await row(page, "E2E Clinic App").getByTestId("client-status").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText("Enable the client “E2E Clinic App”?");
    await page.getByTestId("confirm-ok").click();
    await expect(cells.nth(6)).toHaveText("Active");
    expect(await pairStatus(page, clientId, rotated.secret)).toBe(ACCEPTED);
    await toastsGone(page);

    // Edit: the form holds the row's values.
    await row(page, "E2E Clinic App").getByTestId("client-edit").click();
    await expect(form).toContainText("Edit client");
    await expect(page.getByTestId("field-clientType")).toHaveValue("IOS");
    await page.getByTestId("field-clientName").fill("E2E Clinic App 2");
    await page.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId("client-secret-dialog")).toHaveCount(0);
    await expect(row(page, "E2E Clinic App 2")).toBeVisible();
    await toastsGone(page);

    // Delete after the warning; the secret is refused afterwards.
    await more(page, "E2E Clinic App 2", "delete");
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "Delete the client “E2E Clinic App 2”? Client configurations will be affected",
    );
    await page.getByTestId("confirm-cancel").click();
    await expect(row(page, "E2E Clinic App 2")).toBeVisible();
    await more(page, "E2E Clinic App 2", "delete");
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, "E2E Clinic App 2")).toHaveCount(0);
    expect(await pairStatus(page, clientId, rotated.secret)).toBe(REFUSED);
  });

  test("syncs the Android client's center and countries after a confirmation, and says when there is none", async ({
    page,
  }) => {
    await openClients(page);
    await addClient(page, "E2E Sync App");
    await toastsGone(page);
    const cells = row(page, "E2E Sync App").getByRole("cell");
    await expect(cells.nth(3)).toHaveText("Americas Center");
    await more(page, "E2E Sync App", "sync");
    await expect(page.getByTestId("confirm-dialog")).toContainText(
      "Copy the center and support countries of the Android client onto “E2E Sync App”?",
    );
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByTestId("toast-success").first()).toContainText("Operation Success");
    await expect(cells.nth(3)).toHaveText("China Center");
    await expect(cells.nth(4)).toHaveText("China, Singapore");
    await toastsGone(page);

    // The demo Android app is the only enabled Android client: there is no other to copy from.
    await more(page, "Demo CGM app", "sync");
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByTestId("toast-error")).toHaveText(
      "There is no enabled Android client to sync from",
    );
    await expect(row(page, "Demo CGM app").getByRole("cell").nth(3)).toHaveText("China Center");
    await toastsGone(page);
    await more(page, "E2E Sync App", "delete");
    await page.getByTestId("confirm-ok").click();
    await expect(row(page, "E2E Sync App")).toHaveCount(0);
  });
});

test("works in Arabic, right to left, with types and countries in Arabic", async ({ page }) => {
  await useLanguage(page, "ar");
  await openClients(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("client-add")).toHaveText("إضافة عميل");
  await expect(table(page).getByRole("columnheader").nth(4)).toHaveText("الدول المدعومة");
  const cells = row(page, "Demo CGM app").getByRole("cell");
  await expect(cells.nth(2)).toHaveText("أندرويد");
  await expect(cells.nth(4)).toContainText("الصين");
  await expect(cells.nth(4)).toContainText("سنغافورة");
  await row(page, "Demo CGM app").getByTestId("client-edit").click();
  await expect(page.getByTestId("client-form")).toContainText("تعديل العميل");
  await expect(page.getByTestId("field-countryIds")).toContainText("الصين (CN)");
  await page.getByTestId("form-cancel").click();
  await more(page, "Demo CGM app", "rotate");
  await expect(page.getByTestId("confirm-dialog")).toContainText("يتوقف السر القديم عن العمل فورًا");
  await page.getByTestId("confirm-cancel").click();
});
