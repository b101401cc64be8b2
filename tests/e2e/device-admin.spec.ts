import { randomUUID } from "node:crypto";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { startOwnServer } from "../support/ownServer";
import { pairDevice } from "../support/pairing";

/**
 * Adding and importing devices, and the detail page's live data. These change what the other specs
 * count (60 demo devices), so this file drives a server and database of its own.
 */
const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server.baseURL);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

const rows = (page: Page) => page.getByTestId("device-table").getByTestId("row");

async function choose(select: Locator, text: string) {
  const value = await select.locator("option", { hasText: text }).first().getAttribute("value");
  await select.selectOption(value ?? "");
}

async function searchSn(page: Page, sn: string) {
  await page.getByTestId("filter-sn").fill(sn);
  await page.getByTestId("search").click();
}

test("adds a device: the SN is checked in the form, then the device is saved and listed", async ({
  page,
}) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/cgm-list");
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId("device-add").click();
  const form = page.getByTestId("device-form");
  await expect(form).toContainText("Add device");

  await form.getByTestId("field-sn").fill("AB123");
  await form.getByTestId("field-goodsCode").fill("CGM-S15");
  await choose(form.getByTestId("field-orgId"), "Beijing Clinic");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-sn")).toHaveText("Limit of 12 or 13 characters");
  await form.getByTestId("field-sn").fill("ADD-12345678");
  await expect(form.getByTestId("error-sn")).toHaveText("Special characters are not allowed");

  // A taken SN is the server's answer, shown on the field.
  await form.getByTestId("field-sn").fill("CGM202600001");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-sn")).toHaveText("A device with this SN already exists");

  await form.getByTestId("field-sn").fill("ADD000000001");
  await form.getByTestId("field-canUseDay").fill("30");
  await form.getByTestId("field-inventoryAt").fill("2026-01-15");
  await form.getByTestId("field-isSales").click();
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success")).toContainText("Operation Success");
  await expect(form).toBeHidden();
  // The list has reloaded: sorted by SN, the new device comes first.
  await expect(rows(page).first().getByTestId("device-sn")).toHaveText("ADD000000001");

  await searchSn(page, "ADD000000001");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId("device-organisation")).toHaveText("Beijing Clinic");
  await expect(rows(page).first().getByTestId("device-isSales")).toHaveText("Yes");
  await rows(page).first().getByTestId("device-detail-link").click();
  await expect(page.getByTestId("info-canUseDay")).toContainText("30");
  await expect(page.getByTestId("info-goodsCode")).toContainText("CGM-S15");
});

const CSV = [
  "SN,goodsCode,organisation",
  "IMP000000001,CGM-S14,ORG-0101",
  "IMP00000002,CGM-S14,ORG-0101",
  "IMP0000000#3,CGM-S14,ORG-0101",
  "CGM202600001,CGM-S14,ORG-0101",
  "IMP000000005,CGM-S14,ORG-9999",
  "IMP000000006,,ORG-0101",
  ",CGM-S14,ORG-0101",
  "IMP0000000007,CGM-S15,ORG-0202",
].join("\n");

test("imports a CSV: the preview names each row's problem, the import adds only the valid rows", async ({
  page,
}) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/cgm-list");
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId("device-import").click();
  const dialog = page.getByTestId("import-dialog");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByTestId("import-template").click(),
  ]);
  expect(download.suggestedFilename()).toBe("device-import-template.csv");

  const chooser = page.waitForEvent("filechooser");
  await dialog.getByTestId("import-choose").click();
  await (await chooser).setFiles({ name: "devices.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(dialog.getByTestId("import-file-name")).toHaveText("devices.csv");
  await expect(dialog.getByTestId("import-text")).toHaveValue(CSV);

  // The preview request is held back a moment, so its progress bar can be seen.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes('"operationName":"ImportDevices"')) await held;
    await route.continue();
  });
  await dialog.getByTestId("import-preview-run").click();
  await expect(dialog.getByTestId("import-progress")).toBeVisible();
  release();
  await expect(dialog.getByTestId("import-progress")).toBeHidden();

  await expect(dialog.getByTestId("import-valid")).toHaveText("2 valid rows");
  await expect(dialog.getByTestId("import-invalid")).toHaveText("6 invalid rows");
  const table = dialog.getByTestId("import-table");
  const resultOf = (sn: string) =>
    table
      .getByTestId("row")
      .filter({ has: page.getByTestId("import-sn").getByText(sn, { exact: true }) })
      .getByTestId("import-result");
  await expect(resultOf("IMP000000001")).toHaveText("OK");
  await expect(resultOf("IMP0000000007")).toHaveText("OK");
  await expect(resultOf("IMP00000002")).toHaveText("SN: Limit of 12 or 13 characters");
  await expect(resultOf("IMP0000000#3")).toHaveText("SN: Special characters are not allowed");
  await expect(resultOf("CGM202600001")).toHaveText("SN: A device with this SN already exists");
  await expect(resultOf("IMP000000005")).toHaveText(
    "Organisation number: You cannot place a device in this organisation",
  );
  await expect(resultOf("IMP000000006")).toHaveText("Product code: This field is required");
  await expect(resultOf("—")).toHaveText("SN: This field is required");
  // Rows with a problem come first.
  await expect(table.getByTestId("row").first().getByTestId("import-result")).not.toHaveText("OK");

  await dialog.getByTestId("import-commit").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Import 2 devices?");
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "2 devices imported" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchSn(page, "IMP");
  // Sorted by SN: "IMP000000000|7" before "IMP000000001".
  await expect(rows(page).getByTestId("device-sn")).toHaveText(["IMP0000000007", "IMP000000001"]);
  await expect(rows(page).getByTestId("device-organisation")).toHaveText([
    "Shenzhen Clinic",
    "Beijing Clinic",
  ]);
  await searchSn(page, "CGM202600001");
  await expect(rows(page)).toHaveCount(1);
});

/** Not one of the three devices the embedded demo feeds every minute, so only this test adds data. */
const LIVE_SN = "CGM202600010";

test("the detail page shows new readings and abnormal events as they arrive", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page, ...DEMO.admin);
  await page.goto(`/#/device-detail?sn=${LIVE_SN}`);
  await expect(page.getByTestId("info-sn")).toContainText(LIVE_SN);
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");
  const chart = page.getByTestId("glucose-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("anomaly-table")).not.toHaveAttribute("aria-busy", "true");
  const pointsBefore = Number(await chart.getAttribute("data-points"));
  const value = (await page.getByTestId("info-lastGlucose").innerText()).includes("17.7") ? 17.6 : 17.7;

  // Whatever arrives from here on comes over the WebSocket: no reload, no new query of the page's data.
  await page.evaluate(() => Reflect.set(window, "e2eSamePage", true));
  const refetched: string[] = [];
  page.on("request", (r) => {
    const op = /"operationName":"(DeviceDetail|DeviceGlucose|DeviceEvents)"/.exec(r.postData() ?? "");
    if (op?.[1]) refetched.push(op[1]);
  });

  // The subscription starts listening on the server a moment after the page asks for it, so the
  // upload is repeated (a new batch each time) until the page shows it.
  const detail = `e2e ${randomUUID()}`;
  const auth = `Bearer ${await pairDevice(baseURL!, LIVE_SN)}`;
  await expect(async () => {
    const ts = new Date(Date.now() - 5000).toISOString();
    const res = await fetch(`${baseURL}/ingest/v1/batches`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify({
        batchId: randomUUID(),
        devices: [
          {
            sn: LIVE_SN,
            readings: [{ ts, value }],
            anomalies: [{ ts, kind: "TEMPERATURE_ABNORMAL", detail }],
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
    await expect(page.getByTestId("info-lastGlucose")).toContainText(`${value} mmol/L`, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  await expect(chart).toHaveAttribute("data-last-mmol", String(value));
  expect(Number(await chart.getAttribute("data-points"))).toBeGreaterThan(pointsBefore);
  const top = page.getByTestId("anomaly-table").getByTestId("row").first();
  await expect(top.getByTestId("event-kind")).toHaveText("Temperature abnormality");
  await expect(top).toContainText(detail);
  expect(await page.evaluate(() => Reflect.get(window, "e2eSamePage"))).toBe(true);
  expect(refetched).toEqual([]);
});

test("releases a device's pairing with its phone app after a confirmation", async ({ page, baseURL }) => {
  const sn = "CGM202600011";
  const token = await pairDevice(baseURL!, sn);
  await signIn(page, ...DEMO.admin);
  await page.goto(`/#/device-detail?sn=${sn}`);
  await expect(page.getByTestId("info-pairedAt")).not.toContainText("Not paired");
  await page.getByTestId("release-pairing").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText(sn);
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByText(`The pairing of ${sn} was released`)).toBeVisible();
  await expect(page.getByTestId("info-pairedAt")).toContainText("Not paired");
  await expect(page.getByTestId("release-pairing")).toHaveCount(0);
  // The released token writes nothing any more, and the SN can be paired again.
  const res = await fetch(`${baseURL}/ingest/v1/batches`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ batchId: randomUUID(), devices: [{ sn, readings: [] }] }),
  });
  expect(res.status).toBe(401);
  expect(await pairDevice(baseURL!, sn)).toMatch(/^cgm_dev_/);
});
