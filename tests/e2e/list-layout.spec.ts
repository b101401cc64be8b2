import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { settled } from "../support/a11yPages";
import { seriousViolations } from "../support/axe";

// Issue 16.6: at 1280 px with the side menu open the device list was 34 px and the account list 100 px wider
// than their box, so they scrolled sideways and the pinned Actions column sat over the last-login column.
// Every list keeps all its columns and fits, in every catalogue (the longest labels are French, Spanish and
// Russian) and in Arabic (right to left).
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

const LISTS = [
  { route: "cgm-list", table: "device-table" },
  { route: "org-account", table: "account-table" },
];
/** One locale per catalogue (the Chinese ones share one; zh-TWN is the one that carries its own tag). */
const LANGS = ["en", "en-US", "zh-TWN", "ar", "cs", "es", "fr", "pl", "pt-BR", "ru"];

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  /** The narrowest the table can be (its min-content width): what is left of the box is the headroom. */
  narrowest: number;
  pageOverflow: number;
  /** Cells whose content runs past the cell, by column header. */
  clipped: string[];
  /** Rows (the header row is 0) where the pinned last cell overlaps the cell before it. */
  covered: number[];
}

/** Measures the table with this test id: its scroll box, clipped cells and the last column's overlap. */
const measure = (page: Page, testId: string): Promise<Layout> =>
  page.getByTestId(testId).evaluate((table: HTMLElement) => {
    const box = table.parentElement!;
    const headers = Array.from(table.querySelectorAll("th")).map((th) => th.textContent ?? "");
    const clipped: string[] = [];
    const covered: number[] = [];
    table.querySelectorAll("tr").forEach((tr, i) => {
      const cells = Array.from(tr.children) as HTMLElement[];
      if (cells.length < 2) return; // the empty state's one wide cell
      cells.forEach((cell, c) => {
        if (cell.scrollWidth > cell.clientWidth + 1) clipped.push(`${i}:${headers[c]}`);
      });
      const last = cells.at(-1)!.getBoundingClientRect();
      const before = cells.at(-2)!.getBoundingClientRect();
      const overlap = Math.min(last.right, before.right) - Math.max(last.left, before.left);
      if (overlap > 1) covered.push(i);
    });
    const doc = document.documentElement;
    const { scrollWidth, clientWidth } = box;
    const width = table.style.width;
    table.style.width = "min-content";
    const narrowest = table.offsetWidth;
    table.style.width = width;
    return {
      scrollWidth,
      clientWidth,
      narrowest,
      pageOverflow: doc.scrollWidth - doc.clientWidth,
      clipped,
      covered,
    };
  });

async function openList(page: Page, route: string, table: string) {
  await page.goto(`/#/${route}`);
  await expect(page.getByTestId(table).getByTestId("row").first()).toBeVisible();
  await settled(page);
}

for (const lang of LANGS) {
  test(`both lists fit 1280x800 with the side menu open, nothing covered or clipped (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await signIn(page, ...DEMO.admin);
    await expect(page.getByTestId("sidebar")).toBeVisible();
    for (const { route, table } of LISTS) {
      await openList(page, route, table);
      const layout = await measure(page, table);
      await page.screenshot({ path: test.info().outputPath(`${route}.png`) });
      test.info().annotations.push({
        type: "width",
        description: `${lang} ${route}: ${layout.scrollWidth} / ${layout.clientWidth} px (narrowest ${layout.narrowest})`,
      });
      expect.soft(layout.scrollWidth, `${route} scrolls sideways`).toBeLessThanOrEqual(layout.clientWidth);
      expect.soft(layout.pageOverflow, `${route}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(layout.covered, `${route}: the Actions column covers a cell`).toEqual([]);
      expect.soft(layout.clipped, `${route}: clipped cells`).toEqual([]);
    }
  });
}

// The account list's secondary actions went into a "More" menu to make room: it must work from the keyboard,
// be named for its row, and pass axe while open, in a left-to-right and a right-to-left interface.
for (const lang of ["en", "ar"]) {
  test(`a row's More menu: named for its row, keyboard-operable, no axe violation (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await signIn(page, ...DEMO.admin);
    await openList(page, "org-account", "account-table");
    const row = page.getByTestId("row").filter({ hasText: "scope-subtree" });
    const more = row.getByTestId("account-more");
    if (lang === "en") await expect(more).toHaveAccessibleName("More actions for scope-subtree");
    else await expect(more).toHaveAccessibleName(/scope-subtree/);
    await more.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) await expect(item).toHaveAccessibleName(/\S/);
    if (lang === "en") await expect(items).toHaveText(["Disable", "Reset password"]);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(items.nth(0)).toHaveAttribute("data-highlighted", "");
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toHaveAttribute("data-highlighted", "");
    await settled(page);
    expect(await seriousViolations(page, `org-account ${lang} More menu`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    // Enter on an item runs it: reset password asks for confirmation first.
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveAttribute("data-highlighted", "");
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toHaveAttribute("data-highlighted", "");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("confirm-dialog")).toContainText("scope-subtree");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("confirm-dialog")).toHaveCount(0);
  });
}
