import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

/**
 * The device list's date filters and the operation log's time filter use the date-range picker of the
 * device page: dates typed in the interface language, days of the system time zone, kept in the URL.
 */
async function typeRange(page: Page, testId: string, start: string, end: string) {
  await page.getByTestId(`${testId}-start`).fill(start);
  await page.getByTestId(`${testId}-end`).fill(end);
  await page.getByTestId("search").click();
}

test("the device list's inventory dates are typed in Spanish and kept in the URL", async ({ page }) => {
  await useLanguage(page, "es");
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/cgm-list");
  const rows = page.getByTestId("device-table").getByTestId("row");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId("filter-inventory-hint")).toContainText("24/11/2026");

  // A start after the end is refused, and nothing is searched.
  await typeRange(page, "filter-inventory", "02/01/2030", "01/01/2030");
  await expect(page.getByTestId("filter-inventory-error")).toHaveText(
    "La fecha de inicio no puede ser posterior a la fecha de fin",
  );
  await expect(page).not.toHaveURL(/inventoryFrom/);
  await typeRange(page, "filter-inventory", "1/1/2000", "02/01/2000");
  await expect(page).toHaveURL(/inventoryFrom=2000-01-01(?=.*inventoryTo=2000-01-02)/);
  await expect(page.getByTestId("empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("filter-inventory-start")).toHaveValue("01/01/2000");
  await expect(page.getByTestId("empty")).toBeVisible();
  await typeRange(page, "filter-inventory", "01/01/2020", "31/12/2030");
  await expect(page).toHaveURL(/inventoryFrom=2020-01-01(?=.*inventoryTo=2030-12-31)/);
  await expect(rows.first()).toBeVisible();
});

for (const c of [
  { lang: "en", invalid: "Enter a valid date", old: "1/1/2000", new: "12/31/2030" },
  { lang: "es", invalid: "Introduzca una fecha válida", old: "1/1/2000", new: "31/12/2030" },
]) {
  test(`the operation log's days are typed in the interface language and kept in the URL (${c.lang})`, async ({
    page,
  }) => {
    await useLanguage(page, c.lang);
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/sys-audit");
    const rows = page.getByTestId("audit-table").getByTestId("row");
    await expect(rows.first()).toBeVisible();
    await typeRange(page, "filter-at", "11/11/182026", c.new);
    await expect(page.getByTestId("filter-at-error")).toHaveText(c.invalid);
    await expect(page).not.toHaveURL(/from=/);
    await typeRange(page, "filter-at", c.old, c.old);
    await expect(page).toHaveURL(/from=2000-01-01(?=.*to=2000-01-01)/);
    await expect(page.getByTestId("empty")).toBeVisible();
    await typeRange(page, "filter-at", c.old, c.new);
    await expect(page).toHaveURL(/to=2030-12-31/);
    await expect(rows.first()).toBeVisible(); // today's sign-in at least
    await page.reload();
    await expect(page.getByTestId("filter-at-end")).toHaveValue(c.new);
    await expect(rows.first()).toBeVisible();
  });
}
