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

/**
 * Side-menu groups whose arrow is cut (issue 16.6: the arrow was clipped): the arrow must lie inside its
 * button and inside the side bar, and the group title must not run out of its button.
 */
const clippedMenuArrows = (page: Page): Promise<string[]> =>
  page.getByTestId("sidebar").evaluate((bar) => {
    const inside = (a: DOMRect, b: DOMRect) =>
      a.width > 0 &&
      a.left >= b.left - 1 &&
      a.right <= b.right + 1 &&
      a.top >= b.top - 1 &&
      a.bottom <= b.bottom + 1;
    const groups = Array.from(bar.querySelectorAll<HTMLElement>('[data-testid^="menu-group-"]'));
    if (groups.length === 0) return ["no menu group"];
    return groups
      .filter((button) => {
        const arrow = button.querySelector('[aria-hidden="true"]');
        const box = button.getBoundingClientRect();
        return (
          !arrow ||
          !inside(arrow.getBoundingClientRect(), box) ||
          !inside(arrow.getBoundingClientRect(), bar.getBoundingClientRect()) ||
          button.scrollWidth > button.clientWidth + 1
        );
      })
      .map((button) => button.dataset.testid!);
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
    expect.soft(await clippedMenuArrows(page), "side-menu arrows cut").toEqual([]);
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

// Issue 16, done when: screenshots at 1280 and 1440 px in English and Arabic show nothing clipped. Each list
// page is shot whole (attached to the test's output, to be looked at); the page never scrolls sideways, and
// a table that scrolls inside its box keeps its Actions column in view, as the issue allows.
const LIST_PAGES = [
  "cgm-list",
  "org-list",
  "org-account",
  "org-role",
  "i18n-language",
  "i18n-country",
  "i18n-center",
  "i18n-client",
  "sys-dict",
  "sys-audit",
  "sys-app-log",
  "version-release",
  "version-app",
  "version-software",
  "version-firmware",
];

/** How far the page and its content box scroll sideways, and the tables whose last column is out of view. */
const sidewaysFit = (page: Page) =>
  page.evaluate(() => {
    const over = (el: Element | null) => (el ? el.scrollWidth - el.clientWidth : 0);
    const main = document.getElementById("main-content");
    const actionsOutOfView = Array.from(document.querySelectorAll("table"))
      .filter((table) => {
        const box = table.parentElement!;
        if (box.scrollWidth <= box.clientWidth + 1) return false;
        const edge = box.getBoundingClientRect();
        return Array.from(table.querySelectorAll("tr > :last-child")).some((cell) => {
          const r = cell.getBoundingClientRect();
          return r.left < edge.left - 1 || r.right > edge.right + 1;
        });
      })
      .map((table) => table.dataset.testid ?? "table");
    return {
      page: Math.max(over(document.documentElement), over(document.body)),
      main: over(main),
      actionsOutOfView,
    };
  });

for (const lang of ["en", "ar"]) {
  for (const width of [1280, 1440]) {
    test(`list pages at ${width} px: screenshots, no sideways page, Actions in view (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, lang);
      await signIn(page, ...DEMO.admin);
      expect.soft(await clippedMenuArrows(page), "side-menu arrows cut").toEqual([]);
      for (const route of LIST_PAGES) {
        await page.goto(`/#/${route}`);
        await expect(page.getByTestId("page-title")).not.toBeEmpty();
        await expect(page.locator("table").first()).toBeVisible();
        await settled(page);
        const path = test.info().outputPath(`${lang}-${width}-${route}.png`);
        await page.screenshot({ path, fullPage: true });
        await test.info().attach(`${lang} ${width} ${route}`, { path, contentType: "image/png" });
        const fit = await sidewaysFit(page);
        expect.soft(fit.page, `${route}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(fit.main, `${route}: the content scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(fit.actionsOutOfView, `${route}: Actions out of view`).toEqual([]);
      }
    });
  }
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
