import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A language's message catalogue, to compare the page's words with. */
export const catalogue = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(root, `web/src/i18n/locales/${lang}.json`), "utf8")) as Record<
    string,
    string
  >;

/** The rows of the app log pull list. */
export const rows = (page: Page) => page.getByTestId("logPull-table").getByTestId("row");

/** The rows of one SN in one retrieval status. */
export const rowOf = (page: Page, sn: string, status: string): Locator =>
  rows(page)
    .filter({ hasText: sn })
    .filter({ has: page.locator(`[data-testid="logPull-status"][data-status="${status}"]`) });

/** Asks for one SN's log over a period through the pull dialog; returns the dialog. */
export async function requestPull(page: Page, sn: string, period: string) {
  const dialog = page.getByTestId("logPull-dialog");
  // A dialog just cancelled may still be closing: the new one is asked for once it has gone.
  await expect(dialog).toHaveCount(0);
  await page.getByTestId("logPull-request").click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("logPull-sn").fill(sn);
  await dialog.getByTestId("logPull-period").selectOption(period);
  await expect(dialog.getByTestId("logPull-sn")).toHaveValue(sn);
  await expect(dialog.getByTestId("logPull-period")).toHaveValue(period);
  await dialog.getByTestId("logPull-submit").click();
  return dialog;
}
