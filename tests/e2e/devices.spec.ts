import fs from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

const table = (page: Page) => page.getByTestId("device-table");
const rows = (page: Page) => table(page).getByTestId("row");
const sns = (page: Page) => rows(page).getByTestId("device-sn").allInnerTexts();
/** The last glucose of each row as stored (mmol/L), in the order shown. */
const glucoseShown = async (page: Page) =>
  (
    await rows(page)
      .getByTestId("device-lastGlucose")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-mmol")))
  )
    .filter((v): v is string => v !== null)
    .map(Number);

async function choose(select: Locator, text: string) {
  const value = await select.locator("option", { hasText: text }).first().getAttribute("value");
  await select.selectOption(value ?? "");
}

async function openList(page: Page) {
  await page.goto("/#/cgm-list");
  await expect(page).toHaveTitle("CGM list - CGM Console");
  await expect(rows(page).first()).toBeVisible();
}

/** Runs an action that reloads the list, and waits for the list's answer to be shown. */
async function settled(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes('"operationName":"Devices"'),
  );
  await action();
  await answered;
  await expect(table(page)).not.toHaveAttribute("aria-busy", "true");
}

/** Clicks a sort header and waits for the server's answer in that order to be shown. */
async function sortedBy(page: Page, field: string, direction: "ASC" | "DESC") {
  const sort = `"sort":{"field":"${field}","direction":"${direction}"}`;
  const answered = page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes(sort),
  );
  await page.getByTestId(`sort-${field}`).click();
  await answered;
  await expect(table(page)).not.toHaveAttribute("aria-busy", "true");
}

/** Every SN of the list in the current filter (100 a page). */
async function allSns(page: Page): Promise<string[]> {
  const size = page.getByTestId("pagination").getByRole("combobox");
  if ((await size.inputValue()) !== "100") await settled(page, () => size.selectOption("100"));
  await expect(page.getByTestId("page-next")).toBeDisabled();
  const total = Number((await page.getByTestId("total").innerText()).replace(/\D/g, ""));
  await expect(rows(page)).toHaveCount(total);
  return (await sns(page)).sort();
}

test("lists the demo devices; filters by SN, sorts by last glucose and pages", async ({ page }) => {
  // A long walk through the list: on a slow two-core machine it ran past the default 30 s.
  test.setTimeout(90_000);
  await signIn(page, ...DEMO.admin);
  await openList(page);
  await expect(page.getByTestId("total")).toHaveText("60 records");
  await expect(rows(page)).toHaveCount(20);
  expect((await sns(page))[0]).toBe("CGM202600001");
  await expect(page.getByTestId("sort-SN")).toHaveAttribute("data-direction", "ascending");
  await expect(rows(page).first().getByTestId("device-detail-link")).toHaveText("View detail");

  await page.getByTestId("filter-sn").fill("cgm20260004");
  await page.getByTestId("filter-sn").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("10 records");
  expect(await sns(page)).toEqual(Array.from({ length: 10 }, (_, i) => `CGM20260004${i}`));
  await page.getByTestId("reset").click();
  await expect(page.getByTestId("total")).toHaveText("60 records");

  // Sorting is the server's, over all 60: ascending then descending by last glucose. The header says
  // the new order at once, the rows only once the server has answered: wait for both before reading.
  const bySn = await glucoseShown(page);
  await sortedBy(page, "LAST_GLUCOSE", "ASC");
  await expect(page.getByTestId("sort-LAST_GLUCOSE")).toHaveAttribute("data-direction", "ascending");
  await expect(table(page).locator("th[aria-sort=ascending]")).toContainText("Last glucose (mmol/L)");
  await expect(page.getByTestId("sort-SN")).toHaveAttribute("data-direction", "none");
  await expect.poll(() => glucoseShown(page)).not.toEqual(bySn);
  const up = await glucoseShown(page);
  expect(up.length).toBe(20);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await sortedBy(page, "LAST_GLUCOSE", "DESC");
  await expect(page.getByTestId("sort-LAST_GLUCOSE")).toHaveAttribute("data-direction", "descending");
  await expect(table(page).locator("th[aria-sort=descending]")).toContainText("Last glucose (mmol/L)");
  await expect.poll(async () => (await glucoseShown(page))[0]).toBeGreaterThan(up[19] ?? 0);
  const down = await glucoseShown(page);
  expect(down).toEqual([...down].sort((a, b) => b - a));

  // The header buttons work from the keyboard.
  // Focused and pressed in one step: the live list may render the header again in between.
  await page.getByTestId("sort-SN").press("Enter");
  await expect(page.getByTestId("sort-SN")).toHaveAttribute("data-direction", "ascending");
  await expect.poll(async () => (await sns(page))[0]).toBe("CGM202600001");

  await page.getByTestId("page-next").click();
  await expect.poll(async () => (await sns(page))[0]).toBe("CGM202600021");
  await expect(page.getByTestId("pagination")).toContainText("2 / 3");
  await page.getByTestId("page-next").click();
  await expect.poll(async () => (await sns(page))[0]).toBe("CGM202600041");
  await expect(page.getByTestId("page-next")).toBeDisabled();

  // The unit switch converts the shown values and is remembered.
  const mmol = Number(await rows(page).first().getByTestId("device-lastGlucose").getAttribute("data-mmol"));
  await page.getByTestId("unit-mgdl").click();
  await expect(page.getByTestId("unit-mgdl")).toHaveAttribute("aria-pressed", "true");
  await expect(table(page).locator("th[aria-sort=none]").filter({ hasText: "mg/dL" })).toHaveCount(1);
  await expect(rows(page).first().getByTestId("device-lastGlucose")).toHaveText(
    String(Math.round(mmol * 18.01559)),
  );
  expect(await page.evaluate(() => localStorage.getItem("cgm.glucoseUnit"))).toBe("mg/dL");
  await page.reload();
  await expect(page.getByTestId("unit-mgdl")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("unit-mmol").click();
});

test("exports the filtered, sorted list as CSV in the page's language, unit and time zone", async ({
  page,
}) => {
  await signIn(page, ...DEMO.admin);
  await openList(page);
  await page.getByTestId("filter-sn").fill("CGM20260001");
  await page.getByTestId("search").click();
  await expect(page.getByTestId("total")).toHaveText("10 records");
  await page.getByTestId("sort-SN").click(); // descending
  await expect.poll(async () => (await sns(page))[0]).toBe("CGM202600019");
  await page.getByTestId("unit-mgdl").click();
  const shown = await rows(page).first().getByTestId("device-lastGlucose").innerText();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("device-export").click(),
  ]);
  await page.getByTestId("unit-mmol").click();
  expect(download.suggestedFilename()).toMatch(/^cgm-devices-\d{8}\.csv$/);
  const csv = await fs.readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff); // the BOM, so spreadsheets read UTF-8
  const lines = csv.slice(1).trim().split(/\r?\n/);
  const header = lines[0]?.split(",") ?? [];
  expect(header.slice(0, 3)).toEqual(["SN", "Product code", "Organisation"]);
  const column = (name: string) => lines.slice(1).map((l) => l.split(",")[header.indexOf(name)]);
  expect(column("SN")).toEqual(Array.from({ length: 10 }, (_, i) => `CGM2026000${19 - i}`));
  expect(header).toContain("Last glucose (mg/dL)");
  expect(column("Last glucose (mg/dL)")[0]).toBe(shown === "—" ? "" : shown);
  for (const v of column("Inventory time")) expect(v).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  for (const v of column("After-sales service")) expect(["Yes", "No"]).toContain(v);
  for (const v of column("Bluetooth state")) expect(["Connected", "Disconnected", ""]).toContain(v);
});

test("says in a toast when the export is refused for being too long", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await openList(page);
  await page.route("**/graphql", async (route) => {
    if (!(route.request().postData() ?? "").includes('"operationName":"ExportDevices"'))
      return route.continue();
    const extensions = {
      code: "BAD_USER_INPUT",
      messageId: "device.exportTooMany",
      values: { count: 61234, limit: 50000 },
    };
    await route.fulfill({ json: { errors: [{ message: "too many", extensions }], data: null } });
  });
  await page.getByTestId("device-export").click();
  await expect(page.getByTestId("toast-error")).toContainText(
    "The export would hold 61,234 rows, more than the limit of 50,000. Narrow the filters and export again.",
  );
});

test("opens a device from the list: usage, curve, summary, permissions and the date-range check", async ({
  page,
}) => {
  await signIn(page, ...DEMO.admin);
  await openList(page);
  await rows(page).filter({ hasText: "CGM202600003" }).getByTestId("device-detail-link").click();
  await expect(page).toHaveURL(/#\/device-detail\?sn=CGM202600003$/);
  await expect(page).toHaveTitle("CGM detail · CGM202600003 - CGM Console");
  await expect(page.getByTestId("info-sn")).toContainText("CGM202600003");
  await expect(page.getByTestId("info-organisation")).toContainText("Guangzhou Clinic");
  await expect(page.getByTestId("info-phoneModel")).not.toContainText("—");

  await expect(page.getByTestId("glucose-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("glucose-chart").getByTestId("target-band")).toHaveCount(1);
  await expect(page.getByTestId("glucose-chart").locator("path").first()).toBeAttached();
  await expect(page.getByTestId("summary-mean")).toHaveText(/^\d+\.\d mmol\/L$/);
  await expect(page.getByTestId("summary-gmi")).toHaveText(/^\d+(\.\d)?%$/);
  await expect(page.getByTestId("summary-cv")).toHaveText(/^\d+(\.\d)?%$/);
  await expect(page.getByTestId("summary-wear")).toHaveText(/%$/);
  await expect(page.getByTestId("summary-gri")).toContainText("zone");
  await expect(page.getByTestId("tir-table").getByTestId("tir-value")).toHaveCount(5);
  const tir = await page.getByTestId("tir-table").getByTestId("tir-value").allInnerTexts();
  const sum = tir.map((v) => Number(v.replace("%", ""))).reduce((a, b) => a + b, 0);
  expect(Math.abs(sum - 100)).toBeLessThan(0.5);
  await expect(page.getByTestId("agp-chart").getByTestId("agp-band-25-75")).toHaveCount(1);
  await expect(page.getByTestId("bluetooth-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("usage-table")).toContainText("Sensor started");

  const labels = [
    "Bluetooth switch",
    "Location switch",
    "Location permission",
    "Bluetooth permission",
    "In battery optimization list",
    "Power saving mode",
  ];
  const table = page.getByTestId("permission-table");
  await expect(table.locator("tr")).toHaveCount(6);
  for (const [i, label] of labels.entries()) {
    await expect(table.locator("tr").nth(i)).toContainText(label);
    await expect(table.locator("tr").nth(i).getByTestId("permission-value")).toHaveText(
      /^(Authorized|Unauthorized)$/,
    );
  }

  // start > end: the page says so itself and asks the server nothing.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && /DeviceGlucose|DeviceEvents/.test(r.postData() ?? ""))
      asked.push(r.url());
  });
  // The field shows the date in the interface language; data-value holds it as YYYY-MM-DD.
  const end = (await page.getByTestId("range-end").getAttribute("data-value")) ?? "";
  const next = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId("range-start").fill(next);
  await expect(page.getByTestId("range-error")).toHaveText("start date cannot be later than end date");
  await page.getByTestId("search").click();
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  const early = new Date(Date.parse(`${end}T00:00:00Z`) - 100 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId("range-start").fill(early);
  await expect(page.getByTestId("range-error")).toHaveText("The date range cannot be longer than 90 days");

  // A one-day range: fewer readings, still a curve; mg/dL converts the summary.
  const readingsBefore = await page.getByTestId("summary-readings").innerText();
  await page.getByTestId("range-start").fill(end);
  await expect(page.getByTestId("range-error")).toHaveCount(0);
  await page.getByTestId("search").click();
  await expect(page.getByTestId("summary-readings")).not.toHaveText(readingsBefore);
  await expect(page.getByTestId("glucose-chart").locator("svg").first()).toBeVisible();
  await page.getByTestId("unit-mgdl").click();
  await expect(page.getByTestId("summary-mean")).toHaveText(/^\d+ mg\/dL$/);
  await page.getByTestId("unit-mmol").click();
});

test("an unknown SN does not exist, and the page asks for one when it has none", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/device-detail?sn=CGM999999999");
  await expect(page.getByTestId("device-notice")).toHaveText("SN number does not exist");
  await page.goto("/#/device-detail");
  await expect(page.getByTestId("device-notice")).toHaveText("Please provide the SN");
});

test("a scope-org operator sees only the devices of its organisation", async ({ page, browser }) => {
  await signIn(page, ...DEMO.admin);
  await openList(page);
  await choose(page.getByTestId("filter-org"), "North Region");
  await page.getByTestId("filter-includeSub").click(); // this organisation only
  await settled(page, () => page.getByTestId("search").click());
  await expect(page.getByTestId("total")).not.toHaveText("60 records");
  const northOnly = await allSns(page);
  expect(northOnly.length).toBeGreaterThan(0);
  const northOnlyTotal = await page.getByTestId("total").innerText();
  await page.getByTestId("filter-includeSub").click(); // and its sub-organisations
  await settled(page, () => page.getByTestId("search").click());
  // The live list may answer a refresh of the previous filter first: wait for this filter's total.
  await expect(page.getByTestId("total")).not.toHaveText(northOnlyTotal);
  const northTree = await allSns(page);
  expect(northTree.length).toBeGreaterThan(northOnly.length);

  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await ctx.newPage();
  await useLanguage(other, "en");
  await signIn(other, ...DEMO.operator);
  await openList(other);
  const seen = await allSns(other);
  expect(seen).toEqual(northOnly);
  expect(seen.every((sn) => northTree.includes(sn))).toBe(true);
  const orgs = await rows(other).getByTestId("device-organisation").allInnerTexts();
  expect(new Set(orgs)).toEqual(new Set(["North Region"]));
  // A device of another organisation does not exist for it, neither in the list nor by its URL.
  const outside = northTree.find((sn) => !northOnly.includes(sn)) ?? "";
  await other.getByTestId("filter-sn").fill(outside);
  await other.getByTestId("search").click();
  await expect(other.getByTestId("empty")).toHaveText("No data");
  await other.goto(`/#/device-detail?sn=${outside}`);
  await expect(other.getByTestId("device-notice")).toHaveText("SN number does not exist");
  await ctx.close();
});
